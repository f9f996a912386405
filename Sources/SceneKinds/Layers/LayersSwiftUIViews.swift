import Foundation
import Motion
import Scene
import SpecModel

/// Each layer as a SwiftUI view: its content, sized by `.frame`, then its effects in the order
/// the renderer applies them — the property table's modifiers (blur, hue rotation, scale and
/// rotation about the anchor, opacity) and `.scaleEffect(x:y:anchor:)` right after the uniform
/// scale, with the mask and the 3-D turn between them, the shadow (last, so its radius and offset
/// are not scaled or turned), and the position.
extension LayersSwiftUIPlan {
    /// `layers` back to front (by `z`, then as written), each as its view's lines at `indent`.
    func views(_ layers: [LayerSpec], indent: String) -> [String] {
        layers.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }
            .flatMap { view($0.element, indent: indent) }
    }

    /// One layer's view, wrapped in its `KeyframeAnimator` when it has keyframes.
    func view(_ layer: LayerSpec, indent: String) -> [String] {
        guard keyframeRuns[layer.id] != nil else { return plainView(layer, indent: indent) }
        return keyframeAnimator(layer, indent: indent)
    }

    /// The layer's content and modifiers.
    func plainView(_ layer: LayerSpec, indent: String) -> [String] {
        let m = indent + "    "
        func e(_ p: LayerProperty) -> String { expression(layer, p) }
        func shows(_ p: LayerProperty, unless identity: Double) -> Bool {
            animates(layer, p) || Self.number(layer.properties, p) != identity
        }
        var lines = content(layer, indent: indent)
        lines.append(m + ".frame(width: \(e(.width)), height: \(e(.height))\(frameAlignment(layer.kind)))")
        switch layer.kind {
        case .image(_, .fill): lines.append(m + ".clipped()")
        case .group(_, compositingGroup: true): lines.append(m + ".compositingGroup()")
        default: break
        }
        // The table's modifiers and the two this kind writes itself, in the order SwiftUI applies them.
        let anchor = layer.anchor.swiftUI
        var modifiers: [(order: Int, line: String)] = LayerProperty.allCases.compactMap { property in
            guard let modifier = property.visualProperty?.layer?.swiftUI, shows(property, unless: modifier.identity) else { return nil }
            return (modifier.order, m + modifier.code(e(property), anchor))
        }
        // `.scaleEffect(x:y:anchor:)` after the uniform one (40), both factors in one modifier.
        if shows(.scaleX, unless: 1) || shows(.scaleY, unless: 1) {
            modifiers.append((41, m + ".scaleEffect(x: \(e(.scaleX)), y: \(e(.scaleY)), anchor: \(anchor))"))
        }
        if shows(.maskInset, unless: 0) || shows(.maskCornerRadius, unless: 0) {
            modifiers.append((20, m + ".mask { RoundedRectangle(cornerRadius: \(e(.maskCornerRadius))).padding(\(e(.maskInset))) }"))
        }
        if let turn = layer.rotation3D {
            let n = NumberText.literal
            modifiers.append((30, m + ".rotation3DEffect(.degrees(\(e(.rotation3DAngle))), axis: (x: \(n(turn.axis.x)), "
                              + "y: \(n(turn.axis.y)), z: \(n(turn.axis.z))), anchor: \(anchor), anchorZ: \(n(turn.anchorZ)), "
                              + "perspective: \(n(turn.perspective)))"))
        }
        lines += modifiers.sorted { $0.order < $1.order }.map(\.line)
        if let shadow = layer.shadow {
            lines.append(m + ".shadow(color: \(shadow.color.swiftUI), radius: \(e(.shadowRadius)), "
                         + "x: \(e(.shadowX)), y: \(e(.shadowY)))")
        }
        // The drawing order the views' order gives, unless an event changes some layer's: then every
        // view says its own, as SwiftUI compares a changed zIndex with its siblings' (0 unless given).
        if changed.values.contains(where: { $0.contains(.z) }) { lines.append(m + ".zIndex(\(e(.z)))") }
        lines.append(m + ".offset(x: \(sum(layer, .x, .offsetX)), y: \(sum(layer, .y, .offsetY)))")
        return lines
    }

    /// `x + offsetX` as one expression: a single literal when neither animates.
    private func sum(_ layer: LayerSpec, _ a: LayerProperty, _ b: LayerProperty) -> String {
        if !animates(layer, a), !animates(layer, b) {
            return NumberText.literal(Self.number(layer.properties, a) + Self.number(layer.properties, b))
        }
        let terms = [a, b].filter { animates(layer, $0) || Self.number(layer.properties, $0) != 0 }
        return terms.map { expression(layer, $0) }.joined(separator: " + ")
    }

    /// `, alignment: …` for content that does not fill its frame from the centre.
    private func frameAlignment(_ kind: LayerSpec.Kind) -> String {
        switch kind {
        case .text(let style): ", alignment: .\(style.alignment.rawValue)"
        case .group: ", alignment: .topLeading"
        default: ""
        }
    }

    /// The view the layer draws, before its frame.
    func content(_ layer: LayerSpec, indent: String) -> [String] {
        let m = indent + "    "
        switch layer.kind {
        case .rect(let paint), .roundedRect(let paint), .circle(let paint):
            let shape = switch layer.kind {
            case .roundedRect: "RoundedRectangle(cornerRadius: \(expression(layer, .cornerRadius)))"
            case .circle: "Circle()"
            default: "Rectangle()"
            }
            var lines = [indent + shape, m + ".fill(\(paint.gradient?.swiftUI ?? expression(layer, .fill)))"]
            guard let stroke = paint.stroke else { return lines }
            let stroking = ".stroke(\(stroke.color.swiftUI), lineWidth: \(expression(layer, .strokeWidth)))"
            if animates(layer, .trimFrom) || animates(layer, .trimTo) || !stroke.isWhole {
                // A trim is the shape's, before its stroke, so the trimmed outline is a shape of its own over the fill.
                lines.append(m + ".overlay { \(shape).trim(from: \(expression(layer, .trimFrom)), "
                             + "to: \(expression(layer, .trimTo)))\(stroking) }")
            } else {
                lines.append(m + stroking)
            }
            return lines
        case .text(let style):
            return text(style, color: expression(layer, .color), size: expression(layer, .fontSize),
                        interpolates: animates(layer, .fontSize), indent: indent)
        case .image(let url, let mode):
            let fit = switch mode {
            case .fill: ".scaledToFill()"
            case .fit: ".scaledToFit()"
            case .stretch: ""
            }
            let name = url.deletingPathExtension().lastPathComponent
            return [indent + "// \(url.lastPathComponent), added to the app's asset catalog as \(name.swiftLiteral)",
                    indent + "Image(\(name.swiftLiteral))", m + ".resizable()" + fit]
        case .fill:
            return [indent + "Rectangle()", m + ".fill(\(expression(layer, .fill)))"]
        case .group(let children, _):
            return [indent + "ZStack(alignment: .topLeading) {"] + views(children, indent: m) + [indent + "}"]
        }
    }

    /// A text layer: its font (of `size`, the literal or the state that animates it), colour,
    /// line limit, truncation and spacing. A size that animates needs `.contentTransition(.interpolate)`:
    /// without it SwiftUI cross-fades the text's old size into its new one (Apple's
    /// ContentTransition.interpolate: matching glyphs "animate changes to their color, position, size").
    private func text(_ style: TextStyle, color: String, size: String, interpolates: Bool, indent: String) -> [String] {
        let m = indent + "    "
        var lines: [String] = []
        let font: String
        switch style.font {
        case .family(let family):
            font = ".custom(\(family.swiftLiteral), size: \(size))"
        case .file(let url):
            let name = url.deletingPathExtension().lastPathComponent
            lines.append(indent + "// \(url.lastPathComponent) registered with the app (UIAppFonts); use its PostScript name")
            font = ".custom(\(name.swiftLiteral), size: \(size))"
        }
        lines += [
            indent + "Text(\(style.text.swiftLiteral))",
            m + ".font(\(font).weight(.\(style.weight.rawValue)))",
            m + ".foregroundStyle(\(color))",
            m + ".lineLimit(\(style.lines == 0 ? "nil" : String(style.lines)))",
            m + ".truncationMode(.\(style.truncation.rawValue))",
            m + ".multilineTextAlignment(.\(style.alignment.rawValue))",
        ]
        if style.lineSpacing != 0 { lines.append(m + ".lineSpacing(\(NumberText.literal(style.lineSpacing)))") }
        if interpolates { lines.append(m + ".contentTransition(.interpolate)") }
        return lines
    }
}

extension LayerSpec {
    /// The SwiftUI shape a shape layer is, with its fill and stroke, on one line:
    /// `RoundedRectangle(cornerRadius: 24).fill(LinearGradient(…)).stroke(Color(…), lineWidth: 1)`
    /// (iOS 17 chains a stroke after a fill); nil for other kinds.
    var swiftUIShape: String? {
        guard kind.shapePaint != nil else { return nil }
        return LayersSwiftUIPlan(LayersScene(layers: [self])).content(self, indent: "")
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    }
}
