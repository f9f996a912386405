import Foundation
import Testing
import TestSupport

/// The Swift fuzzer's replayer (`swift run SwiftFuzzer FILE`) on every saved finding and on the
/// Swift files the suite and the shipped presets use: each is read and evaluated, or refused at a
/// place inside it, with no trap, no runaway and no broken invariant.
@Suite("Swift fuzz findings and seeds: every Swift file is read and evaluated, or refused cleanly")
struct SwiftFuzzFindingsTests {
    static let root = FuzzFindingsTests.root

    static func swiftFiles(in folder: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
    }

    static let inputs = swiftFiles(in: "Fuzz/Findings") + swiftFiles(in: "Tests/Fixtures/SwiftUI")
        + swiftFiles(in: "Tests/Fixtures/SwiftUI/Catalog") + swiftFiles(in: "Presets/swift")

    @Test("there are Swift inputs to replay")
    func found() {
        #expect(Self.inputs.count >= 10)
    }

    @Test("each replays clean in its own process", arguments: inputs)
    func replay(_ path: String) throws {
        let outcome = try Replayer.run(Self.root.appendingPathComponent(path), base: FuzzFindingsTests.presets,
                                       replayer: Replayer.swiftExecutable)
        #expect(!outcome.timedOut && !Replayer.outOfTime.contains(outcome.status), "ran away: \(outcome.stdout)")
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr.suffix(3000))")
        #expect(outcome.stdout.hasPrefix("ok    "), "\(outcome.stdout)")
    }

    @Test("a file that does not parse is reported as refused, with its place")
    func refusedFile() throws {
        let folder = try TemporaryFolder()
        let broken = try folder.write("struct S { var t: AnyTransition { .move(edge: ", to: "broken.swift")
        let outcome = try Replayer.run(broken, base: FuzzFindingsTests.presets, replayer: Replayer.swiftExecutable)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("(refused: fuzz.swift:1:"), "\(outcome.stdout)")
    }

    /// An input is a folder when `// file: NAME.swift` lines split it, as `import DIR -o FOLDER`
    /// reads a view with its model: the model's file is read beside the view's, and a broken
    /// file is refused at its own place while the others are still read and filmed.
    @Test("an input split by // file: lines is read as a folder: each file at its own places")
    func folderInput() throws {
        let folder = try TemporaryFolder()
        let view = """
            import SwiftUI
            struct InboxView: View {
                @Environment(Inbox.self) private var inbox
                var body: some View {
                    Text("New").opacity(inbox.isUnread ? 1 : 0.4)
                }
            }
            // file: Inbox.swift
            import Observation
            @Observable final class Inbox {
                var isUnread = false
                func open() { withAnimation(.snappy) { isUnread = true } }
            }
            """
        let read = try Replayer.run(try folder.write(view, to: "folder.swift"), base: FuzzFindingsTests.presets,
                                    replayer: Replayer.swiftExecutable)
        #expect(read.status == 0 && read.stdout.hasPrefix("ok    ") && read.stdout.contains("read, "), "\(read.stdout)")
        let broken = view + "\n// file: Broken.swift\nstruct S { var t: AnyTransition { .move(edge: \n"
        let refused = try Replayer.run(try folder.write(broken, to: "broken.swift"), base: FuzzFindingsTests.presets,
                                       replayer: Replayer.swiftExecutable)
        #expect(refused.status == 0, "\(refused.stdout)")
        #expect(refused.stdout.contains("(refused: App/Broken.swift:1:"), "\(refused.stdout)")
    }

    /// The finding that made the probe count lines as the compiler does: a file of lone `\r`s whose
    /// syntax error is on line 21, which a count of `\n` alone put outside a one-line file.
    @Test("the lone-CR finding is refused at line 21, inside the file")
    func loneCarriageReturns() throws {
        let path = "Fuzz/Findings/lone-carriage-returns-place-a-refusal-past-the-line-feeds.swift"
        let bytes = try Data(contentsOf: Self.root.appendingPathComponent(path))
        #expect(!bytes.contains(0x0A) && bytes.count(where: { $0 == 0x0D }) == 23, "the fixture must keep its lone CRs")
        let outcome = try Replayer.run(Self.root.appendingPathComponent(path), base: FuzzFindingsTests.presets,
                                       replayer: Replayer.swiftExecutable)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("(refused: fuzz.swift:21:"), "\(outcome.stdout)")
    }
}
