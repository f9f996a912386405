import Foundation
import Testing
import TestSupport

// Linux only: make dist builds a Linux archive, and the Debian packages it names come from
// readelf, ldd and dpkg, which a Mac has not (scripts/dist.sh says so and exits 2 there).
#if os(Linux)
/// The Dockerfile cannot drift from the program. No container engine runs here, so its runtime
/// stage's packages are computed from the program the tests run, as `make dist` computes the
/// archive's DEPENDS: each library it loads by name (readelf's NEEDED), found where the loader
/// finds it (ldd), owned by a Debian package (dpkg -S). The tests' program takes the Swift runtime
/// and Foundation from the toolchain, as shared libraries; the image's is linked with
/// --static-swift-stdlib, so for each of those the system libraries *it* loads count instead, and
/// those the toolchain's static link file names. No more, no fewer; and the stages are the ones the
/// docs describe, on the Swift of the tests and the Debian release the packages are named for.
@Suite("Dockerfile: two stages; the runtime one installs exactly the packages of the libraries the program loads")
struct DockerfileTests {
    static let repository = InstallTests.repository
    static let dockerfile = repository.appendingPathComponent("Dockerfile")
    /// The swift the tests were built with: make passes its SWIFT on to the suite.
    static let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
    /// The program make dist archives (--static-swift-stdlib), which make test builds before the
    /// suite (scripts/dist.sh --build-only debug).
    static let archivedBinary = repository.appendingPathComponent(".build/static/debug/motionreel").path
    static var archivedBinaryBuilt: Bool { FileManager.default.isExecutableFile(atPath: archivedBinary) }

