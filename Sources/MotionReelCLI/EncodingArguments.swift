import ArgumentParser
import Encode
import Render

/// The checks `render` and `batch` share for their encoder options (exit code 2 when one fails).
enum EncodingArguments {
    /// Parses `--format` and checks `--crf`, `--preset`, `--gif-fps` and `--loop` against it.
    static func validate(format: String, crf: Int?, preset: String?, gifFPS: Int, loop: Int) throws -> [OutputFormat] {
        let formats: [OutputFormat]
        switch OutputFormat.parseList(format) {
        case .success(let list): formats = list
        case .failure(let unknown):
            throw ValidationError("--format \(format): unknown format '\(unknown.name)'; expected \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let crf {
            let limit = formats.contains(where: { $0 == .mp4 || $0 == .hevc }) ? 51 : 63
            guard (0...limit).contains(crf) else {
                throw ValidationError("--crf \(crf): must be between 0 and \(limit)\(limit == 51 ? " for H.264 and HEVC" : "")")
            }
        }
        if let preset, !EncodingOptions.x264Presets.contains(preset) {
            throw ValidationError("--preset \(preset): expected one of \(EncodingOptions.x264Presets.joined(separator: ", "))")
        }
        guard (1...GIFOptions.maximumFPS).contains(gifFPS) else {
            throw ValidationError("--gif-fps \(gifFPS): must be between 1 and \(GIFOptions.maximumFPS) (a GIF delay of 1/100 s plays as 1/10 s)")
        }
        guard (0...GIFOptions.maximumLoop).contains(loop) else {
            throw ValidationError("--loop \(loop): must be between 0 (forever) and \(GIFOptions.maximumLoop)")
        }
        return formats
    }
}
