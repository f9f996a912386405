import Motion
import Scene

/// The effects in a transition's `insertion:` and `removal:` lists.
///
/// ```yaml
/// insertion: [ { scale: { value: 0.92, anchor: center } }, opacity ]
/// removal:   [ { combined: [ { offset: [0, -40] }, { blur: 8 } ] }, opacity ]
/// ```
///
/// Words: `opacity`, `identity`. Mappings, each with exactly one key:
/// - `{ opacity: 0.3 }`: part of the way to transparent, 0 … 1 (`{ opacity: 0 }` is the word `opacity`);
/// - `{ move: EDGE }`, `{ push: EDGE }`: EDGE is `auto` (follows the direction), `leading`,
///   `trailing`, `top` or `bottom`;
/// - `{ offset: [x, y] }` in points, each within ±100 000;
/// - `{ scale: 0.9 }` or `{ scale: { value: 0.9, anchor: ANCHOR } }`: value 0 … 1000; ANCHOR is a
///   `UnitPoint` name or `[x, y]` fractions of the frame (0 … 1), default `center`;
/// - `{ blur: RADIUS }`, 0 … 200 points;
/// - `{ rotation: 90 }` or `{ rotation: { degrees: 90, anchor: ANCHOR } }`: degrees clockwise, within
///   ±the layer rotation limit, about ANCHOR (default `center`; a scale on the same side shares it);
/// - `{ mask: { size: [w, h] | inset: POINTS, cornerRadius: POINTS } }`: one of size (> 0) or
///   inset (≥ 0); cornerRadius ≥ 0, default 0; all at most 100 000 points;
/// - `{ combined: [effects…] }`: flattened into the list, as SwiftUI's `combined(with:)`;
/// - `{ asymmetric: { insertion: [effects…], removal: [effects…] } }`: both sides are required;
///   an insertion list takes its insertion part, a removal list its removal part.
///
/// A transition has at most ``Limits/maximumEffects`` effects in all its lists, each `combined`
/// list and alias counted as the effects it holds.
extension DocumentReader {
    /// Which list an effect is in, so `asymmetric` knows which of its parts to contribute.
    enum TransitionSide {
        case insertion, removal
    }

    private static let effectWords: KeyValuePairs<String, TransitionEffect> = [
        "opacity": .opacity, "identity": .identity,
    ]
    private static let effectKeys = ["move", "push", "offset", "scale", "blur", "rotation", "mask", "opacity", "combined",
                                     "asymmetric"]

    /// How each mapping effect is written, for the error when one is given as a bare word.
    private static let effectForms: [String: String] = [
        "move": "'move' needs an edge: { move: auto|leading|trailing|top|bottom }",
        "push": "'push' needs an edge: { push: auto|leading|trailing|top|bottom }",
        "offset": "'offset' needs a value in points: { offset: [0, 80] }",
        "scale": "'scale' needs a value: { scale: 0.9 } or { scale: { value: 0.9, anchor: center } }",
        "blur": "'blur' needs a radius in points: { blur: 12 }",
        "rotation": "'rotation' needs degrees: { rotation: 90 } or { rotation: { degrees: 90, anchor: bottom } }",
        "mask": "'mask' needs a shape: { mask: { inset: 40, cornerRadius: 20 } } or { mask: { size: [300, 600] } }",
        "combined": "'combined' needs a list of effects: { combined: [ { scale: 0.9 }, opacity ] }",
        "asymmetric": "'asymmetric' needs both sides: { asymmetric: { insertion: [ opacity ], removal: [ { scale: 1.1 } ] } }",
    ]

    /// Keys written beside an effect that belong elsewhere.
    private static let misplacedEffectKeys: [String: String] = [
        "anchor": "'anchor' goes inside the scale: { scale: { value: 0.9, anchor: top } }",
        "value": "'value' goes inside the scale: { scale: { value: 0.9, anchor: top } }",
        "degrees": "'degrees' goes inside the rotation: { rotation: { degrees: 90, anchor: top } }",
        "cornerRadius": "'cornerRadius' goes inside the mask: { mask: { inset: 40, cornerRadius: 20 } }",
        "size": "'size' goes inside the mask: { mask: { size: [300, 600], cornerRadius: 20 } }",
        "inset": "'inset' goes inside the mask: { mask: { inset: 40, cornerRadius: 20 } }",
        "identity": "'identity' is a word, not a mapping: write identity, not { identity: … }",
    ]

    private static let edges: KeyValuePairs<String, Edge?> = [
        "auto": nil, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
    ]

