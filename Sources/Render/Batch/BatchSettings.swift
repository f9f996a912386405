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

    /// The command-line option that sets each key ``fingerprint`` writes itself: the one table
    /// that says which, for naming what changed since an earlier batch (`--scale 1 → 2`). A
    /// format's own keys (``OutputFormat/ownSettings(for:)``: `gif-fps`, `loop`, `gif-width`) are
    /// named as their options are, `--KEY`.
    public static let options: [String: String] = [
        "formats": "--format", "quality": "--quality", "crf": "--crf", "preset": "--preset", "fps": "--fps",
        "scale": "--scale", "reduce-motion": "--reduce-motion", "transparent": "--transparent", "settle": "--settle",
        "extra-outputs": "--spec",
    ]

    /// The keys whose value says only that they were given: flags (`yes`), and the spec files'
    /// fingerprint, which `--spec` adds whole.
    private static let presenceOnly: Set<String> = ["reduce-motion", "transparent", "extra-outputs"]

    /// What differs between two fingerprints given as lines (a manifest's `settings`), in the
    /// options' words, by key: `--scale 1 → 2`, `--crf 20 added`, `--reduce-motion removed`,
    /// `--spec added`, `--spec webm=no → webm=yes` (only the words that differ), in the options'
    /// order. A key given on one side only is named when it is the batch's own; a format's own
    /// settings come and go with the format, which `--format` names.
    public static func changes(from old: [String], to new: [String]) -> [String] {
        let (was, now) = (fields(old), fields(new))
        let option = { (key: String) in options[key] ?? "--\(key)" }
        return Set(was.keys).union(now.keys).sorted { option($0) < option($1) }.compactMap { key in
            let option = option(key)
            let shown = { (value: String) in presenceOnly.contains(key) ? option : "\(option) \(number(value))" }
            switch (was[key], now[key]) {
            case (nil, let value?): return options[key] != nil ? "\(shown(value)) added" : nil
            case (let value?, nil): return options[key] != nil ? "\(shown(value)) removed" : nil
            case (let before?, let after?) where before != after:
                guard key == "extra-outputs" else { return "\(option) \(number(before)) → \(number(after))" }
                let (words, other) = (before.split(separator: " "), after.split(separator: " "))
                return "\(option) \(words.filter { !other.contains($0) }.joined(separator: " ")) → "
                    + other.filter { !words.contains($0) }.joined(separator: " ")
            default: return nil
            }
        }
    }

    /// `key=value` lines by key, without the values that mean not given (`-`).
    private static func fields(_ lines: [String]) -> [String: String] {
        var fields: [String: String] = [:]
        for line in lines {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let value = String(line[line.index(after: equals)...])
            if value != "-" { fields[String(line[..<equals])] = value }
        }
        return fields
    }

    /// A whole number as the command line gives it: `2`, not the fingerprint's `2.0`.
    private static func number(_ value: String) -> String {
        value.hasSuffix(".0") && Double(value) != nil ? String(value.dropLast(2)) : value
    }
}
