import Foundation
import Raster
import Scene
import SpecModel

/// One preset's baseline and new spec compared: the *causes* first — the parameters that changed,
/// in the preset's words — then the *effects*, ranked by what a person would see, then timing,
/// moments (a layer shown or hidden, a new drawing order) and key frames.
public struct PresetDiff: Sendable {
    /// One thing that changed.
    public struct Change: Sendable {
        /// What the change is, in the order a report lists them.
        public enum Kind: Int, Sendable, Comparable {
            /// A parameter of the motion: an animation, a transition's effects, an event, the canvas.
            case cause
            /// An animation's code on another platform, in its words (`Compose: stiffness 438.6491f
            /// → 315.8273f`): what follows from a cause for the Android and web reviewers.
            case platform
            /// A layer property's largest difference, in its own unit.
            case effect
            /// The frame count or the settle time.
            case timing
            /// A flag or an order that changes at another moment (`hidden at 1.083 s → 1.217 s`).
            case moment
            /// A layer or a preset on one side only.
            case presence
            /// Pixels of a key frame.
            case keyFrame

            public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
        }

        public var kind: Kind
        /// `transition.animation.spring.response`, `tab.1.offset.x`, `tab.0`, `settleTime`, `key frame 3 of 9`.
        public var property: String
        /// The change in words with its unit: `0.3 → 0.35`, `36 pt (108 px)`, `hidden at 1.083 s → 1.217 s`.
        public var largest: String
        /// When it is largest, or happens (seconds), if at one time.
        public var time: Double?
        /// `FILE:LINE` of the Swift source a cause was read from.
        public var source: String?
        /// How much of it is seen, in output pixels (``LayerEffects``): how effects are ranked.
        public var seen: Double
        /// A cause that is a Swift place (``LinkDiff``; `property` is its `FILE:LINE`): one cause for
        /// every film that reads it, where a preset's own words are that preset's.
        public var fromSwift: Bool
        /// For a platform line: the ``what`` of the cause it follows from, nil when that is the
        /// preset's own words (the animation it is of is then in ``largest``).
        public var follows: String?

        init(kind: Kind, property: String, largest: String, time: Double? = nil, source: String? = nil, seen: Double = 0,
             fromSwift: Bool = false, follows: String? = nil) {
            self.kind = kind
            self.property = property
            self.largest = largest
            self.time = time
            self.source = source
            self.seen = seen
            self.fromSwift = fromSwift
            self.follows = follows
        }

        /// `tab.1.offset.x 36 pt (108 px)`, `key frame 3 of 9: pixels differ by up to 40 levels in 2 regions`.
        public var what: String { "\(property)\(kind == .keyFrame || kind == .presence || kind == .platform ? ":" : "") \(largest)" }

        /// `transition.animation.spring.response 0.3 → 0.35 (ContentView.swift:31)`,
        /// `tab.1.offset.x 36 pt (108 px) at 0.35 s`.
        public var line: String {
            what + (time.map { kind == .effect || kind == .keyFrame ? " at \(PresetDiff.format($0)) s" : "" } ?? "")
                + (source.map { " (\($0))" } ?? "")
        }
    }

    public enum Status: String, Sendable { case unchanged, changed, added, removed }

    public let name: String
    public let old: SpecDocument?
    public let new: SpecDocument?
    public let status: Status
    /// Causes, then effects (most seen first, the settle time and frame count right after the
    /// first), moments, presence, key frames.
    public private(set) var changes: [Change]
    /// Layer properties whose curves differ (`visible` for a layer shown at other moments), for the charts.
    public let changedCurves: [(layer: String, property: String)]
    public let keyFrames: KeyFrameDiff?
    /// The frame (in the new spec) of the largest change of a layer's geometry, and that layer.
    public let largestGeometry: (frame: Int, layer: String)?

    /// The first cause: what the author changed.
    public var cause: Change? { changes.first { $0.kind == .cause } }
    /// Every cause, each once (``PresetCauses``): a Swift place quoted, or a parameter in the preset's words.
    public var causes: [Change] { changes.filter { $0.kind == .cause } }
    /// The change a one-line summary names as what is seen: the most seen effect, else the first of
    /// the rest (timing, moments, key frames).
    public var headline: Change? { changes.first { $0.kind == .effect } ?? changes.first { $0.kind > .platform } }

    /// The platforms' words for what changed, one line each: `Compose: stiffness 438.6491f → 315.8273f (transition.animation)`.
    public var platformChanges: [Change] { changes.filter { $0.kind == .platform } }

    /// The first line a reviewer reads: the cause, then what is seen and when —
    /// `transition.animation.spring.response 0.3 → 0.35; tab.1.offset.x 36 pt (108 px) at 0.35 s`.
    public var summary: String {
        ([causeSummary, headline?.line] as [String?]).compactMap { $0 }.joined(separator: "; ")
    }

    /// The first cause, then how many more there are: `ShopApp/ContentView.swift:11
    /// .spring(response: 0.4 → 0.5, dampingFraction: 0.7) (+1 more)` — each cause one place or
    /// one parameter, never two animations' numbers in one line.
    public var causeSummary: String? {
        guard let cause else { return nil }
        let more = causes.count - 1
        return cause.line + (more > 0 ? " (+\(more) more)" : "")
    }

