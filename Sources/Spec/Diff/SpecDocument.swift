import Foundation
import Scene

/// A `NAME.spec.json` read back for comparing: its timing, and every layer's numbers per frame,
/// flattened to the spec CSV's column names (`card/label.offset.x`), plus the numbers the CSV
/// leaves out (anchor, shadow colour, clip, 3-D turn) under the same dotted naming.
///
/// Only what a diff needs is kept, and every count is checked against a limit before use, so a
/// hostile or truncated file is one `FILE:LINE:COLUMN: message`.
public struct SpecDocument: Sendable {
    /// One frame: its time and, per visible layer path, that layer's numbers by property name.
    public struct Frame: Sendable {
        public var time: Double
        public var layers: [String: [String: Double]]
    }

    /// A frame shown on the contact sheet, in the order of its tiles.
    public struct KeyFrame: Sendable, Equatable {
        public var frame: Int
        public var time: Double
    }

    /// The largest spec file read: 600 s at 240 fps of a few layers is far below it.
    public static let maximumBytes = 512 << 20

    public let url: URL
    public let name: String
    public let fps: Int
    public let canvasWidth: Double
    public let canvasHeight: Double
    /// Output pixels per point: a change of 1 pt moves this many pixels of the video.
    public let canvasScale: Double
    public let settleTime: Double
    /// Every layer path, in the spec's order (group children right after their group).
    public let layerPaths: [String]
    public let frames: [Frame]
    /// The contact sheet's frames, tile by tile, so a changed tile can say when it is; empty
    /// for a spec written before `keyFrames` was recorded.
    public let keyFrames: [KeyFrame]
    /// How the motion is made, in the preset's words: what a diff names as a change's cause.
    public let parameters: [SpecParameter]
    /// Where in the app's Swift the motion was read, with each site's source text as written.
    public let links: [SpecLink]

    /// `NAME.sheet.png` next to the spec file: the key frames the diff compares by pixels.
    public var sheetURL: URL {
        let base = url.lastPathComponent.hasSuffix(".spec.json") ? String(url.lastPathComponent.dropLast(".spec.json".count)) : name
        return url.deletingLastPathComponent().appendingPathComponent(base + ".sheet.png")
    }

    /// Reads and checks the spec at `url`.
    public init(contentsOf url: URL) throws(DiffError) {
        let path = url.path
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = (attributes?[.size] as? NSNumber)?.intValue else {
            throw DiffError.path(path, "no such spec file")
        }
        guard size <= Self.maximumBytes else {
            throw DiffError.path(path, "the spec file is \(size) bytes; at most \(Self.maximumBytes) are read")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw DiffError.path(path, "cannot read the spec file") }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            let (line, column) = Self.position(in: error)
            throw DiffError(path, line: line, column: column, "not valid JSON (\(Self.reason(error)))")
        }
        self.url = url
        let reader = JSONReader(path: path)
        let top = try reader.object(root, "the document")
        guard try reader.integer(top["schemaVersion"], "schemaVersion", 1...1) == 1 else {
            throw DiffError(path, "schemaVersion: unsupported")
        }
        name = try reader.string(top["name"], "name")
        let canvas = try reader.object(top["canvas"], "canvas")
        fps = try reader.integer(canvas["fps"], "canvas.fps", Limits.fps)
        canvasWidth = try reader.number(canvas["width"], "canvas.width", 0...Limits.maximumCanvasPoints)
        canvasHeight = try reader.number(canvas["height"], "canvas.height", 0...Limits.maximumCanvasPoints)
        if let scale = canvas["scale"] {
            canvasScale = try reader.number(scale, "canvas.scale", 0...Limits.maximumScale)
        } else {
            canvasScale = 1
        }
        settleTime = try reader.number(top["settleTime"], "settleTime", 0...Limits.maximumFilmSeconds)
        let maximumFrames = Int(Limits.maximumFilmSeconds) * Limits.fps.upperBound + 1
        let frameCount = try reader.integer(top["frameCount"], "frameCount", 1...maximumFrames)
        let paths = try reader.array(top["layers"], "layers", limit: Limits.maximumLayers)
        var layerPaths: [String] = []
        for path in paths { layerPaths.append(try reader.string(path, "layers[]")) }
        self.layerPaths = layerPaths
        let rawFrames = try reader.array(top["frames"], "frames", limit: maximumFrames)
        guard rawFrames.count == frameCount else {
            throw DiffError(path, "frames: \(rawFrames.count) frames, but frameCount is \(frameCount)")
        }
        var frames: [Frame] = []
        frames.reserveCapacity(rawFrames.count)
        for (index, raw) in rawFrames.enumerated() {
            let frame = try reader.object(raw, "frames[\(index)]")
            let time = try reader.number(frame["time"], "frames[\(index)].time", 0...Limits.maximumFilmSeconds + 1)
            var layers: [String: [String: Double]] = [:]
            for layer in try reader.array(frame["layers"], "frames[\(index)].layers", limit: Limits.maximumLayers) {
                try reader.flattenLayer(layer, parent: nil, depth: 0, into: &layers, at: "frames[\(index)]")
            }
            frames.append(Frame(time: time, layers: layers))
        }
        self.frames = frames
        var keyFrames: [KeyFrame] = []
        if let raw = top["keyFrames"] {
            for (n, item) in try reader.array(raw, "keyFrames", limit: frameCount).enumerated() {
                let keyFrame = try reader.object(item, "keyFrames[\(n)]")
                keyFrames.append(KeyFrame(frame: try reader.integer(keyFrame["frame"], "keyFrames[\(n)].frame", 0...frameCount - 1),
                                          time: try reader.number(keyFrame["time"], "keyFrames[\(n)].time",
                                                                  0...Limits.maximumFilmSeconds + 1)))
            }
        }
        self.keyFrames = keyFrames
        links = SpecLink.read(top)
        parameters = SpecParameter.read(top, links: links)
    }

    /// The line and column Foundation's parser names in its message ("around line 3, column 5"), or 1:1.
    private static func position(in error: Error) -> (Int, Int) {
        let text = reason(error)
        guard let match = text.firstMatch(of: /line (\d+), column (\d+)/),
              let line = Int(match.1), let column = Int(match.2) else { return (1, 1) }
        return (max(line, 1), max(column, 1))
    }

    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        return (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
    }
}

