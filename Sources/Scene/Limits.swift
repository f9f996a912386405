import Foundation

/// Every bound MotionReel puts on its input, in one place.
///
/// A preset is written by hand or by a script and run unattended, so every number in it is
/// checked against one of these before anything is computed or allocated from it: a value that
/// passes can be converted to an integer, multiplied by the scale or turned into a frame count
/// without overflowing, and no valid preset can make a render take unbounded time or memory.
/// `validate` reports a broken limit at the key that breaks it; the renderer and encoders rely on
/// the same numbers rather than re-deriving their own.
///
/// The budget these limits keep: a valid preset renders at 1170 × 2532 px in at most
/// ``memoryBudgetBytes`` of memory, and its film is at most ``maximumFilmSeconds`` long.
public enum Limits {
    // MARK: The document

    /// Bytes in a preset file (and in a file of layers it includes). Real presets are a few KB.
    public static let maximumPresetBytes = 1 << 20

    // MARK: Swift source (links and `motionreel import`)

    /// Bytes in one Swift file a link or `import` reads. App source files are rarely over 50 KB;
    /// the bound keeps parsing (and the syntax tree it builds) small.
    public static let maximumSwiftFileBytes = 1 << 20
    /// Swift files `motionreel import` reads from the folders it is given.
    public static let maximumImportedSwiftFiles = 5_000
    /// Swift files one link names (`swift: [a.swift, b.swift, …]`): as many as an import reads, so
    /// a catalogue's preset, which links the files its motion's code needs, never meets this bound.
    public static let maximumSwiftFilesPerLink = maximumImportedSwiftFiles
    /// A state's value a catalogue writes as Swift in quotes (`"CGSize(width: 80, height: 40)"`):
    /// a literal, far below this; the bound keeps a hand-written one from being parsed at any length.
    public static let maximumSwiftValueTextBytes = 256
    /// Elements of an array state's value a link writes (`change: [[Milk], [Milk, Eggs]]`): the
    /// rows of one `ForEach` a film shows, at most 24; the bound keeps a hand-written one small.
    public static let maximumSwiftArrayElements = 64
    /// The most pages `import -o` writes for a screen: a tab bar rarely has more than five.
    public static let importedPages = 8
    /// Folders `motionreel import` opens below the folders it is given. A large app has a few
    /// hundred; twice the file bound leaves room for folders that hold no Swift, and ends a walk
    /// of a whole disk (or a tree a script grew without end) in seconds, not hours.
    public static let maximumImportedFolders = 10_000
    /// Folders inside folders that `motionreel import` goes down. App source nests ten or twelve
    /// deep; past 64 the tree is generated (or a link loop the resolver cannot see), and each level
    /// lengthens every path, which the system caps at 4096 bytes.
    public static let maximumImportedFolderDepth = 64
    /// Brackets and braces inside each other in a Swift file: swift-syntax's parser stops there,
    /// so no later recursion over the tree goes deeper than this many levels of them.
    public static let maximumSwiftNesting = 64
    /// Square brackets inside each other in a Swift file. swift-syntax's lookahead takes time
    /// exponential in this (about 1.85 times more a level, multiplied by the brackets inside), so
    /// the file is refused before it is parsed. App code nests them three or four deep; at six, the
    /// worst file is about three times slower to parse than one without them (measured on 16 KB).
    public static let maximumSwiftSquareNesting = 6
    /// Operators in one expression, and members in one chain (`a.b.c…`): each nests the tree one
    /// level deeper, so this bounds the depth the readers recurse to.
    public static let maximumSwiftChain = 512
    /// YAML nodes in a document, counting every alias as the nodes it stands for: an anchor bomb
    /// (aliases of aliases) is refused before it is walked.
    public static let maximumDocumentNodes = 100_000
    /// Characters in a scene name (it becomes a file name).
    public static let maximumNameLength = 128

    // MARK: The canvas

