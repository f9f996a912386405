import Foundation
import Scene
import SwiftModel

/// A stand-in for a view, from what its code says literally: sized by its `.frame(width:height:)`
/// (else a 240 × 120 pt card), rounded by `.cornerRadius`, a `RoundedRectangle(cornerRadius:)`,
/// a `Capsule` or a `Circle`, coloured by its first colour in `.fill`/`.background`/
/// `.foregroundStyle`/`.tint`, and labelled with its `Text` (or its button's or label's title, or
/// the name of the view it is).
enum StandInReading {
    static let defaultSize = (width: 240.0, height: 120.0)
    static let defaultFill = ColorValue(red: 0x5B / 255, green: 0x7C / 255, blue: 0xFA / 255, opacity: 1)
    /// The widest stand-in on the 390 pt canvas, with 20 pt either side.
    static let maximumWidth = 350.0
    static let maximumHeight = 520.0

    static func standIn(for place: ModifierPlace, type: String, code: CodeBase, bindings: Bindings,
                        used: inout Set<String>) -> StandIn {
        standIn(chain: place.chain, root: place.root, at: place.location, type: type, code: code, bindings: bindings,
                used: &used)
    }

    /// The stand-in of the view at `root` with its modifier `chain` (outermost first), whose
    /// place is `location`.
    static func standIn(chain: [ModifierCall], root: CodeExpression, at location: CodeLocation, type: String,
                        code: CodeBase, bindings: Bindings, fallback: String? = nil, used: inout Set<String>) -> StandIn {
        let evaluation = { Evaluation(code: code, bindings: bindings) }
        var width = defaultSize.width, height = defaultSize.height
        var cornerRadius: Double?
        var fill: ColorValue?
        // A text's colour (`.foregroundStyle`) and what is drawn behind the view (`.background`).
        var foreground: ColorValue?
        var background: (color: ColorValue?, shape: CodeExpression?)?
        var anchor = "center"
        var axis: [Double]?
        var stroke: (color: ColorValue?, width: Double)?
        var trim = (from: 0.0, to: 1.0)
        var shadow: StandInShadow?
        var fontSize: Double?
        // Innermost first: the view's own frame and colour before a container's around it.
        for call in chain.reversed() {
            let values = (try? evaluation().filmedValues(of: call, at: location, owner: type)) ?? []
            for (property, value) in values {
                switch (property, value) {
                case ("width", .number(let w)): width = w
                case ("height", .number(let h)): height = h
                // A clip's corners as its state first gives them (`RoundedRectangle(cornerRadius: round ? 40 : 8)`).
                case ("cornerRadius", .number(let r)), ("maskCornerRadius", .number(let r)): cornerRadius = cornerRadius ?? r
                case ("fill", .color(let c)) where Self.foregroundModifiers.contains(call.name): foreground = foreground ?? c
                case ("fill", .color(let c)) where call.name == "background": background = (background?.color ?? c, background?.shape)
                case ("fill", .color(let c)): fill = fill ?? c
                case ("trimFrom", .number(let f)): trim.from = f
                case ("trimTo", .number(let t)): trim.to = t
                case ("fontSize", .number(let size)): fontSize = fontSize ?? size
                default: break
                }
            }
            if ["scaleEffect", "rotationEffect"].contains(call.name),
               case .implicitMember(let name)? = call.argument("anchor")?.unparenthesized.kind {
                anchor = Self.anchorText(name)
            }
            if call.name == "clipShape", let shape = call.argument(nil) { cornerRadius = cornerRadius ?? radius(of: shape) }
            if call.name == "background", background?.shape == nil, let held = backgroundShape(call) {
                let color = Self.fillColor(of: held, evaluation: evaluation(), owner: type)
                background = (background?.color ?? color, held)
            }
            if call.name == "rotation3DEffect", axis == nil { axis = self.axis(of: call, evaluation: evaluation()) }
            // The shadow nearest the view (SwiftUI draws each; the film draws one).
            if call.name == "shadow", shadow == nil { shadow = self.shadow(call, values: values, evaluation: evaluation(), owner: type) }
            if ["stroke", "strokeBorder"].contains(call.name), stroke == nil {
                stroke = self.stroke(call, evaluation: evaluation(), owner: type)
            }
        }
        // A background the code colours with a style the film cannot read (an input, an asset's
        // colour): a grey behind the view, so what moves is seen and its text reads on it.
        if background == nil, let call = chain.last(where: { $0.name == "background" }), let written = call.argument(nil),
           isStyle(written) {
            background = (unreadBackground, nil)
        }
        width = min(max(width, 8), maximumWidth)
        height = min(max(height, 8), maximumHeight)
        // What it looks like: a shape or a colour is itself, a text or a symbol its label (over
        // what its `.background` draws), anything else a card with its label.
        let root = root.unparenthesized
        let name = typeName(of: root)
        let look: StandIn.Look
        let kind = self.kind(of: root, code: code) { written in
            guard case .color(let c)? = try? evaluation().evaluate(written, owner: type, expecting: .color) else { return nil }
            return c
        }
        switch kind {
        case .shape:
            look = .shape
            // A shape with no style of its own is drawn in the foreground style: primary, black.
            fill = fill ?? foreground ?? primary
        case .color(var c):
            look = .shape
            c.opacity *= colorOpacity(chain) ?? 1
            fill = c
        case .spacer:
            // Space the layout gives, nothing drawn: a clear rectangle whose frame still moves.
            look = .shape
            fill = ColorValue(red: 0, green: 0, blue: 0, opacity: 0)
        case .text(control: false), .symbol:
            look = background == nil ? .label : .card
            fill = background?.color ?? fill
            if let shape = background?.shape { cornerRadius = cornerRadius ?? radius(of: shape, width: width, height: height) }
        default:
            look = .card
            fill = fill ?? background?.color
        }
        if cornerRadius == nil { cornerRadius = radius(of: look == .shape ? root : background?.shape ?? root, width: width, height: height) }
        // A view with nothing to read a label from is named by what it is (`HStack`), not by the
        // type it is in, which would read as the whole screen coming and going.
        // A text's label is what it shows under the film's first state (`"\\(count) likes"` → `0 likes`).
        var shown: String?
        if name == "Text" || name == "Image", let content = content(of: root),
           case .string(let text)? = try? evaluation().evaluate(content, owner: type, expecting: .string), !text.isEmpty {
            shown = text
        }
        let label = shown ?? self.label(of: root) ?? (look == .shape ? name?.lowercased() ?? "color" : nil) ?? valueName(of: root)
            ?? fallback ?? type
        let corners = look == .shape && cornerRadius == nil ? 0 : cornerRadius ?? 16
        var standIn = StandIn(id: uniqueID(label, used: &used), label: label, width: width, height: height,
                              cornerRadius: min(corners, min(width, height) / 2), fill: fill ?? defaultFill,
                              anchor: anchor, axis: axis, role: .values([]), siteLine: location.line)
        standIn.look = look
        standIn.ink = foreground
        standIn.backgroundColor = background?.color
        standIn.symbol = name == "Image" && look != .shape
        if look == .shape {
            if case .shape(let shape) = kind { standIn.shape = shape } else { standIn.shape = .rectangle }
        }
        // A stroked shape is its outline, in the stroke's colour (or the shape style a `.fill` or
        // `.foregroundStyle` gives it), clear inside.
        if let stroke, let shape = typeName(of: root), ["Circle", "Capsule", "RoundedRectangle", "Rectangle"].contains(shape) {
            standIn.outline = StandInOutline(shape: shape == "Circle" ? .circle : shape == "Rectangle" ? .rectangle : .rounded,
                                             color: stroke.color ?? fill ?? defaultFill,
                                             width: min(stroke.width, min(width, height) / 2), trimFrom: trim.from, trimTo: trim.to)
        }
        standIn.shadow = shadow
        standIn.root = root.location
        if let fontSize { standIn.fontSize = min(max(fontSize, 1), 200) }
        return standIn
    }