/// The typed reads of a parsed spec, each naming its key path when the value is wrong.
private struct JSONReader {
    let path: String

    func object(_ value: Any?, _ key: String) throws(DiffError) -> [String: Any] {
        guard let object = value as? [String: Any] else { throw DiffError(path, "\(key): expected an object") }
        return object
    }

    func array(_ value: Any?, _ key: String, limit: Int) throws(DiffError) -> [Any] {
        guard let array = value as? [Any] else { throw DiffError(path, "\(key): expected an array") }
        guard array.count <= limit else { throw DiffError(path, "\(key): \(array.count) items; at most \(limit)") }
        return array
    }

    func string(_ value: Any?, _ key: String) throws(DiffError) -> String {
        guard let string = value as? String, !string.isEmpty, string.count <= 1024 else {
            throw DiffError(path, "\(key): expected a non-empty string")
        }
        return string
    }

    func number(_ value: Any?, _ key: String, _ range: ClosedRange<Double>) throws(DiffError) -> Double {
        guard let number = value as? NSNumber, number.doubleValue.isFinite else {
            throw DiffError(path, "\(key): expected a number")
        }
        guard range.contains(number.doubleValue) else { throw DiffError(path, "\(key): \(number) is outside \(range)") }
        return number.doubleValue
    }

    func integer(_ value: Any?, _ key: String, _ range: ClosedRange<Int>) throws(DiffError) -> Int {
        let x = try number(value, key, Double(range.lowerBound)...Double(range.upperBound))
        guard x == x.rounded() else { throw DiffError(path, "\(key): expected a whole number") }
        return Int(x)
    }

    /// Adds `value` (a layer object) and its children to `layers`, keyed by path, with every
    /// number under a dotted name (`offset.x`); `id` and `children` are structure, not properties.
    func flattenLayer(_ value: Any, parent: String?, depth: Int, into layers: inout [String: [String: Double]],
                               at key: String) throws(DiffError) {
        guard depth <= Limits.maximumLayerDepth else { throw DiffError(path, "\(key): layers nested too deep") }
        let layer = try object(value, "\(key).layers[]")
        let id = try string(layer["id"], "\(key).layers[].id")
        let layerPath = parent.map { $0 + "/" + id } ?? id
        var properties: [String: Double] = [:]
        for (name, member) in layer where name != "id" && name != "children" {
            try flattenNumbers(member, name: name, depth: 0, into: &properties, at: "\(key) \(layerPath).\(name)")
        }
        layers[layerPath] = properties
        if let children = layer["children"] {
            for child in try array(children, "\(key) \(layerPath).children", limit: Limits.maximumLayers) {
                try flattenLayer(child, parent: layerPath, depth: depth + 1, into: &layers, at: key)
            }
        }
    }

    private func flattenNumbers(_ value: Any, name: String, depth: Int, into out: inout [String: Double],
                                at key: String) throws(DiffError) {
        guard depth < 4 else { throw DiffError(path, "\(key): nested too deep") }
        switch value {
        case is NSNull, is String: return
        case let object as [String: Any]:
            for (member, inner) in object {
                try flattenNumbers(inner, name: name + "." + member, depth: depth + 1, into: &out, at: key)
            }
        case let number as NSNumber:
            guard number.doubleValue.isFinite else { throw DiffError(path, "\(key): not a finite number") }
            out[name] = number.doubleValue
        default:
            throw DiffError(path, "\(key): unexpected value")
        }
    }
}