    /// What a viewer sees change, in one line: the most seen change, and the settle time when it
    /// moved (`total.opacity 0.152 at 0.433 s; settles at 2.65 s → 2.633 s`).
    public var seenSummary: String {
        var parts = headline.map { [$0.line] } ?? []
        if let settles = changes.first(where: { $0.property == "settles" }), settles.property != headline?.property {
            parts.append(settles.line)
        }
        return parts.isEmpty ? status.rawValue : parts.joined(separator: "; ")
    }

    /// A preset on one side only.
    init(name: String, onlyOld old: SpecDocument?, onlyNew new: SpecDocument?) {
        self.name = name
        self.old = old
        self.new = new
        status = old == nil ? .added : .removed
        changes = [Change(kind: .presence, property: "preset", largest: old == nil ? "added" : "removed")]
        changedCurves = []
        keyFrames = nil
        largestGeometry = nil
    }

    /// Compares two specs of the same preset, their sheets included (read from beside them).
    init(name: String, old: SpecDocument, new: SpecDocument, tolerances: DiffTolerances, paths: DiffPaths = .repository) throws(DiffError) {
        self.name = name
        self.old = old
        self.new = new
        var changes = PresetCauses.changes(old: old, new: new, paths: paths)
        if old.frames.count != new.frames.count {
            changes.append(Change(kind: .timing, property: "frameCount", largest: "\(old.frames.count) → \(new.frames.count)"))
        }
        let settle = abs(old.settleTime - new.settleTime)
        if settle > 1 / Double(max(old.fps, new.fps)) / 2 {
            changes.append(Change(kind: .timing, property: "settles", largest: "at \(Self.format(old.settleTime)) s → \(Self.format(new.settleTime)) s"))
        }
        let oldLayers = Set(old.layerPaths), newLayers = Set(new.layerPaths)
        for path in new.layerPaths where !oldLayers.contains(path) {
            changes.append(Change(kind: .presence, property: "layer \(path)", largest: "appears"))
        }
        for path in old.layerPaths where !newLayers.contains(path) {
            changes.append(Change(kind: .presence, property: "layer \(path)", largest: "vanishes"))
        }
        var curves: [(String, String)] = []
        var geometry: (seen: Double, frame: Int, layer: String)?
        for path in new.layerPaths where oldLayers.contains(path) {
            let effects = LayerEffects(path: path, old: old, new: new, tolerances: tolerances).changes()
            changes += effects.changes
            curves += effects.curves.map { (path, $0) }
            for change in effects.changes where change.kind == .effect
                && VisualProperty.named(String(change.property.dropFirst(path.count + 1)))?.unit == .points {
                if change.seen > (geometry?.seen ?? 0), let time = change.time,
                   let frame = new.frames.firstIndex(where: { abs($0.time - time) < 1e-9 }) {
                    geometry = (change.seen, frame, path)
                }
            }
        }
        let keyFrames = KeyFrameDiff(old: old, new: new, old: try Self.sheet(old), new: try Self.sheet(new),
                                     pixelLevels: tolerances.pixelLevels)
        if let size = keyFrames.sizeChange {
            changes.append(Change(kind: .keyFrame, property: "key frames", largest: "sheet \(size.old) → \(size.new)"))
        }
        for tile in keyFrames.changedTiles {
            let regions = tile.regions.count
            changes.append(Change(kind: .keyFrame, property: "key frame \(tile.slot + 1) of \(keyFrames.tileCount)",
                                  largest: "pixels differ by up to \(tile.largest) levels in \(regions) region\(regions == 1 ? "" : "s")",
                                  time: tile.frame?.time, seen: Double(tile.largest)))
        }
        // Causes keep the spec's order; effects go most seen first; the rest keep their order.
        self.changes = changes.enumerated().sorted { a, b in
            let x = a.element, y = b.element
            if x.kind != y.kind { return x.kind < y.kind }
            if x.kind == .effect, x.seen != y.seen { return x.seen > y.seen }
            return a.offset < b.offset
        }.map(\.element)
        // The settle time and the frame count follow the most seen effect: the next thing a reviewer asks.
        if let first = self.changes.firstIndex(where: { $0.kind == .effect }) {
            let timing = self.changes.filter { $0.kind == .timing }
            self.changes.removeAll { $0.kind == .timing }
            self.changes.insert(contentsOf: timing, at: first + 1)
        }
        changedCurves = curves
        self.keyFrames = keyFrames
        largestGeometry = geometry.map { ($0.frame, $0.layer) }
        // A parameter that changed without a visible effect (within every tolerance) explains nothing:
        // the preset is unchanged.
        status = changes.contains { $0.kind > .platform } ? .changed : .unchanged
    }

    private static func sheet(_ document: SpecDocument) throws(DiffError) -> DecodedPNG {
        let url = document.sheetURL
        do {
            return try DecodedPNG(contentsOf: url)
        } catch {
            throw DiffError.path(url.path, "cannot read the contact sheet the diff compares key frames with (\(error))")
        }
    }

    /// A difference or time for a report: three decimals are plenty to read.
    public static func format(_ x: Double) -> String { SpecNumber.format((x * 1000).rounded() / 1000) }
}