    /// Frames per second of the output.
    public static let fps = 1...240
    /// Pixels per point: greater than 0, at most this.
    public static let maximumScale = 4.0
    /// Output pixels (points × scale, rounded) per side of the canvas.
    public static let maximumPixelSide = 8192
    /// Points per side of the canvas (at scale 1 it is as many pixels).
    public static let maximumCanvasPoints = Double(maximumPixelSide)

    // MARK: Layers

    /// Points a layer's frame may extend, and how far from the canvas origin it may be placed.
    /// Far larger than any screen; what is drawn of a layer is cut to what the canvas can show.
    public static let maximumLayerPoints = 100_000.0
    /// Layers in one scene (calendar dials, free layers, tabs pages…), counted after expansion.
    public static let maximumLayers = 2_000
    /// Groups inside groups: deeper than any screen's view hierarchy needs, and a bound on the
    /// recursion of decoding and drawing.
    public static let maximumLayerDepth = 16
    /// Points of a blur radius.
    public static let maximumBlurRadius = 200.0
    /// The largest `saturation` factor: far past where every colour is already at full strength
    /// (SwiftUI sets no limit; a bound keeps a fuzzed value from meaning nothing).
    public static let maximumSaturation = 100.0
    /// A layer's or a transition's scale factor: a 1-point dot grown 1000× covers a phone screen;
    /// more is a typo, and an unbounded factor times an unbounded size is no longer a number.
    public static let maximumLayerScale = 1_000.0
    /// Degrees a layer may be turned either way: a hundred turns, for a spinner held a long time.
    public static let maximumRotation = 36_000.0
    /// Points a layer turned in 3-D may exceed its canvas (or group) by, on each side: a turned
    /// layer is drawn whole, not a window at a time, and the renderer draws whole any layer
    /// within the canvas plus 512 pixels a side — 128 points at the largest scale, 4.
    public static let maximumTurnedLayerOverhang = 127.0
    /// Points of a text layer's font size (a 1000-point glyph is taller than any canvas).
    public static let maximumTextSize = 1_000.0
    /// Stops (or colours) in one gradient: design tools export a handful; each stop is a step of
    /// the per-pixel colour search, and hundreds are a generated mistake, not a design.
    public static let gradientStops = 2...64
    /// Points of a stroke's width: half of it is drawn outside the layer's frame, so it grows the
    /// layer's surface; wider than any phone screen is a typo.
    public static let maximumStrokeWidth = 1_000.0
    /// Lines a text layer wraps to (0 is as many as fit its frame): more than any screen shows,
    /// and it bounds the line search when the text is cut.
    public static let maximumTextLines = 1_000
    /// Points of extra space between lines of text: as tall as the largest font.
    public static let maximumLineSpacing = maximumTextSize
    /// Bytes of a font file a preset names. The largest installed fonts (a CJK collection, the
    /// colour emoji) are tens of MB; a bigger file is not a font a screen needs.
    public static let maximumFontFileBytes = 64 << 20
    /// Points of a stack scene's mini-player: room for its title line, and at most a quarter of a
    /// phone screen, as the design draws it.
    public static let miniPlayerHeight = 24.0...200.0

    // MARK: Time