    /// `UnitPoint.named`, in the order messages list the names.
    static let anchors: [(key: String, value: UnitPoint)] = [
        "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
        "bottomTrailing", "zero",
    ].compactMap { name in UnitPoint.named[name].map { (key: name, value: $0) } }

    /// A list of effects, `combined` flattened in; an empty list is the identity transition.
    func decodeEffects(_ field: Field, side: TransitionSide) -> [TransitionEffect]? {
        guard let items = sequence(field) else { return nil }
        let outermost = effectOrigin == nil
        let effects = items.map { item in
            if outermost { effectOrigin = (item, item.node.mapping?.keys.first ?? item.node) }
            defer { if outermost { effectOrigin = nil } }
            return decodeEffect(item, side: side)
        }
        return effects.contains { $0 == nil } ? nil : effects.flatMap { $0 ?? [] }
    }

    /// One item of a list: usually one effect; `combined` and `asymmetric` give several, or none.
    private func decodeEffect(_ field: Field, side: TransitionSide) -> [TransitionEffect]? {
        // Past the limit nothing more is read: it was reported once, where it was broken.
        guard effectsRead <= Limits.maximumEffects else { return nil }
        switch field.node {
        case .scalar:
            guard countEffect(field) else { return nil }
            return decodeEffectWord(field).map { [$0] }
        case .mapping(let written):
            guard let keyed = mapping(field, allowed: Self.effectKeys, hints: Self.misplacedEffectKeys) else { return nil }
            guard let entry = keyed.entries.first else {
                if written.isEmpty {
                    invalid(field, "an empty effect; give one of: \(Self.effectKeys.joined(separator: ", ")), "
                            + "or the word opacity or identity")
                }
                return nil
            }
            if keyed.entries.count > 1 {
                let second = keyed.entries[1]
                report(.invalidValue(path: field.path, message: "an effect mapping has exactly one key; found both "
                                     + "'\(entry.key)' and '\(second.key)' (make each its own list item: "
                                     + "[ { \(entry.key): … }, { \(second.key): … } ])"), at: second.keyNode)
                return nil
            }
            if entry.key != "combined", entry.key != "asymmetric", !countEffect(field) { return nil }
            return decodeEffectValue(entry, side: side)
        default:
            wrongType(field, expected: "a transition effect (opacity, identity or a mapping like { move: auto })")
            return nil
        }
    }

    /// Counts one more effect of the transition; false (after reporting it, once) when that is one
    /// more than ``Limits/maximumEffects``. An alias is read as often as it is used, so each use counts.
    private func countEffect(_ field: Field) -> Bool {
        effectsRead += 1
        guard effectsRead <= Limits.maximumEffects else {
            let origin = effectOrigin ?? (field, field.node)
            report(.invalidValue(path: origin.field.path, message: "this effect brings the transition to more than "
                                 + "\(Limits.maximumEffects) effects, counting every effect of each combined list "
                                 + "and alias it uses; a transition may have at most \(Limits.maximumEffects)"),
                   at: origin.node)
            return false
        }
        return true
    }

    private func decodeEffectWord(_ field: Field) -> TransitionEffect? {
        guard let text = field.text else {
            wrongType(field, expected: "a transition effect (opacity, identity or a mapping like { move: auto })")
            return nil
        }
        if let form = Self.effectForms[text] {
            invalid(field, form)
            return nil
        }
        if let effect = Self.effectWords.first(where: { $0.key == text })?.value { return effect }
        let names = Self.effectWords.map(\.key) + Self.effectKeys.filter { key in !Self.effectWords.contains { $0.key == key } }
        report(.unknownChoice(path: field.path, what: "transition effect", found: text,
                              suggestion: Suggestions.closest(to: text, among: names), choices: names),
               at: field.node)
        return nil
    }

    private func decodeEffectValue(_ entry: Keyed.Entry, side: TransitionSide) -> [TransitionEffect]? {
        let value = entry.value
        switch entry.key {
        case "move":
            return choice(value, "edge", Self.edges).map { [.move($0)] }
        case "push":
            return choice(value, "edge", Self.edges).map { [.push($0)] }
        case "offset":
            return pair(value, "[x, y]", ("x", "y"), in: .layerPosition).map { [.offset(x: $0.0, y: $0.1)] }
        case "scale":
            return decodeAnchored(value, amount: "value", "scale", in: .layerScale).map { [.scale($0.0, anchor: $0.1)] }
        case "rotation":
            return decodeAnchored(value, amount: "degrees", "rotation", in: .rotation).map { [.rotation($0.0, anchor: $0.1)] }
        case "blur":
            return number(value, "blur radius", in: .blurRadius)
                .map { [.blur(radius: $0)] }
        case "mask":
            return decodeMask(value).map { [.mask($0)] }
        case "opacity":
            return number(value, "opacity", in: .opacity).map { [.faded(to: $0)] }
        case "combined":
            return decodeEffects(value, side: side)
        default:
            return decodeAsymmetric(value, side: side)
        }
    }

