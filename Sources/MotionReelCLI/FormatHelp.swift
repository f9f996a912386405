import Encode

/// What the help says about output formats, all of it read from their declarations
/// (`Sources/Encode/Formats/FormatTable.swift`), so a new format shows up in every command's help
/// without an edit here.
enum FormatHelp {
    /// "png, apng, webp": the names, in table order.
    static func names(_ formats: [OutputFormat] = OutputFormat.allCases) -> String {
        formats.map(\.name).joined(separator: ", ")
    }

    /// "mp4, hevc or gif": the names as alternatives.
    static func alternatives(_ formats: [OutputFormat]) -> String {
        let names = formats.map(\.name)
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// "video (mp4, hevc, prores, webm), animated images (gif, apng, webp) and frames (png)".
    static var byKind: String {
        let groups = OutputFormat.Kind.allCases.compactMap { kind -> String? in
            let formats = OutputFormat.allCases.filter { $0.kind == kind }
            return formats.isEmpty ? nil : "\(kind.groupName) (\(names(formats)))"
        }
        guard groups.count > 1 else { return groups.first ?? "" }
        return groups.dropLast().joined(separator: ", ") + " and " + groups[groups.count - 1]
    }

    /// The formats with an alpha channel, and those without.
    static var withAlpha: [OutputFormat] { OutputFormat.allCases.filter(\.supportsAlpha) }
    static var withoutAlpha: [OutputFormat] { OutputFormat.allCases.filter { !$0.supportsAlpha } }

    /// One line per format, in columns: its name, where a preset's output goes, what it is.
    ///
    ///       mp4      NAME.mp4                 H.264 (libx264) in MP4
    static var outputLines: String {
        let nameWidth = OutputFormat.allCases.map(\.name.count).max() ?? 0
        let patternWidth = OutputFormat.allCases.map(\.destination.pattern.count).max() ?? 0
        return OutputFormat.allCases.map { format in
            "  " + padded(format.name, to: nameWidth) + "  " + padded(format.destination.pattern, to: patternWidth) + "  " + format.summary
        }.joined(separator: "\n")
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
