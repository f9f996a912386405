import Foundation
import Testing
import TestSupport

/// Every command's `--help` against its snapshot in `Tests/Snapshots/help/`, so that a change to
/// what a user reads there — an option, a format (the format table feeds `render`'s and `batch`'s
/// help), a limit — is a diff of a text file in review, never a surprise.
///
/// The commands are found as a user would: `motionreel --help`, then each command its
/// SUBCOMMANDS section lists, and theirs; a new command gets no pass without a snapshot, and a
/// snapshot without its command fails too. The help is read from the built binary at a fixed
/// width (`COLUMNS=80`, which ArgumentParser prefers to the terminal's), so no terminal makes it
/// differ. After a deliberate change, rewrite the snapshots and review their diff:
///
///     UPDATE_SNAPSHOTS=1 swift test --skip-build --filter HelpSnapshotTests
@Suite("--help of every command matches its snapshot")
struct HelpSnapshotTests {
    static let folder = Snapshot.repositoryRoot.appendingPathComponent("Tests/Snapshots/help")

    /// `motionreel render --help` as a user at an 80-column terminal reads it.
    static func help(_ command: [String]) throws -> String {
        try help(command, columns: 80)
    }

    /// The commands a help lists under SUBCOMMANDS: the first word of each line indented by two
    /// spaces, up to the blank line that ends the section.
    static func subcommands(in help: String) -> [String] {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "SUBCOMMANDS:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap { line in
            guard line.hasPrefix("  "), !line.dropFirst(2).hasPrefix(" ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
    }

    /// `command`'s help at `columns` columns.
    static func help(_ command: [String], columns: Int) throws -> String {
        let run = try CommandRunner.run(CommandRunner.motionreel, Array(command.dropFirst()) + ["--help"],
                                        environment: ["COLUMNS": "\(columns)"])
        guard run.exitCode == 0 else {
            throw HelpFailure(description: "\(command.joined(separator: " ")) --help exited with \(run.exitCode): \(run.stderr)")
        }
        return run.stdout
    }

    struct HelpFailure: Error, CustomStringConvertible {
        var description: String
    }

    @Test("spec --help reads at 80 columns: no line longer, nothing laid out by hand wrapped, a usage that names every option")
    func specFitsEightyColumns() throws {
        let narrow = try Self.help(["motionreel", "spec"]), wide = try Self.help(["motionreel", "spec"], columns: 200)
        let long = narrow.split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "over 80 columns: \(long)")
        // From the discussion to USAGE the text is laid out by hand: at 80 columns ArgumentParser
        // must have had nothing to wrap, so it reads as it does on a wide terminal.
        let discussion = { (help: String) -> String in
            let start = help.range(of: "\n\n")?.upperBound ?? help.startIndex
            return String(help[start..<(help.range(of: "USAGE:")?.lowerBound ?? help.endIndex)])
        }
        #expect(discussion(narrow) == discussion(wide))
        // The usage is written by hand on two lines: it lists what OPTIONS lists.
        let sections = narrow.components(separatedBy: "\n\n")
        let usage = try #require(sections.first { $0.hasPrefix("USAGE:") })
        let options = try #require(sections.first { $0.hasPrefix("OPTIONS:") })
        let longOptions = { (text: String) in Set(text.matches(of: /--[a-z-]+/).map { String($0.output) }) }
        #expect(longOptions(usage) == longOptions(options).subtracting(["--version", "--help"]), "\(usage)")
    }

    @Test("every command's help is its snapshot, and every snapshot a command's")
    func everyCommand() throws {
        var pending = [["motionreel"]]
        var snapshots: Set<String> = []
        while let command = pending.first {
            pending.removeFirst()
            let text = try Self.help(command)
            let name = command.joined(separator: "-") + ".txt"
            snapshots.insert(name)
            let difference = try Snapshot.difference(text, storedAt: Self.folder.appendingPathComponent(name))
            #expect(difference == nil, "\(difference ?? "")")
            pending += Self.subcommands(in: text).map { command + [$0] }
        }
        #expect(snapshots.count > 10, "found only \(snapshots.sorted())")
        let strays = try Snapshot.strays(in: Self.folder, suffix: ".txt", kept: snapshots)
        #expect(strays.isEmpty, "snapshots of no command (UPDATE_SNAPSHOTS=1 removes them): \(strays)")
    }
}
