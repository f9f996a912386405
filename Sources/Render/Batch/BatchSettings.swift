import Encode
import Foundation
import Scene

/// Everything on a batch's command line that changes what its outputs contain.
///
/// The scene overrides (`fps`, `scale`, `reduceMotion`, `transparent`, `settle`) are applied by whoever
/// loads the presets; they are here so that they count in every preset's input hash.
public struct BatchSettings: Sendable, Hashable {
    /// The videos, animated images and frame folders written; empty for `--format none`, a batch
    /// that encodes nothing and writes only its ``extraOutputs`` (the spec files).
    public var formats: [OutputFormat]
    public var encoding: EncodingOptions
    public var fps: Int?
    public var scale: Double?
    public var reduceMotion: Bool
    public var transparent: Bool
    /// `--settle`, if given; nil films each preset as its own `settle:` says.
    public var settle: SettleRule?
    /// The fingerprint of the per-preset files made beside the videos (``PresetOutputs``), if
    /// any; ``BatchRunner`` sets it from its `extraOutputs`.
    public var extraOutputs: String?

    public init(formats: [OutputFormat], encoding: EncodingOptions = EncodingOptions(), fps: Int? = nil,
                scale: Double? = nil, reduceMotion: Bool = false, transparent: Bool = false, settle: SettleRule? = nil) {
        self.formats = formats
        self.encoding = encoding
        self.fps = fps
        self.scale = scale
        self.reduceMotion = reduceMotion
        self.transparent = transparent
        self.settle = settle
    }

    /// What `--format` and the fingerprint call no format at all: not a format of the table
    /// (it has no output, encoder or help line of its own), but the absence of every one.
    public static let noFormat = "none"

    /// One line per setting, `key=value`, sorted by key: the settings' part of the input hash.
    ///
    /// The order of `--format` does not matter, and no format at all is `formats=none`, a value of
    /// its own (a full batch is not skipped for what a `--format none` one wrote); a format's own
    /// settings (the GIF's) count only when it is written, each under its own key
    /// (``OutputFormat/ownSettings(for:)``).
    public var fingerprint: String {
        var fields: [String: String] = [
            "formats": formats.isEmpty ? Self.noFormat : formats.map(\.name).sorted().joined(separator: ","),
            "quality": encoding.quality.rawValue,
            "crf": encoding.crf.map(String.init) ?? "-",
            "preset": encoding.preset ?? "-",
            "fps": fps.map(String.init) ?? "-",
            "scale": scale.map { "\($0)" } ?? "-",
            "reduce-motion": reduceMotion ? "yes" : "-",
            "transparent": transparent ? "yes" : "-",
        ]
        // Only when given: the hashes of every batch without it stay what they were before
        // `--settle` existed, so their outputs are not rendered again for nothing.
        if let settle { fields["settle"] = settle.rawValue }
        if let extraOutputs {
            // One line however the writer formats it, so the manifest keeps a line per setting.
            fields["extra-outputs"] = extraOutputs.replacingOccurrences(of: "\n", with: " ")
        }
        for format in formats {
            for (key, value) in format.ownSettings(for: encoding) { fields[key] = value }
        }
        return fields.keys.sorted().map { "\($0)=\(fields[$0] ?? "")\n" }.joined()
    }
}