    /// The packages between `# NAME: begin` and `# NAME: end`: one a line, each continued with ` \`
    /// (a `#` line between them is a comment, which Docker drops from the command).
    static func block(_ name: String, in text: String) throws -> [String] {
        let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex(of: "# \(name): begin"), "no '# \(name): begin' line in the Dockerfile")
        let end = try #require(lines.firstIndex(of: "# \(name): end"), "no '# \(name): end' line in the Dockerfile")
        try #require(start < end, "'# \(name): end' comes before its begin")
        var packages: [String] = []
        for line in lines[(start + 1)..<end] where !line.isEmpty && !line.hasPrefix("#") {
            try #require(line.hasSuffix(" \\"), "'\(line)' (\(name)) does not end with ' \\': apt-get would not get the lines after it")
            let entry = line.dropLast(2).trimmingCharacters(in: .whitespaces)
            try #require(!entry.isEmpty && !entry.contains(" "), "'\(line)' (\(name)): one package a line")
            packages.append(entry)
        }
        return packages
    }

    /// Where this toolchain keeps its shared runtime libraries, and its resource folder, beside
    /// which `swift_static` holds the static ones (`swift -print-target-info`).
    struct TargetInfo: Decodable {
        struct Paths: Decodable {
            var runtimeLibraryPaths: [String]
            var runtimeResourcePath: String
        }
        var paths: Paths
    }

    static func targetInfo() throws -> TargetInfo {
        let info = try CommandRunner.tool(swift, ["-print-target-info"])
        try #require(info.exitCode == 0, "\(swift) -print-target-info: \(info.stderr)")
        return try JSONDecoder().decode(TargetInfo.self, from: Data(info.stdout.utf8))
    }

    /// The libraries `file` loads by name: its DT_NEEDED entries.
    static func needed(_ file: String) throws -> [String] {
        let readelf = try CommandRunner.tool("readelf", ["-d", file])
        try #require(readelf.exitCode == 0, "readelf -d \(file): \(readelf.stderr)")
        return readelf.stdout.matches(of: /Shared library: \[([^\]]+)\]/).map { String($0.1) }
    }

    /// Where the loader finds each library `binary` loads, directly or not, by name (ldd).
    static func loaded(_ binary: String) throws -> [String: String] {
        let ldd = try CommandRunner.tool("ldd", [binary])
        try #require(ldd.exitCode == 0, "ldd \(binary): \(ldd.stderr)")
        var paths: [String: String] = [:]
        for line in ldd.stdout.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = words.first else { continue }
            if words.count >= 3, words[1] == "=>" {
                // `libz.so.1 => /lib/x86_64-linux-gnu/libz.so.1 (0x…)`; `=> not found` is left out.
                if words[2].hasPrefix("/") { paths[first] = words[2] }
            } else if first.hasPrefix("/") {
                // The loader, by its path alone: `/lib64/ld-linux-x86-64.so.2 (0x…)`.
                paths[URL(fileURLWithPath: first).lastPathComponent] = first
            }
        }
        return paths
    }

    /// Whether `soname`, found at `path`, is one of the toolchain's: the Swift runtime, Foundation,
    /// Dispatch… (in the swift image the toolchain is under /usr/lib too, so its folder decides).
    static func isToolchain(_ soname: String, at path: String, _ info: TargetInfo) -> Bool {
        info.paths.runtimeLibraryPaths.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            || ["libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime", "libXCTest", "libTesting"]
                .contains { soname.hasPrefix($0) }
    }

    /// The Debian package that installed `path`. dpkg knows a file by the path its package used,
    /// /lib or /usr/lib (one folder since the /usr merge), so both are asked, then the file itself.
    static func debianPackage(owning path: String) throws -> String? {
        let other = path.hasPrefix("/usr/") ? String(path.dropFirst(4)) : "/usr" + path
        for candidate in [path, other, URL(fileURLWithPath: path).resolvingSymlinksInPath().path] {
            let dpkg = try CommandRunner.tool("dpkg", ["-S", candidate])
            // `libyaml-0-2:amd64: /usr/lib/x86_64-linux-gnu/libyaml-0.so.2`
            if dpkg.exitCode == 0, let owner = dpkg.stdout.split(separator: ":").first {
                return owner.trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The packages `binary` needs once linked with --static-swift-stdlib, each with the libraries
    /// that make it needed: the system libraries it loads itself, and for each toolchain library
    /// (linked in instead), the ones that loads, through the toolchain's own dependencies.
    static func packages(of binary: String, loaded paths: [String: String], _ info: TargetInfo) throws -> [String: Set<String>] {
        var packages: [String: Set<String>] = [:]
        var seen: Set<String> = []
        var queue = try needed(binary)
        while let soname = queue.popLast() {
            guard seen.insert(soname).inserted else { continue }
            let path = try #require(paths[soname], "ldd does not find \(soname), which \(binary) loads")
            if isToolchain(soname, at: path, info) {
                queue += try needed(path)
            } else {
                let owner = try #require(try debianPackage(owning: path), "no Debian package owns \(path) (\(soname))")
                packages[owner, default: []].insert(soname)
            }
        }
        return packages
    }

    /// The packages of the system libraries the toolchain's static link names
    /// (`swift_static/linux/static-stdlib-args.lnk`: `-lstdc++ -lm -ldl -lpthread`…), each found as
    /// the loader finds it, in ldconfig's cache, in `folder` (this architecture's). A library the
    /// toolchain carries itself (`libswiftCore.a`, `libdispatch.a` beside the file) is linked in.
    static func staticLinkPackages(_ info: TargetInfo, folder: String) throws -> [String: Set<String>] {
        let linux = URL(fileURLWithPath: info.paths.runtimeResourcePath).appendingPathComponent("../swift_static/linux").standardized
        let file = linux.appendingPathComponent("static-stdlib-args.lnk")
        let arguments = try String(contentsOf: file, encoding: .utf8)
        let ldconfig = ["/sbin/ldconfig", "/usr/sbin/ldconfig"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "ldconfig"
        let cache = try CommandRunner.tool(ldconfig, ["-p"])
        try #require(cache.exitCode == 0, "ldconfig -p: \(cache.stderr)")
        var packages: [String: Set<String>] = [:]
        var names: [String] = []
        for word in arguments.split(whereSeparator: { $0.isWhitespace }) where word.hasPrefix("-l") {
            let name = String(word.dropFirst(2))
            if FileManager.default.fileExists(atPath: linux.appendingPathComponent("lib\(name).a").path) { continue }
            names.append(name)
            // `	libstdc++.so.6 (libc6,x86-64) => /lib/x86_64-linux-gnu/libstdc++.so.6`
            let prefix = "lib\(name).so."
            var found: [String] = []
            for line in cache.stdout.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard words.count >= 4, words[words.count - 2] == "=>", words[0].hasPrefix(prefix),
                      words[0].dropFirst(prefix.count).first?.isNumber == true else { continue }
                found.append(words[words.count - 1])
            }
            let path = try #require(found.first(where: { URL(fileURLWithPath: $0).deletingLastPathComponent().path == folder }) ?? found.first,
                                    "-l\(name) in \(file.path): ldconfig -p has no \(prefix)N")
            let owner = try #require(try debianPackage(owning: path), "no Debian package owns \(path) (-l\(name))")
            packages[owner, default: []].insert("-l\(name)")
        }
        try #require(!names.isEmpty, "\(file.path) names no system library: \(arguments)")
        return packages
    }

    /// What the block lacks and what it has too many of, for a failure's message.
    static func difference(_ written: [String], _ needed: [String: Set<String>]) -> (missing: [String], extra: [String]) {
        let missing = Set(needed.keys).subtracting(written).sorted().map { name in
            "\(name) (\(needed[name, default: []].sorted().joined(separator: ", ")))"
        }
        return (missing, Set(written).subtracting(needed.keys).sorted())
    }

    @Test("the runtime block is the packages of the libraries the program loads, linked as the image links it")
    func runtimePackages() throws {
        let text = try String(contentsOf: Self.dockerfile, encoding: .utf8)
        let written = try Self.block("runtime libraries", in: text)
        #expect(Set(written).count == written.count, "a package written twice: \(written)")
        let info = try Self.targetInfo()
        let binary = CommandRunner.motionreel.path
        let paths = try Self.loaded(binary)
        let libc = try #require(paths["libc.so.6"], "ldd \(binary) lists no libc.so.6")
        var needed = try Self.packages(of: binary, loaded: paths, info)
        let folder = URL(fileURLWithPath: libc).deletingLastPathComponent().path
        for (owner, libraries) in try Self.staticLinkPackages(info, folder: folder) {
            needed[owner, default: []].formUnion(libraries)
        }
        let (missing, extra) = Self.difference(written, needed)
        #expect(missing.isEmpty && extra.isEmpty,
                "the Dockerfile's runtime libraries: missing \(missing); extra, owning no library the program loads: \(extra)")
    }

    @Test("the program make dist archives loads no toolchain library, and exactly the runtime block's packages",
          .enabled(if: DockerfileTests.archivedBinaryBuilt, "make test builds it before the suite"))
    func archivedProgramPackages() throws {
        let text = try String(contentsOf: Self.dockerfile, encoding: .utf8)
        let written = try Self.block("runtime libraries", in: text)
        let info = try Self.targetInfo()
        let binary = Self.archivedBinary
        let paths = try Self.loaded(binary)
        var needed: [String: Set<String>] = [:]
        for soname in try Self.needed(binary) {
            let path = try #require(paths[soname], "ldd does not find \(soname), which \(binary) loads")
            #expect(!Self.isToolchain(soname, at: path, info), "\(binary) loads \(soname) from the toolchain (\(path))")
            let owner = try #require(try Self.debianPackage(owning: path), "no Debian package owns \(path) (\(soname))")
            needed[owner, default: []].insert(soname)
        }
        let (missing, extra) = Self.difference(written, needed)
        #expect(missing.isEmpty && extra.isEmpty,
                "the Dockerfile's runtime libraries against \(binary): missing \(missing); extra: \(extra)")
    }

    @Test("the fonts are the ones scripts/setup.sh installs for the tests")
    func fonts() throws {
        let text = try String(contentsOf: Self.dockerfile, encoding: .utf8)
        let fonts = try Self.block("fonts", in: text)
        let setup = try String(contentsOf: Self.repository.appendingPathComponent("scripts/setup.sh"), encoding: .utf8)
        let start = try #require(setup.range(of: "DEBIAN_PACKAGES=("), "no DEBIAN_PACKAGES in scripts/setup.sh")
        let end = try #require(setup[start.upperBound...].range(of: "\n)"), "DEBIAN_PACKAGES=( is not closed")
        let tested = setup[start.upperBound..<end.lowerBound].split(separator: "\n")
            .flatMap { $0.split(separator: "#").first?.split(separator: " ") ?? [] }
            .map(String.init).filter { $0.hasPrefix("fonts-") }
        #expect(Set(fonts) == Set(tested), "the image draws text with \(fonts.sorted()); the tests with \(tested.sorted())")
    }

    @Test("two stages: the tests' Swift builds with make dist, a slim Debian of this machine's release runs motionreel")
    func stages() throws {
        let text = try String(contentsOf: Self.dockerfile, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let froms = lines.indices.filter { lines[$0].hasPrefix("FROM ") }
        try #require(froms.count == 2, "two FROM lines: \(froms.map { lines[$0] })")
        let build = lines[froms[0]], runtime = lines[froms[1]]

        let version = try CommandRunner.tool(Self.swift, ["--version"])
        let output = version.stdout + version.stderr
        let minor = try #require(output.firstMatch(of: /Swift version ([0-9]+\.[0-9]+)/).map { String($0.1) }, "\(output)")
        #expect(build.hasPrefix("FROM swift:\(minor)-") && build.hasSuffix(" AS build"),
                "\(build): the build stage is not the Swift \(minor) image the tests are built with")
        // The runtime packages are named as this machine's Debian names them: both stages must be its release.
        let release = try String(contentsOfFile: "/etc/os-release", encoding: .utf8)
        let codename = try #require(release.firstMatch(of: /VERSION_CODENAME=([a-z]+)/).map { String($0.1) }, "\(release)")
        #expect(build.hasSuffix("-\(codename) AS build") && runtime == "FROM debian:\(codename)-slim",
                "\(build) / \(runtime): not Debian \(codename), the release the runtime packages are computed on")

        // The build stage runs the Makefile's own dist target.
        let buildStage = lines[froms[0]..<froms[1]].joined(separator: "\n")
        let made = ReleaseWorkflowTests.makeTargets(in: buildStage)
        #expect(made == ["dist"], "the build stage makes \(made), not just dist")
        let targets = try ReleaseWorkflowTests.makefileTargets()
        #expect(targets.contains("dist") && targets.contains("setup"), "the Makefile's targets: \(targets.sorted())")

        let last = Array(lines[froms[1]...])
        #expect(last.filter { $0.hasPrefix("ENTRYPOINT") } == ["ENTRYPOINT [\"motionreel\"]"], "the last stage's entry point")
        #expect(last.contains("COPY --from=build /opt/motionreel /opt/motionreel"))
        #expect(last.contains { $0.hasPrefix("ENV PATH=/opt/motionreel/bin:") })
        #expect(last.contains("WORKDIR /work"))
        #expect(last.contains { $0.contains("apt-get install") && $0.contains("--no-install-recommends") })
    }
}
#endif