    /// `.shadow(color:radius:x:y:)` as the view first shows it: the radius and offsets its
    /// `values` give (each property's reading, declared with the property), 0 where one is not
    /// written; the colour when it evaluates to one.
    private static func shadow(_ call: ModifierCall, values: [(property: String, value: FilmedValue)], evaluation: Evaluation,
                               owner: String) -> StandInShadow {
        func number(_ key: String) -> Double {
            guard case .number(let n)? = values.first(where: { $0.property == key })?.value, n.isFinite else { return 0 }
            return n
        }
        var color: ColorValue?
        if let written = call.argument("color"), case .color(let c)? = try? evaluation.evaluate(written, owner: owner, expecting: .color) {
            color = c
        }
        return StandInShadow(color: color, radius: min(max(number("shadowRadius"), 0), Limits.maximumBlurRadius),
                             x: min(max(number("shadowX"), -Limits.maximumLayerPoints), Limits.maximumLayerPoints),
                             y: min(max(number("shadowY"), -Limits.maximumLayerPoints), Limits.maximumLayerPoints))
    }

    /// The colour and width of `.stroke(color, lineWidth: w)`, `.stroke(lineWidth:)`,
    /// `.stroke(style: StrokeStyle(lineWidth: w))` or `.strokeBorder(…)`: SwiftUI's 1 point
    /// where no width is written or it cannot be read, the colour nil where none is.
    private static func stroke(_ call: ModifierCall, evaluation: Evaluation, owner: String) -> (color: ColorValue?, width: Double) {
        var width: CodeExpression? = call.argument("lineWidth")
        if width == nil, case .call(_, let arguments)? = call.argument("style")?.unparenthesized.kind {
            width = arguments.value(labelled: "lineWidth")
        }
        let number = width.flatMap { (try? evaluation.evaluate($0, owner: owner, expecting: .double))?.number }
        var color: ColorValue?
        if let first = call.argument(nil), case .color(let c)? = try? evaluation.evaluate(first, owner: owner, expecting: .color) {
            color = c
        }
        return (color, number.map { min(max($0, 0.5), 100) } ?? 1)
    }

