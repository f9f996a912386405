import Foundation
import Scene
import SpecModel

/// `NAME.csv`: one row per frame, one column per layer property (`tab.1.offset.x`, a group's
/// child by its path: `card/label.opacity`); a layer
/// absent from a frame (or a mask a layer does not have) leaves its cells empty.
enum SpecCSV {
    static func text(_ spec: MotionSpec) -> String {
        var header = ["frame", "time"]
        for id in spec.layerIDs {
            header += VisualProperty.charted.map { "\(id).\($0.name)" }
        }
        var lines = [header.map(field).joined(separator: ",")]
        for (index, frame) in spec.frames.enumerated() {
            var row = [String(frame.index), SpecNumber.format(frame.time)]
            for id in spec.layerIDs {
                let layer = spec.layer(id, inFrame: index)
                row += VisualProperty.charted.map { property in
                    layer.flatMap(property.read).map(SpecNumber.format) ?? ""
                }
            }
            lines.append(row.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// RFC 4180 quoting, for layer ids with commas or quotes.
    private static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
