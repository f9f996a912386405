import Foundation
import Motion
import Scene
import SpecModel

/// `NAME.spec.json`: the motion as data, described by `docs/spec.schema.json`.
enum SpecJSON {
    /// The document of `spec`, whose contact sheet shows `keyFrames`.
    static func document(_ spec: MotionSpec, keyFrames: [ContactSheet.Tile]) -> JSONValue {
        let canvas = spec.canvas
        let c = canvas.background
        let background = "#" + [c.red, c.green, c.blue, c.alpha]
            .map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        // Only a preset linked to Swift code has links; others keep the document they always had.
        let links: [(String, JSONValue)] = spec.scene.links.isEmpty ? [] : [("links", .array(spec.scene.links.map(link)))]
        return .object([
            ("schemaVersion", .integer(MotionSpec.schemaVersion)),
            ("name", .string(spec.name)),
            ("kind", .string(spec.kind)),
            ("canvas", .object([
                ("width", .number(canvas.size.width)), ("height", .number(canvas.size.height)),
                ("scale", .number(canvas.scale)), ("fps", .integer(canvas.fps)),
                ("background", .string(background)),
            ])),
            ("reduceMotion", .bool(spec.scene.reduceMotion)),
            ("frameCount", .integer(spec.frames.count)),
            ("duration", .number(spec.duration)),
            ("settleTime", .number(spec.settleTime)),
            ("visibleEndTime", .number(spec.visibleEndTime)),
            ("settle", .string(spec.scene.settle.rawValue)),
            ("hold", .number(spec.scene.hold)),
            ("events", .array(spec.events.map { event in
                .object([("time", .number(event.time)), ("action", .string(event.action)),
                         ("description", .string(event.description))])
            })),
            ("keyFrames", .array(keyFrames.map { tile in
                .object([("frame", .integer(tile.frameIndex)), ("time", .number(tile.time))])
            })),
            ("transitions", .array(spec.transitions.map(transition))),
        ] + links + [
            ("layers", .array(spec.layerIDs.map(JSONValue.string))),
            ("frames", .array(spec.frames.map(frame))),
        ])
    }

    static func transition(_ t: SpecTransition) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(t.name))]
        if let insertion = t.insertion { members.append(("insertion", .array(insertion.map(JSONValue.string)))) }
        if let removal = t.removal { members.append(("removal", .array(removal.map(JSONValue.string)))) }
        members.append(("animations", .array(t.animations.map { a in
            .object([("role", .string(a.role)), ("animation", a.animation.json)])
        })))
        if !t.platforms.isEmpty {
            members.append(("platforms", .object(t.platforms.map { ($0.side.rawValue, $0.json) })))
        }
        if !t.keyframes.isEmpty { members.append(("keyframes", .array(t.keyframes.map(\.json)))) }
        return .object(members)
    }

    /// A `swift:` link: where in the Swift source the preset's motion comes from.
    /// `file` is as the preset wrote it; `path` as a reviewer opens it (``RepositoryPath``); `reads`
    /// the declarations its value is made of besides its own text, each with its own text.
    static func link(_ l: CodeLink) -> JSONValue {
        var members: [(String, JSONValue)] = [("role", .string(l.role)), ("kind", .string(l.kind)), ("file", .string(l.path))]
        if let url = l.url { members.append(("path", .string(RepositoryPath.of(url)))) }
        members += [("line", .integer(l.line)), ("column", .integer(l.column)), ("site", .string(l.site)),
                    ("source", .string(l.source))]
        if !l.reads.isEmpty {
            members.append(("reads", .array(l.reads.map { read in
                .object([("name", .string(read.name)), ("file", .string(read.path)), ("path", .string(RepositoryPath.of(read.url))),
                         ("line", .integer(read.line)), ("source", .string(read.source))])
            })))
        }
        return .object(members)
    }

    static func frame(_ f: FrameState) -> JSONValue {
        .object([("index", .integer(f.index)), ("time", .number(f.time)), ("layers", .array(f.layers.map(layer)))])
    }

    static func layer(_ l: LayerState) -> JSONValue {
        var members = layerMembers(l)
        // A group's children, in the group's points: the tree as the frame draws it.
        if case .group(let children) = l.content { members.append(("children", .array(children.map(layer)))) }
        return .object(members)
    }

    /// The layer's id, then every property of the table (``Scene/VisualProperty/tree``) in its
    /// order, the dotted names nested: `offset.x` is `"offset": { "x": … }`, and a group the layer
    /// has none of (no mask, no shadow) is `null`.
    private static func layerMembers(_ l: LayerState) -> [(String, JSONValue)] {
        [("id", .string(l.id))] + members(VisualProperty.tree, of: l).map { ($0.0, $0.1) }
    }

    /// `tree`'s values in `layer`, and whether the layer has none of them.
    private static func members(_ tree: [(name: String, node: VisualProperty.Node)],
                                of layer: LayerState) -> [(String, JSONValue, isNone: Bool)] {
        tree.map { name, node in
            switch node {
            case .property(let property):
                let value = property.read(layer)
                return (name, value.map(JSONValue.number) ?? .null, value == nil)
            case .group(_, _, let inner):
                let values = members(inner, of: layer)
                let isNone = values.allSatisfy(\.isNone)
                return (name, isNone ? .null : .object(values.map { ($0.0, $0.1) }), isNone)
            }
        }
    }
}