    /// Why a stand-in cannot show a change of `properties` of the view at `root` with modifiers
    /// `chain`; nil when it can: a stroke's (``undrawnStroke(_:chain:root:)``) or a text's size
    /// (``undrawnFontSize(_:chain:root:)``).
    static func undrawn(_ properties: [String], chain: [ModifierCall], root: CodeExpression) -> String? {
        undrawnStroke(properties, chain: chain, root: root) ?? undrawnFontSize(properties, chain: chain, root: root)
    }

    /// Why a stand-in cannot show a change of a text's font size; nil when it can. SwiftUI
    /// interpolates a `Text`'s size only under `.contentTransition(.interpolate)` ("matching glyph
    /// pairs can animate changes to their color, position, size", Apple's ContentTransition.interpolate);
    /// otherwise the old text cross-fades into the new (`.opacity`, the content transition a
    /// change uses when it cannot interpolate), which the film does not draw yet.
    static func undrawnFontSize(_ properties: [String], chain: [ModifierCall], root: CodeExpression) -> String? {
        guard properties.contains("fontSize") else { return nil }
        guard typeName(of: root) == "Text" else {
            return "a font size set on a view that is not a Text (its texts take it from the environment), which the film "
                + "does not follow"
        }
        let interpolates = chain.contains { call in
            guard call.name == "contentTransition", case .implicitMember("interpolate")? = call.argument(nil)?.unparenthesized.kind
            else { return false }
            return true
        }
        return interpolates ? nil
            : "a text's size change, which SwiftUI cross-fades from the old size to the new unless the Text has "
                + ".contentTransition(.interpolate); the film does not draw that cross-fade yet (with .interpolate it films the size growing)"
    }

    /// Why a stand-in cannot show a change of `properties` to a stroke (its width, or its trim)
    /// of the view at `root` with modifiers `chain`; nil when it can. The film strokes a stroked
    /// `Circle`, `Capsule`, `RoundedRectangle` or `Rectangle`, and trims the two whose path's
    /// start SwiftUI documents.
    private static func undrawnStroke(_ properties: [String], chain: [ModifierCall], root: CodeExpression) -> String? {
        let trims = properties.contains("trimFrom") || properties.contains("trimTo")
        guard trims || properties.contains("strokeWidth") else { return nil }
        let shape = typeName(of: root)
        let stroked = chain.contains { ["stroke", "strokeBorder"].contains($0.name) }
        let what = shape.map { "a \($0)" } ?? "this view"
        guard stroked, let shape, ["Circle", "Capsule", "RoundedRectangle", "Rectangle"].contains(shape) else {
            return "the film draws \(trims ? "a trim" : "a stroke's width") on a stroked Circle, Capsule, RoundedRectangle or "
                + "Rectangle only, and \(what) is \(stroked ? "not one of them" : "filled, not stroked")"
        }
        if trims, !["Circle", "Rectangle"].contains(shape) {
            return "the film trims a stroked Circle or Rectangle only: SwiftUI does not document where \(what)'s outline starts"
        }
        return nil
    }

