import Foundation
import Testing
import TestSupport

/// The vendored reference curves are what the spring tests take their cases from; a folder that
/// lost a file, or gained one no test reads, fails here rather than shrinking those tests.
@Suite("The reference folder")
struct ReferenceFolderTests {
    @Test("holds exactly the curves the tests name, seven stepped, seven closed-form and two retargets")
    func exactFiles() {
        #expect(ReferenceCurve.fluidFiles.count == 7)
        #expect(ReferenceCurve.springFiles.count == 7)
        let named = (ReferenceCurve.fluidFiles + ReferenceCurve.springFiles + ReferenceCurve.retargetFiles).sorted()
        #expect(ReferenceCurve.filesInFolder() == named)
    }

    @Test("keeps the scripts that made the curves, and a README saying how to run them")
    func scripts() throws {
        for name in ["fluid_reference.py", "spring_reference.py", "README.md"] {
            let url = ReferenceCurve.folder.appendingPathComponent(name)
            #expect(FileManager.default.fileExists(atPath: url.path), "\(name) is missing")
        }
        let readme = try String(contentsOf: ReferenceCurve.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("python3 Tests/TestSupport/Reference/fluid_reference.py"))
        #expect(readme.contains("python3 Tests/TestSupport/Reference/spring_reference.py"))
    }

    @Test("a curve that is not there is an error, not an empty curve")
    func missingCurve() {
        #expect(throws: (any Error).self) { try ReferenceCurve("fluid_r9_z9_d9.csv") }
    }

    @Test("the parameters of a case are read from its file name")
    func parameters() {
        let p = ReferenceCurve.parameters("fluid_r0.3_z0.85_d390.csv")
        #expect(p == ["r": 0.3, "z": 0.85, "d": 390])
    }
}
