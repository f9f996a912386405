import Foundation
import Testing
import TestSupport

/// The Dockerfile cannot drift from the program: no container engine runs here, so its runtime
/// stage's packages are checked against the libraries the program `make dist` archives loads —
/// each DT_NEEDED library, found where the loader finds it, owned by a Debian package — no more,
/// no fewer; and its stages are the ones the docs describe.
@Suite("the Dockerfile installs exactly the packages the program loads")
struct DockerfileTests {
    static let repository = InstallTests.repository
    static let dockerfile = repository.appendingPathComponent("Dockerfile")

    /// The lines between `# NAME: begin` and `# NAME: end`, each a package (trailing `\` dropped).
    static func block(_ name: String, in text: String) throws -> Set<String> {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex(of: "# \(name): begin"), "no '# \(name): begin' in the Dockerfile")
        let end = try #require(lines.firstIndex(of: "# \(name): end"), "no '# \(name): end' in the Dockerfile")
        return Set(lines[(start + 1)..<end].map { $0.replacingOccurrences(of: "\\", with: "").trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty })
    }

    /// The Debian packages owning the libraries `binary` loads directly.
    static func packages(of binary: String) throws -> Set<String> {
        let readelf = try CommandRunner.tool("readelf", ["-d", binary])
        let needed = readelf.stdout.matches(of: /Shared library: \[([^\]]+)\]/).map { String($0.1) }
        try #require(!needed.isEmpty, "\(readelf.stderr)")
        let ldd = try CommandRunner.tool("ldd", [binary]).stdout
        var packages = Set<String>()
        for soname in needed {
            // `libz.so.1 => /lib/…/libz.so.1 (…)`; the loader is listed by its path alone.
            let line = try #require(ldd.split(separator: "\n").first { $0.contains(soname) }, "ldd does not list \(soname)")
            let words = line.split(separator: " ").map(String.init)
            let path = words.count > 2 && words[1] == "=>" ? words[2] : words[0].trimmingCharacters(in: .whitespaces)
            // dpkg knows a file by the path its package installed it at (/lib or /usr/lib).
            let candidates = [path, path.hasPrefix("/usr/lib/") ? String(path.dropFirst(4)) : "/usr" + path]
            var owner: String?
            for candidate in candidates where owner == nil {
                let dpkg = try CommandRunner.tool("dpkg", ["-S", candidate])
                if dpkg.exitCode == 0 { owner = dpkg.stdout.split(separator: ":").first.map(String.init) }
            }
            packages.insert(try #require(owner, "no package owns \(path)"))
        }
        return packages
    }

    @Test("the runtime stage's libraries are the packages of the libraries the archived program loads")
    func runtimePackages() throws {
        let text = try String(contentsOf: Self.dockerfile, encoding: .utf8)
        let written = try Self.block("runtime libraries", in: text)
        // The program make dist archives: make test builds it before the suite.
        let binary = Self.repository.appendingPathComponent(".build/static/debug/motionreel").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "no \(binary): make test builds it first")
        let needed = try Self.packages(of: binary)
        let missing = needed.subtracting(written).sorted(), extra = written.subtracting(needed).sorted()
        #expect(written == needed, "missing from the Dockerfile: \(missing); not loaded by the program: \(extra)")
        #expect(try Self.block("fonts", in: text).contains("fonts-inter"))
    }

    @Test("two stages: a Swift image of this toolchain's version builds; the last runs motionreel")
    func stages() throws {
        let text = try String(contentsOf: Self.dockerfile, encoding: .utf8)
        let froms = text.split(separator: "\n").filter { $0.hasPrefix("FROM ") }
        try #require(froms.count == 2, "\(froms)")
        let version = try CommandRunner.tool("swift", ["--version"]).stdout
        let minor = try #require(version.firstMatch(of: /Swift version ([0-9]+\.[0-9]+)/).map { String($0.1) })
        #expect(froms[0].contains("swift:\(minor)-bookworm"), "\(froms[0]) is not Swift \(minor)")
        #expect(froms[1].contains("debian:bookworm-slim"))
        #expect(text.contains("ENTRYPOINT [\"motionreel\"]"))
        #expect(text.contains("scripts/dist.sh release"), "the image carries what make dist archives")
    }
}