    /// What a view is, as a film draws it: the one decision the stand-ins and the screen around
    /// them share.
    enum ViewKind: Equatable {
        /// `Circle`, `Capsule`, `RoundedRectangle`, `Rectangle`, `Ellipse`.
        case shape(StandInOutline.Shape)
        /// A colour used as a view (`Color.blue`, `.red`).
        case color(ColorValue)
        /// A `Text`, or a control that shows its title (`Button`, `Link`, `Label`, `Toggle`).
        case text(control: Bool)
        /// `Image(systemName:)`.
        case symbol(String)
        /// An image from the app's assets, or any view MotionReel does not draw.
        case other
        /// `Spacer`: space, nothing drawn.
        case spacer
        /// `Divider`: a hairline.
        case divider
        /// A view of the folder's own types: drawn as its body, or (no body: a custom `Shape`) not at all.
        case ownType(String, hasBody: Bool)
    }

    /// What the view `root` (a view expression, its modifiers' chain included) is; `color`
    /// evaluates an expression to a colour.
    static func kind(of root: CodeExpression, code: CodeBase, color: (CodeExpression) -> ColorValue?) -> ViewKind {
        let root = root.unparenthesized
        let name = typeName(of: root)
        switch name {
        case "Spacer": return .spacer
        case "Divider": return .divider
        case let name? where code.viewTree(of: name) != nil: return .ownType(name, hasBody: true)
        case let name? where code.type(name) != nil: return .ownType(name, hasBody: false)
        case let name? where shapes.contains(name):
            return .shape(name == "Circle" ? .circle : name == "Rectangle" ? .rectangle : .rounded)
        case "Text": return .text(control: false)
        case "Button", "Link", "Label", "Toggle": return .text(control: true)
        case "Image": return symbol(of: root).map { .symbol($0) } ?? .other
        case nil, "Color": return color(root).map { .color($0) } ?? .other
        default: return .other
        }
    }

    /// iOS's system grey: what an unreadable background style is drawn as (white text reads on it).
    static let unreadBackground = ColorValue(red: 0x8E / 255, green: 0x8E / 255, blue: 0x93 / 255, opacity: 1)

    /// Whether `written` names a style rather than builds a view: `color`, `.blue`, `theme.accent`,
    /// `Color("Brand")` — not `Image(…)` or `GeometryReader { … }`.
    private static func isStyle(_ written: CodeExpression) -> Bool {
        switch written.unparenthesized.kind {
        case .name, .member, .implicitMember: return true
        case .call: return typeName(of: written) == "Color"
        default: return false
        }
    }

    /// The modifiers whose colour is a text's or a symbol's, not a shape's fill.
    /// The modifiers that colour a view's text or symbol; `.colorMultiply` over a white one is its colour.
    static let foregroundModifiers: Set<String> = ["foregroundStyle", "foregroundColor", "tint", "colorMultiply"]

    /// The shapes a stand-in draws as themselves.
    static let shapes: Set<String> = ["Circle", "Capsule", "RoundedRectangle", "Rectangle", "Ellipse"]

    /// SwiftUI's primary foreground in light mode: what a shape with no style is filled with.
    static let primary = ColorValue(red: 0, green: 0, blue: 0, opacity: 1)

    /// What a `Text` shows (its first argument) or which symbol an `Image(systemName:)` draws:
    /// what a content transition swaps.
    static func content(of view: CodeExpression) -> CodeExpression? {
        var current = view.unparenthesized
        while case .call(let callee, _) = current.kind, case .member(let base, _) = callee.kind { current = base }
        guard case .call(let callee, let arguments) = current.kind, case .name(let name) = callee.kind else { return nil }
        switch name {
        case "Text": return arguments.first { $0.label == nil }?.value
        case "Image": return arguments.value(labelled: "systemName")
        default: return nil
        }
    }

