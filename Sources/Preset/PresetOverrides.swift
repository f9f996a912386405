import Scene

/// Values given on the command line that replace the preset's own.
///
/// ```swift
/// let scene = try PresetLoader.load(contentsOf: url, overrides: PresetOverrides(fps: 30))
/// ```
///
/// Each override is checked against the same limits as the document's value, and the error names
/// the option (`--fps 500: frame rate must be between 1 and 240`). The document's own values are
/// still checked on their own; checks that combine values (pixels per side = points × scale) use
/// the overridden value.
public struct PresetOverrides: Sendable, Hashable {
    /// Replaces `canvas.fps` (`--fps`).
    public var fps: Int?
    /// Replaces `canvas.scale` (`--scale`).
    public var scale: Double?
    /// Replaces `accessibility.reduceMotion`: true (`--reduce-motion`) films the Reduce Motion
    /// variant whatever the preset says, false films the full motion.
    public var reduceMotion: Bool?
    /// true (`--transparent`) replaces the canvas background with transparency.
    public var transparent: Bool?
    /// Replaces `settle` (`--settle`): where the hold counts from.
    public var settle: SettleRule?

    /// Overrides for the options given; nil keeps the document's value.
    public init(fps: Int? = nil, scale: Double? = nil, reduceMotion: Bool? = nil, transparent: Bool? = nil,
                settle: SettleRule? = nil) {
        self.fps = fps
        self.scale = scale
        self.reduceMotion = reduceMotion
        self.transparent = transparent
        self.settle = settle
    }

    /// The problems with the overrides themselves, independent of any preset.
    public func errors() -> [PresetError] {
        var errors: [PresetError] = []
        if let fps, !Limit.fps.contains(Double(fps)) {
            errors.append(PresetError(.invalidOverride(option: "--fps", value: String(fps),
                                                       message: Limit.fps.rule("frame rate")), at: nil))
        }
        if let scale, !scale.isFinite || !Limit.scale.contains(scale) {
            errors.append(PresetError(.invalidOverride(option: "--scale", value: Limit.format(scale),
                                                       message: Limit.scale.rule("scale")), at: nil))
        }
        return errors
    }
}
