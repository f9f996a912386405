import Foundation

/// What the rest of the program asks of a scene kind (tabs, calendar, stack, layers…), so that
/// rendering, batches and the CLI never switch over the kinds.
///
/// A kind is a value type describing one preset's scene; the kinds themselves, with their
/// decoding and spec descriptions, live in the `SceneKinds` target, one folder each, and its
/// registry lists them. Equality is the kind's own (it is `Hashable`), so two scenes are equal
/// when their kinds are the same type with equal values.
public protocol SceneKind: Sendable, Hashable {
    /// The word a preset's `scene.kind` uses for this kind.
    static var keyword: String { get }

    /// The scene's motion over time, sampled on `canvas`'s frame grid, held for `hold` seconds
    /// after it settles; `reduceMotion` films the Reduce Motion variant.
    func timeline(canvas: Canvas, hold: Double, reduceMotion: Bool) -> any Timeline

    /// Every file besides the preset that the scene is made from — images, SVG icons, page files,
    /// font files — each once, in the order the scene names them: what a batch hashes to know
    /// whether an output is still current, and what `preview` watches.
    var sourceFiles: [URL] { get }

    /// The time of the scene's last event (a dragged event's release): when a transition's
    /// animation starts for the last time, which bounds the film's length.
    var lastEventTime: Double { get }
}

extension SceneKind {
    /// The word a preset's `scene.kind` uses for this kind.
    public var keyword: String { Self.keyword }

    /// Whether `other` is a kind of the same type with an equal value.
    public func isEqual(to other: any SceneKind) -> Bool {
        (other as? Self) == self
    }
}