    /// The symbol `Image(systemName: "star.fill")` names; what names it where the name is not
    /// written (`Image(systemName: symbolName)` → `symbolName`).
    static func symbol(of view: CodeExpression) -> String? {
        guard case .call(let callee, let arguments) = view.unparenthesized.kind, callee.kind == .name("Image"),
              let written = arguments.value(labelled: "systemName") else { return nil }
        switch written.unparenthesized.kind {
        case .string(let name): return name
        case .name(let name), .member(_, let name): return name
        default: return "symbol"
        }
    }

    /// The shape a `.background` draws: `.background(Capsule().fill(.blue))`,
    /// `.background { RoundedRectangle(cornerRadius: 8) }`, `.background(.blue, in: Capsule())`.
    private static func backgroundShape(_ call: ModifierCall) -> CodeExpression? {
        var written = call.argument("in") ?? call.argument(nil)
        if written == nil, let closure = call.arguments.last?.value, case .closure(let body) = closure.kind,
           body.body.statements.count == 1, case .expression(let inner) = body.body.statements[0].kind {
            written = inner
        }
        guard let written, let name = typeName(of: written), shapes.contains(name) else { return nil }
        return written
    }

    /// The colour `.fill(…)` or `.foregroundStyle(…)` gives the shape `shape`; nil when none is written or read.
    private static func fillColor(of shape: CodeExpression, evaluation: Evaluation, owner: String) -> ColorValue? {
        var current = shape.unparenthesized
        while case .call(let callee, let arguments) = current.kind, case .member(let base, let name) = callee.kind {
            if ["fill", "foregroundStyle", "foregroundColor"].contains(name), let first = arguments.first?.value,
               case .color(let c)? = try? evaluation.evaluate(first, owner: owner, expecting: .color) {
                return c
            }
            current = base.unparenthesized
        }
        return nil
    }

    /// The name of the view a modifier chain starts from: `Circle` for `Circle().trim(…).stroke(…)`.
    static func typeName(of view: CodeExpression) -> String? {
        var current = view.unparenthesized
        while case .call(let callee, _) = current.kind, case .member(let base, _) = callee.kind { current = base }
        guard case .call(let callee, _) = current.kind, case .name(let name) = callee.kind else { return nil }
        return name
    }

    /// `axis: (x: 0, y: 1, z: 0)` of a `.rotation3DEffect`, as three numbers; the y axis when it is
    /// not three numbers MotionReel evaluates (a stand-in turns about some axis, as the view does).
    private static func axis(of call: ModifierCall, evaluation: Evaluation) -> [Double] {
        guard let written = call.argument("axis"), case .tuple(let elements) = written.unparenthesized.kind,
              elements.count == 3 else { return [0, 1, 0] }
        var numbers: [Double] = []
        for element in elements {
            guard let x = (try? evaluation.evaluate(element.value, owner: nil))?.number, x.isFinite else { return [0, 1, 0] }
            numbers.append(x)
        }
        return numbers.allSatisfy { $0 == 0 } ? [0, 1, 0] : numbers
    }

    /// `Color.black.opacity(0.3)`: `Color`'s own `opacity(_:)` written as a number on the colour,
    /// which makes a colour that translucent (a scrim); nil when the innermost call is not that.
    /// One a state drives is the film's `opacity`, not the colour's.
    static func colorOpacity(_ chain: [ModifierCall]) -> Double? {
        guard let innermost = chain.last, innermost.name == "opacity", innermost.arguments.count == 1,
              let written = innermost.argument(nil) else { return nil }
        switch written.unparenthesized.kind {
        case .integer(let n): return min(max(Double(n), 0), 1)
        case .float(let x): return min(max(x, 0), 1)
        default: return nil
        }
    }

    /// The name of the property a view value is read from (`thumbnails` for
    /// `Self.thumbnails[donut.id]!`, `image` for `image`); nil for a view made by a call.
    static func valueName(of root: CodeExpression) -> String? {
        switch root.unparenthesized.kind {
        case .postfix(_, let base), .subscriptCall(let base, _): return valueName(of: base)
        case .member(_, let name), .name(let name): return name
        default: return nil
        }
    }

