import Foundation

/// A whole preset, resolved: what is filmed, on what canvas, and for how long after it settles.
public struct MotionScene: Sendable, Hashable {
    /// Output base name: letters, digits, '-' and '_'.
    public var name: String
    public var canvas: Canvas
    /// What is filmed: one of the kinds the `SceneKinds` registry lists.
    public var kind: any SceneKind
    /// Seconds rendered after the last animation settles.
    public var hold: Double
    /// Where ``hold`` counts from: SwiftUI's end (the default) or the visible end.
    public var settle: SettleRule = .swiftui
    /// Render the Reduce Motion variant: movement, scale, blur and masks become cross-fades.
    public var reduceMotion: Bool
    /// One sentence saying what the preset shows (the preset's `description:`), if it has one.
    public var description: String?
    /// The places in the app's Swift source the preset's motion comes from (`swift:` links).
    public var links: [CodeLink] = []
    /// What the preset's reader wants the user to know without refusing the preset, each
    /// `FILE:LINE:COLUMN: …` (a removed page's transition that reads stale state).
    public var warnings: [String] = []

    public init(name: String, canvas: Canvas, kind: any SceneKind, hold: Double, reduceMotion: Bool = false,
                description: String? = nil) {
        self.name = name
        self.description = description
        self.canvas = canvas
        self.kind = kind
        self.hold = hold
        self.reduceMotion = reduceMotion
    }

    /// The scene's motion over time, sampled on the canvas's frame grid, with the hold counted
    /// from SwiftUI's end whatever ``settle`` says: a render's frames are `Raster`'s `film()`.
    public func timeline() -> any Timeline {
        kind.timeline(canvas: canvas, hold: hold, reduceMotion: reduceMotion)
    }

    /// Every file besides the preset that the scene is made from (images, icons, page files,
    /// font files, then the linked Swift files), each once, in the order the scene names them.
    public var sourceFiles: [URL] {
        var seen = Set<URL>()
        return (kind.sourceFiles + links.flatMap(\.files)).filter { seen.insert($0.standardizedFileURL).inserted }
    }

    public static func == (lhs: MotionScene, rhs: MotionScene) -> Bool {
        lhs.name == rhs.name && lhs.canvas == rhs.canvas && lhs.kind.isEqual(to: rhs.kind) && lhs.hold == rhs.hold
            && lhs.settle == rhs.settle && lhs.reduceMotion == rhs.reduceMotion && lhs.description == rhs.description && lhs.links == rhs.links
            && lhs.warnings == rhs.warnings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(canvas)
        hasher.combine(kind)
        hasher.combine(hold)
        hasher.combine(settle)
        hasher.combine(reduceMotion)
        hasher.combine(description)
        hasher.combine(links)
        hasher.combine(warnings)
    }
}
