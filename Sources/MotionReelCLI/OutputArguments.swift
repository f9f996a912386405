import ArgumentParser
import Encode
import Foundation
import Preset
import Render
import Scene

/// The options `render` and `batch` share: which formats, how they are encoded, and the preset
/// values the command line overrides. Bad values are exit code 2, before any work.
struct OutputArguments: ParsableArguments {
    /// A list of the format table's names, or `none` alone: no format at all, for `batch --spec`
    /// (the spec files without encoding any video; ``formats`` is then empty).
    ///
    /// `none` is not a row of the table (`FormatTable.swift`): it has no output, encoder, alpha or
    /// gallery role, and it must not appear in the table's help lines, the docs' format tables, or
    /// `render`'s list of every format. So it is a word of this option, refused beside a format and
    /// by commands that would then write nothing (`render`; `batch` without `--spec`).
    @Option(help: ArgumentHelp(
        "Comma-separated formats: \(FormatHelp.names()); or \(BatchSettings.noFormat) alone, with batch --spec: the spec files without encoding a video.",
        valueName: "list"))
    var format = OutputFormat.mp4.name

    @Option(help: ArgumentHelp("draft, standard, high or lossless, for every format.", valueName: "level"))
    var quality: Quality = .standard

    @Option(help: ArgumentHelp(
        "Frames per second, \(Limits.fps.lowerBound)…\(Limits.fps.upperBound) (overrides the preset's canvas.fps).",
        valueName: "n"))
    var fps: Int?

    @Option(help: ArgumentHelp("Pixels per point (overrides the preset's canvas.scale).", valueName: "n"))
    var scale: Double?

    @Option(help: ArgumentHelp(
        "Constant rate factor, lower is better and larger: \(OutputArguments.crfRanges) (default: from --quality).",
        valueName: "n"))
    var crf: Int?

    @Option(name: .customLong("preset"), help: ArgumentHelp(
        "x264/x265 speed preset: ultrafast … veryslow (default: from --quality; for H.264 veryfast with options for UI motion, an explicit preset gets x264's own).",
        valueName: "name"))
    var x264Preset: String?

    @Option(name: .customLong("gif-fps"), help: ArgumentHelp(
        "GIF frame rate, 1…\(GIFOptions.maximumFPS); frames are thinned to it (a GIF delay of 1/100 s plays as 1/10 s in browsers).",
        valueName: "n"))
    var gifFPS = 30

    @Option(help: ArgumentHelp("How many times a GIF plays; 0 loops forever.", valueName: "n"))
    var loop = 0

    @Option(name: .customLong("gif-width"), help: ArgumentHelp(
        "The GIF's width at most, in pixels; its height follows (default: the render's size). The other formats keep full size.",
        valueName: "px"))
    var gifWidth: Int?

    @Flag(help: ArgumentHelp(
        "Render the Reduce Motion variant: movement, scale, blur and masks become cross-fades of the same timing."))
    var reduceMotion = false

    @Flag(help: ArgumentHelp(
        "Render a transparent background instead of the canvas colour (\(FormatHelp.names(FormatHelp.withAlpha)) only)."))
    var transparent = false

    @Option(help: SettleRule.help)
    var settle: SettleRule?

    func validate() throws {
        let formats = try parsedFormats()
        let opaque = formats.filter { !$0.supportsAlpha }
        if transparent, !opaque.isEmpty {
            let names = FormatHelp.names(opaque)
            throw ValidationError(
                "--transparent: \(names) \(opaque.count == 1 ? "has" : "have") no alpha channel, so the background would be painted black; "
                + "use it with \(FormatHelp.names(FormatHelp.withAlpha)), or leave it out")
        }
        if let crf {
            let (range, codecs) = CRFLimit.common(to: formats.compactMap(\.videoProfile))
            guard range.contains(crf) else {
                let which = codecs.isEmpty ? "" : " for " + codecs.joined(separator: " and ")
                throw ValidationError("--crf \(crf): must be between \(range.lowerBound) and \(range.upperBound)\(which)")
            }
        }
        if let x264Preset, !VideoProfile.presets.contains(x264Preset) {
            throw ValidationError("--preset \(x264Preset): expected one of \(VideoProfile.presets.joined(separator: ", "))")
        }
        guard (1...GIFOptions.maximumFPS).contains(gifFPS) else {
            throw ValidationError("--gif-fps \(gifFPS): must be between 1 and \(GIFOptions.maximumFPS) (a GIF delay of 1/100 s plays as 1/10 s)")
        }
        if let gifWidth, !(1...GIFOptions.maximumSide).contains(gifWidth) {
            throw ValidationError("--gif-width \(gifWidth): must be between 1 and \(GIFOptions.maximumSide) pixels")
        }
        guard (0...GIFOptions.maximumLoop).contains(loop) else {
            throw ValidationError("--loop \(loop): must be between 0 (forever) and \(GIFOptions.maximumLoop)")
        }
        if let error = overrides.errors().first { throw ValidationError("\(error)") }
    }

    /// The formats asked for, in order, each once; empty for `--format none`.
    var formats: [OutputFormat] { (try? parsedFormats()) ?? [.mp4] }

    /// The preset values the command line replaces.
    var overrides: PresetOverrides {
        PresetOverrides(fps: fps, scale: scale, reduceMotion: reduceMotion ? true : nil,
                        transparent: transparent ? true : nil, settle: settle)
    }

    /// How every format is encoded.
    var encoding: EncodingOptions {
        EncodingOptions(quality: quality, crf: crf, preset: x264Preset, gif: GIFOptions(fps: gifFPS, loop: loop, maximumWidth: gifWidth))
    }

    /// Each crf range with the codecs that take it, in table order: "H.264 and HEVC 0…51, VP9 0…63".
    private static var crfRanges: String {
        var groups: [(range: ClosedRange<Int>, codecs: [String])] = []
        for limit in CRFLimit.all {
            if let index = groups.firstIndex(where: { $0.range == limit.range }) {
                groups[index].codecs.append(limit.codec)
            } else {
                groups.append((limit.range, [limit.codec]))
            }
        }
        return groups.map { "\($0.codecs.joined(separator: " and ")) \($0.range.lowerBound)…\($0.range.upperBound)" }
            .joined(separator: ", ")
    }

    private func parsedFormats() throws -> [OutputFormat] {
        let names = format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if names.contains(BatchSettings.noFormat) {
            guard names.allSatisfy({ $0 == BatchSettings.noFormat }) else {
                throw ValidationError("--format \(format): \(BatchSettings.noFormat) means no video at all, so it stands alone; "
                                      + "drop it, or drop the other formats")
            }
            return []
        }
        switch OutputFormat.parseList(format) {
        case .success(let list): return list
        case .failure(let unknown):
            // A near miss (gfi) names the format it most likely meant, as unknown keys and commands do.
            let hint = Suggestions.closest(to: unknown.name, among: OutputFormat.allCases.map(\.name))
                .map { "did you mean '\($0)'?" } ?? "expected \(FormatHelp.names())"
            throw ValidationError("--format \(format): unknown format '\(unknown.name)'; \(hint)")
        }
    }
}

extension Quality: ExpressibleByArgument {}