    /// The corner radius a `RoundedRectangle(cornerRadius:)` writes as a number; nil for any other view.
    static func cornerRadius(of shape: CodeExpression) -> Double? {
        guard typeName(of: shape) == "RoundedRectangle" else { return nil }
        return radius(of: shape)
    }

    /// `RoundedRectangle(cornerRadius: 12)` → 12, `Capsule()` and `Circle()` → half the short side;
    /// `number` reads the corner radius as written (a literal, for a stand-in).
    static func radius(of shape: CodeExpression, width: Double = 0, height: Double = 0,
                       number: (CodeExpression) -> Double? = literalNumber) -> Double? {
        var current = shape.unparenthesized
        while case .call(let callee, _) = current.kind, case .member(let base, _) = callee.kind { current = base }
        guard case .call(let callee, let arguments) = current.kind, case .name(let name) = callee.kind else { return nil }
        switch name {
        case "RoundedRectangle": return arguments.value(labelled: "cornerRadius").flatMap(number)
        case "Capsule", "Circle", "Ellipse": return min(width, height) / 2
        case "Rectangle": return 0
        default: return nil
        }
    }

    /// A number written as a literal (`12`, `0.5`): how a stand-in reads a shape's corners.
    static func literalNumber(_ written: CodeExpression) -> Double? {
        switch written.kind {
        case .integer(let n): Double(n)
        case .float(let x): x
        default: nil
        }
    }

    /// The first `Text("…")` in the view, or the title of a `Button`, `Label` or `Toggle`, or the
    /// name of the view (`ProfileCard`).
    static func label(of view: CodeExpression) -> String? {
        var current = view.unparenthesized
        while case .call(let callee, _) = current.kind, case .member(let base, _) = callee.kind { current = base }
        guard case .call(let callee, let arguments) = current.kind else { return nil }
        if case .name(let name) = callee.kind {
            if ["Text", "Button", "Label", "Toggle"].contains(name), case .string(let text)? = arguments.first?.value.kind,
               !text.isEmpty {
                return text
            }
            // A text that reads a value (`Text(String(letters[i]))`) is not named by the call in it.
            if name == "Text" { return nil }
            // An SF Symbol is named by its symbol: `chevron.right`.
            if name == "Image", let symbol = symbol(of: current) { return symbol }
            // Not a Button's action: its code (`dismiss()`) names nothing on screen.
            for argument in arguments where !BranchViews.isAction(argument, in: arguments, of: name) {
                if case .closure(let closure) = argument.value.kind {
                    for statement in closure.body.statements {
                        if case .expression(let inner) = statement.kind, let found = label(of: inner) { return found }
                    }
                } else if let found = label(of: argument.value) {
                    return found
                }
            }
            if !Self.containers.contains(name), name.first?.isUppercase == true {
                return name
            }
        }
        return nil
    }

    /// Views that hold or draw others rather than name a screen: a stand-in is labelled by what is in them.
    static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView", "List", "Form", "Section",
        "NavigationStack", "NavigationView", "TabView", "GeometryReader", "Button", "RoundedRectangle", "Rectangle",
        "Capsule", "Circle", "Image", "Spacer", "Color",
    ]

    /// A layer id from a label: `Saved!` → `saved`, unique in the film.
    static func uniqueID(_ label: String, used: inout Set<String>) -> String {
        var slug = ""
        for character in label.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber { slug.append(character) } else if slug.last != "-" {
                slug.append("-")
            }
            if slug.count > 24 { break }
        }
        // At most 24 characters, cut between words.
        if slug.count > 24 {
            slug = String(slug.prefix(25))
            if let cut = slug.lastIndex(of: "-"), cut > slug.startIndex { slug = String(slug[..<cut]) } else { slug = String(slug.prefix(24)) }
        }
        slug = slug.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        if slug.isEmpty || slug.first!.isNumber { slug = "view" + (slug.isEmpty ? "" : "-" + slug) }
        var id = slug, n = 2
        while used.contains(id) || used.contains(id + "-label") || used.contains(id + "-shape") {
            id = "\(slug)-\(n)"
            n += 1
        }
        used.insert(id)
        return id
    }

    private static func anchorText(_ name: String) -> String {
        ["center", "top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
            .contains(name) ? name : "center"
    }
}
