import Foundation
import Raster
import SpecModel

/// One preset's baseline and new spec compared: what changed, by how much, and when.
public struct PresetDiff: Sendable {
    /// One thing that changed.
    public struct Change: Sendable {
        /// `card/label.offset.x`, `frameCount`, `settleTime`, `layer card`, `key frame 3`.
        public var property: String
        /// The largest difference, in words with its unit: `12.5 pt`, `0.2`, `appears`.
        public var largest: String
        /// When it happens (seconds), if at one time.
        public var time: Double?
        /// Largest difference over the tolerance, to pick the headline change; infinite for
        /// a thing that appears or vanishes.
        var weight: Double
        /// Whether this is a layer property's curve (`card.offset.x`): what a summary names first.
        var isCurve = false
    }

    public enum Status: String, Sendable { case unchanged, changed, added, removed }

    public let name: String
    public let old: SpecDocument?
    public let new: SpecDocument?
    public let status: Status
    /// Biggest first.
    public let changes: [Change]
    /// Layer properties that changed (`card.offset.x`), for the curve charts.
    public let changedCurves: [(layer: String, property: String)]
    public let keyFrames: KeyFrameDiff?

    /// The change a one-line summary names: the largest change of a layer property (it says
    /// what moved and when), else the first change (timing, layers, key frames).
    public var headline: Change? { changes.first(where: \.isCurve) ?? changes.first }

    /// A preset on one side only.
    init(name: String, onlyOld old: SpecDocument?, onlyNew new: SpecDocument?) {
        self.name = name
        self.old = old
        self.new = new
        status = old == nil ? .added : .removed
        changes = [Change(property: "preset", largest: old == nil ? "added" : "removed", time: nil, weight: .infinity)]
        changedCurves = []
        keyFrames = nil
    }

    /// Compares two specs of the same preset, their sheets included (read from beside them).
    init(name: String, old: SpecDocument, new: SpecDocument, tolerances: DiffTolerances) throws(DiffError) {
        self.name = name
        self.old = old
        self.new = new
        var changes: [Change] = []
        if old.frames.count != new.frames.count {
            changes.append(Change(property: "frameCount", largest: "\(old.frames.count) → \(new.frames.count)", time: nil,
                                  weight: .infinity))
        }
        let settle = abs(old.settleTime - new.settleTime)
        if settle > 1 / Double(max(old.fps, new.fps)) / 2 {
            changes.append(Change(property: "settleTime", largest: "\(Self.format(old.settleTime)) s → \(Self.format(new.settleTime)) s",
                                  time: nil, weight: .infinity))
        }
        let oldLayers = Set(old.layerPaths), newLayers = Set(new.layerPaths)
        for path in new.layerPaths where !oldLayers.contains(path) {
            changes.append(Change(property: "layer \(path)", largest: "appears", time: nil, weight: .infinity))
        }
        for path in old.layerPaths where !newLayers.contains(path) {
            changes.append(Change(property: "layer \(path)", largest: "vanishes", time: nil, weight: .infinity))
        }
        var curves: [(String, String)] = []
        for path in new.layerPaths where oldLayers.contains(path) {
            for (property, change) in Self.compareLayer(path, old, new, tolerances) {
                changes.append(change)
                curves.append((path, property))
            }
        }
        let keyFrames = KeyFrameDiff(old: old, new: new, old: try Self.sheet(old), new: try Self.sheet(new),
                                     pixelLevels: tolerances.pixelLevels)
        if let size = keyFrames.sizeChange {
            changes.append(Change(property: "key frames", largest: "sheet \(size.old) → \(size.new)", time: nil, weight: .infinity))
        }
        for tile in keyFrames.changedTiles {
            changes.append(Change(property: "key frame \(tile.slot + 1) of \(keyFrames.tileCount)", largest: "\(tile.largest) levels",
                                  time: tile.frame?.time, weight: Double(tile.largest) / Double(max(tolerances.pixelLevels, 1))))
        }
        self.changes = changes.enumerated().sorted { a, b in
            a.element.weight != b.element.weight ? a.element.weight > b.element.weight : a.offset < b.offset
        }.map(\.element)
        changedCurves = curves
        self.keyFrames = keyFrames
        status = changes.isEmpty ? .unchanged : .changed
    }

    /// Each property of layer `path` whose values differ beyond tolerance at some frame both
    /// specs have, with the largest difference and its time. A layer shown in a frame on one
    /// side only is a change of its `visible` property.
    private static func compareLayer(_ path: String, _ old: SpecDocument, _ new: SpecDocument,
                                     _ tolerances: DiffTolerances) -> [(String, Change)] {
        var worst: [String: (difference: Double, time: Double, changed: Bool)] = [:]
        var order: [String] = []
        func note(_ property: String, _ difference: Double, _ changed: Bool, _ time: Double) {
            if worst[property] == nil { order.append(property) }
            if let current = worst[property], current.difference >= difference { return }
            worst[property] = (difference, time, changed || (worst[property]?.changed ?? false))
        }
        for index in 0..<min(old.frames.count, new.frames.count) {
            let time = new.frames[index].time
            let a = old.frames[index].layers[path], b = new.frames[index].layers[path]
            guard let a, let b else {
                if (a == nil) != (b == nil) { note("visible", 1, true, time) }
                continue
            }
            for (property, x) in a {
                if let y = b[property] {
                    let result = tolerances.compare(property, x, y)
                    note(property, result.difference, result.changed, time)
                } else {
                    note(property, .infinity, true, time)
                }
            }
            for property in b.keys where a[property] == nil { note(property, .infinity, true, time) }
        }
        return order.sorted().compactMap { property in
            guard let w = worst[property], w.changed else { return nil }
            let unit = DiffTolerances.Kind(property)
            let text = w.difference.isInfinite ? "present on one side only"
                : "\(format(w.difference))\(unit.symbol.isEmpty ? "" : " " + unit.symbol)"
            return (property, Change(property: "\(path).\(property)", largest: text, time: w.time,
                                     weight: w.difference / max(tolerances.tolerance(unit), 1e-9), isCurve: true))
        }
    }

    private static func sheet(_ document: SpecDocument) throws(DiffError) -> DecodedPNG {
        let url = document.sheetURL
        do {
            return try DecodedPNG(contentsOf: url)
        } catch {
            throw DiffError(url.path, "cannot read the contact sheet the diff compares key frames with (\(error))")
        }
    }

    /// A difference or time for a report: three decimals are plenty to read.
    public static func format(_ x: Double) -> String { SpecNumber.format((x * 1000).rounded() / 1000) }
}
