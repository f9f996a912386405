import Encode
import Foundation

/// The encoder settings a render takes from the command line.
public struct EncodingOptions: Sendable, Hashable {
    /// x264 constant rate factor: 0 (lossless) … 51; 18 is visually lossless for UI.
    public var crf: Int
    /// x264 speed preset, ultrafast … placebo.
    public var preset: String

    public init(crf: Int = 18, preset: String = "medium") {
        self.crf = crf
        self.preset = preset
    }

    public static let crfRange = 0...51
    public static let x264Presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium",
                                     "slow", "slower", "veryslow", "placebo"]
}
