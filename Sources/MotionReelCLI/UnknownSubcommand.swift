import Scene
import ArgumentParser
import Preset

/// `motionreel rendr x.yaml`: a first word that is no command gets one line naming it, and the
/// command it most likely meant — not ArgumentParser's "2 unexpected arguments".
enum UnknownSubcommand {
    /// The message for `arguments` (without the executable) when their first word is not an
    /// option and names no subcommand; nil when ArgumentParser should parse them.
    static func message(for arguments: [String], root: any ParsableCommand.Type) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
        let names = root.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(word) else { return nil }
        let hint = Suggestions.closest(to: word, among: names).map { "; did you mean '\($0)'?" }
            ?? "; the commands are \(names.dropLast().joined(separator: ", "))"
        return "Error: unknown command '\(word)'\(hint)\nUsage: motionreel <subcommand>\n  See 'motionreel --help' for more information."
    }
}