    /// `0.9`, or `{ value: 0.9, anchor: ANCHOR }` (a scale; `degrees` for a rotation): an amount
    /// within `limit` and the anchor it works about, `center` unless given.
    private func decodeAnchored(_ field: Field, amount key: String, _ name: String, in limit: Limit) -> (Double, UnitPoint)? {
        switch field.node {
        case .scalar:
            return number(field, name, in: limit).map { ($0, .center) }
        case .mapping:
            guard let keyed = mapping(field, allowed: [key, "anchor"]) else { return nil }
            let value = required(keyed, key).flatMap { number($0, name, in: limit) }
            let anchor = keyed["anchor"].map(decodeAnchor) ?? .center
            guard let value, let anchor else { return nil }
            return (value, anchor)
        default:
            let example = key == "value" ? "0.9" : "90"
            wrongType(field, expected: "a \(name) (a number like \(example), or { \(key): \(example), anchor: center })")
            return nil
        }
    }

    /// A `UnitPoint` name, or `[x, y]` fractions of the frame.
    package func decodeAnchor(_ field: Field) -> UnitPoint? {
        switch field.node {
        case .scalar:
            return choice(field, "anchor", Self.anchors)
        case .sequence:
            guard let (x, y) = pair(field, "[x, y]", ("anchor x", "anchor y"), in: Limit()) else { return nil }
            // One error for the list: [195, 422] is most likely points, both out of range.
            guard Limit.closed(0, 1).contains(x), Limit.closed(0, 1).contains(y) else {
                invalid(field, "an anchor's x and y are fractions of the frame's width and height, each 0 … 1 "
                        + "(0.5 is the middle); found [\(Limit.format(x)), \(Limit.format(y))]")
                return nil
            }
            return UnitPoint(x: x, y: y)
        default:
            wrongType(field, expected: "an anchor (a name like center or topLeading, or [x, y] fractions of the frame)")
            return nil
        }
    }

    /// `{ size: [w, h], cornerRadius: r }` or `{ inset: d, cornerRadius: r }`.
    private func decodeMask(_ field: Field) -> MaskEffect? {
        guard let keyed = mapping(field, allowed: ["size", "inset", "cornerRadius"]) else { return nil }
        let cornerRadius = number(keyed, "cornerRadius", in: .layerLength, default: 0)
        let shapes = keyed.entries.filter { $0.key == "size" || $0.key == "inset" }
        guard let entry = shapes.first else {
            if keyed.entries.count == keyed.field.node.mapping?.count {
                invalid(field, "a mask needs its shape: size: [width, height] or inset: POINTS")
            }
            return nil
        }
        if shapes.count > 1 {
            report(.invalidValue(path: field.path, message: "a mask has either 'size' or 'inset', not both"),
                   at: shapes[1].keyNode)
            return nil
        }
        let shape: MaskEffect.Shape?
        if entry.key == "size" {
            shape = pair(entry.value, "[width, height]", ("mask width", "mask height"),
                         in: .positive(atMost: Limits.maximumLayerPoints))
                .map { .size(width: $0.0, height: $0.1) }
        } else {
            shape = number(entry.value, "mask inset", in: .layerLength).map { .inset($0) }
        }
        guard let shape, let cornerRadius else { return nil }
        return MaskEffect(shape, cornerRadius: cornerRadius)
    }

    /// Both sides are checked; the one for `side` is used.
    private func decodeAsymmetric(_ field: Field, side: TransitionSide) -> [TransitionEffect]? {
        guard let keyed = mapping(field, allowed: ["insertion", "removal"]) else { return nil }
        let insertion = required(keyed, "insertion").flatMap { decodeEffects($0, side: .insertion) }
        let removal = required(keyed, "removal").flatMap { decodeEffects($0, side: .removal) }
        guard let insertion, let removal else { return nil }
        return side == .insertion ? insertion : removal
    }

    /// `[a, b]`: two numbers within `limit`; `form` shows the list and `names` name each number in messages.
    private func pair(_ field: Field, _ form: String, _ names: (String, String), in limit: Limit) -> (Double, Double)? {
        guard let items = sequence(field) else { return nil }
        guard items.count == 2 else {
            invalid(field, "expected \(form), found a list of \(items.count)")
            return nil
        }
        let a = number(items[0], names.0, in: limit), b = number(items[1], names.1, in: limit)
        guard let a, let b else { return nil }
        return (a, b)
    }
}