    /// Seconds: an event's time, a hold, a delay, an animation's duration or response.
    public static let maximumSeconds = 60.0
    /// An animation's speed (its clock's multiplier): SwiftUI allows any positive number; slower
    /// than 1/100 or faster than 100× is a mistake, not a design.
    public static let speed = 0.01...100.0
    /// How many cycles an animation may repeat (`repeat: N`); the film's length bounds it further.
    public static let repeatCount = 1...1000
    /// How many cycles a film shows of a loop that never ends (`film:`); the film's length bounds it further.
    public static let filmedCycles = 1...1000
    /// Events in one timeline, keyframes in one track, samples in one drag: each becomes an
    /// animation run (or several) that `validate` computes to check the film's length.
    public static let maximumEvents = 1_000
    /// A cubic keyframe's given velocity, units per second either way: far beyond any a screen shows.
    public static let maximumKeyframeVelocity = 1_000_000.0
    /// Transition effects in one transition, counting every alias and `combined` as what it expands to.
    public static let maximumEffects = 64
    /// Seconds of film: everything up to the last animation's end, plus the hold.
    public static let maximumFilmSeconds = 600.0
    /// Seconds a run is watched before it is ended by force, of wall time and of its own clock
    /// (see `SampleClock.longestRun`): an undamped spring never settles. As long as the longest
    /// duration a preset may give, so every run a preset describes has the time to finish.
    public static let maximumRunSeconds = maximumSeconds
    /// Seconds between two samples of a drag or two keyframes of a track, and of a curve's or a
    /// scroll's duration, at least: touch screens sample at most a few hundred times a second, and
    /// velocities divide by these (5e-324 s, the smallest Double, would make them infinite).
    public static let minimumInterval = 0.001
    /// Seconds a calendar's scripted scroll may take: a drag, not a slow pan.
    public static let maximumScrollSeconds = 10.0

    // MARK: Springs and curves

    /// Seconds of a spring's response or duration, at least: a millisecond is faster than any frame
    /// (SwiftUI's stepped spring caps its stiffness well before that), and the closed form's
    /// stiffness (2π / response)² overflows for responses near 1e-160.
    public static let minimumSpringResponse = 0.001
    /// A spring's dampingFraction: 1 is critically damped, 1000 creeps a thousand times slower; the
    /// closed form squares it. (A stepped spring must also be stable at 1/300 s steps.)
    public static let maximumDampingFraction = 1_000.0
    /// An interpolatingSpring's mass and stiffness, and its damping's upper end: a million times
    /// SwiftUI's own values either way keeps √(stiffness / mass), the damping ratio and their
    /// exponentials finite.
    public static let springCoefficients = 0.001...1_000_000.0
    /// An interpolatingSpring's initialVelocity, in distances per second, either way.
    public static let maximumInitialVelocity = 1_000_000.0
    /// A timingCurve's y control points, either way: a curve that overshoots by a hundred times its
    /// distance is a typo, and an unbounded one is no longer a number once it is scaled.
    public static let maximumCurveOvershoot = 100.0

    // MARK: Images

    /// Pixels per side of an image a preset draws.
    public static let maximumImageSide = 16_384
    /// Pixels of an image a preset draws (a 3× phone screenshot has 3 million).
    public static let maximumImagePixels = 40_000_000
    /// Scans of a progressive JPEG: encoders write about ten; thousands of tiny scans are the known
    /// way to make a few kilobytes take minutes to decode.
    public static let maximumJPEGScans = 500
    /// Bytes of an SVG file: a design tool's export of a screen, photos embedded, is a few MB.
    public static let maximumSVGBytes = 16 << 20
    /// Points a side of an SVG's own size (its width and height, or its viewBox's): a smaller
    /// document is a mistake, and stretching it to a frame would magnify rounding into the picture.
    public static let minimumSVGSide = 0.01
    /// An SVG is budgeted as the bitmap it would be at the largest canvas scale (its size in
    /// points × this), against ``maximumImageSide`` and ``maximumImagePixels``.
    public static let svgBudgetScale = maximumScale

    // MARK: Memory

    /// What a render of any valid preset at 1170 × 2532 px may hold at its peak.
    public static let memoryBudgetBytes = 1 << 30

    // MARK: Conversions that cannot trap

    /// `points × scale`, rounded to whole pixels, or nil when that is not a finite number of at most
    /// `limit` pixels (Swift traps converting NaN, infinity or a huge Double to `Int`).
    public static func pixels(_ points: Double, scale: Double, limit: Int = maximumPixelSide) -> Int? {
        let value = (points * scale).rounded()
        guard value.isFinite, value >= 0, value <= Double(limit) else { return nil }
        return Int(value)
    }
}
