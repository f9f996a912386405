import Foundation
import Testing
import TestSupport
import Yams

/// The release workflow calls the make targets tested here, on version tags, and attaches what
/// make dist writes: if a target is renamed, this fails before a release does.
@Suite("release.yml runs the Makefile's own targets")
struct ReleaseWorkflowTests {
    static let repository = InstallTests.repository

    @Test("each `make TARGET` is a target of the Makefile; it runs on v* tags and attaches the archives and checksums")
    func workflow() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent(".github/workflows/release.yml"), encoding: .utf8)
        let root = try #require(try Yams.compose(yaml: text))
        #expect(root["on"]?["push"]?["tags"]?.sequence?.compactMap(\.string) == ["v*"])
        let makefile = try String(contentsOf: Self.repository.appendingPathComponent("Makefile"), encoding: .utf8)
        let targets = Set(makefile.split(separator: "\n").compactMap { line in line.firstMatch(of: /^([a-z]+):/).map { String($0.1) } })
        let jobs = try #require(root["jobs"]?.mapping)
        var made: [String] = []
        for (_, job) in jobs {
            for step in job["steps"]?.sequence ?? [] {
                guard let run = step["run"]?.string else { continue }
                made += run.matches(of: /make ([a-z]+)/).map { String($0.1) }
            }
        }
        #expect(Set(made) == ["test", "dist"], "\(made)")
        for target in made { #expect(targets.contains(target), "make \(target) is not a target of the Makefile") }
        #expect(text.contains("dist/*.tar.gz") && text.contains("dist/*.sha256"))
        #expect(text.contains("ubuntu-24.04-arm"), "aarch64 is built too")
    }
}
