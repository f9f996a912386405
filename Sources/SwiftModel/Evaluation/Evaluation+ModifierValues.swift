import Foundation
import Scene

/// What a state-driven modifier shows at one moment: the value of each layer property it drives,
/// evaluated with the state bound — what a catalogue films as a stand-in's property changes.
///
/// Which modifier drives which property is each property's ``Scene/SwiftUIReading``, declared
/// with it in the property table (``Scene/VisualProperty/LayerAnimation/reading``), and for the
/// layers kind's own properties in ``PropertyReading/layerKind``.
public enum FilmedValue: Sendable, Hashable {
    case number(Double)
    case color(ColorValue)
}

/// A layer property the catalogue reads from code: its preset key, where SwiftUI code gives it,
/// and the values a preset takes for it (a value outside is refused at its place, as a preset's is).
public struct PropertyReading: Sendable {
    public let key: String
    public let reading: SwiftUIReading
    public let limits: ClosedRange<Double>?

    /// Whether this property is given by the argument labelled `label` of `.modifier(…)`: its own
    /// label, or the first unlabelled argument when that is its value or a size holding it.
    public func reads(_ label: String?, of modifier: String) -> Bool {
        guard reading.modifiers.contains(modifier) else { return false }
        return label == reading.label || (label == nil && reading.size != nil)
    }

    /// Every property read: the table's, in table order, then the layers kind's own.
    public static let all: [PropertyReading] = VisualProperty.layerAnimated.compactMap { property in
        guard let layer = property.layer, let reading = layer.reading else { return nil }
        return PropertyReading(key: layer.key, reading: reading, limits: layer.limits)
    } + layerKind

    /// The properties a layers preset's shapes, masks and colours hold rather than the frame's
    /// table — a rounded rectangle's `cornerRadius`, the mask's inset and corners, a stroke's trim
    /// and width, the drawing order `z`, a layer's `fill` — under the same keys.
    static let layerKind = [
        PropertyReading(key: "cornerRadius", reading: SwiftUIReading(.number, "cornerRadius"), limits: 0...Limits.maximumLayerPoints),
        // A rounded rectangle's own corners, which a state may give
        // (`RoundedRectangle(cornerRadius: isAnimating ? 46 : 20)`): read as a modifier of the shape.
        PropertyReading(key: "cornerRadius", reading: SwiftUIReading(.number, "RoundedRectangle", label: "cornerRadius"),
                        limits: 0...Limits.maximumLayerPoints),
        PropertyReading(key: "maskInset", reading: SwiftUIReading(.roundedRectangle(.inset), "clipShape"),
                        limits: 0...Limits.maximumLayerPoints),
        PropertyReading(key: "maskCornerRadius", reading: SwiftUIReading(.roundedRectangle(.cornerRadius), "clipShape"),
                        limits: 0...Limits.maximumLayerPoints),
        // A shape's trim and its stroke's width (`Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 6)`,
        // `.stroke(style: StrokeStyle(lineWidth: w))`).
        PropertyReading(key: "trimFrom", reading: SwiftUIReading(.number, "trim", label: "from"), limits: 0...1),
        PropertyReading(key: "trimTo", reading: SwiftUIReading(.number, "trim", label: "to"), limits: 0...1),
        PropertyReading(key: "strokeWidth", reading: SwiftUIReading(.number, "stroke", "strokeBorder", label: "lineWidth"),
                        limits: 0...Limits.maximumStrokeWidth),
        PropertyReading(key: "strokeWidth", reading: SwiftUIReading(.number, "stroke", "strokeBorder", label: "style",
                                                                    inside: ("StrokeStyle", "lineWidth")),
                        limits: 0...Limits.maximumStrokeWidth),
        // A text's size (`.font(.system(size: big ? 34 : 17))`, `.font(.custom("Avenir", size: s).weight(.bold))`).
        PropertyReading(key: "fontSize", reading: SwiftUIReading(.number, "font", inside: ("system", "size")),
                        limits: TextStyle.smallestSize...Limits.maximumTextSize),
        PropertyReading(key: "fontSize", reading: SwiftUIReading(.number, "font", inside: ("custom", "size")),
                        limits: TextStyle.smallestSize...Limits.maximumTextSize),
        // A drawing order: a film changes it at once, as SwiftUI does.
        PropertyReading(key: "z", reading: SwiftUIReading(.number, "zIndex"),
                        limits: -Limits.maximumLayerPoints...Limits.maximumLayerPoints),
        PropertyReading(key: "fill", reading: SwiftUIReading(.color, "foregroundStyle", "foregroundColor", "fill", "background", "tint",
                                                                   "colorMultiply"),
                        limits: nil),
    ]
}

extension Evaluation {
    /// The modifiers whose values the catalogue films, by name: each property's reading's, and
    /// the ones that place a view (``placesByLayout(_:)``).
    public static let filmedValueModifiers = Set(PropertyReading.all.flatMap(\.reading.modifiers)).union(["padding", "position"])

    /// The screen a view's place is laid out on (``layoutValues(of:at:owner:)``): an iPhone's
    /// 390 × 844 points, SwiftUI's root proposed the whole of it.
    public static let screen = Size(width: 390, height: 844)

    /// Whether `call` gives a view's place and size only through layout — `.padding`, `.position`,
    /// `.frame(minWidth:…maxHeight:)` — rather than as a value of its own (`.frame(width:)` is one).
    public static func placesByLayout(_ call: ModifierCall) -> Bool {
        switch call.name {
        case "padding", "position": true
        case "frame": call.arguments.contains { ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            .contains($0.label ?? "") }
        default: false
        }
    }

    /// The properties `call` (written at `location` in `owner`) drives and their values under the
    /// bindings, in table order: each property whose reading names the modifier and whose
    /// argument is written — `.offset(y:)` drives `offsetY` alone, `.scaleEffect(2)` `scale` and
    /// `.scaleEffect(x: 2)` `scaleX`. A value that cannot be read, or is beyond its limits, is
    /// refused at its place.
    public func filmedValues(of call: ModifierCall, at location: CodeLocation,
                             owner: String) throws(EvaluationError) -> [(property: String, value: FilmedValue)] {
        homeFile = homeFile ?? location.file
        if Self.placesByLayout(call) { return try layoutValues(of: call, at: location, owner: owner) }
        // A fixed frame gives its size, and — where the view is in the body — the place layout
        // gives it: a view that grows taller stays centred, as SwiftUI lays it out.
        if call.name == "frame" {
            let sizes = try readValues(of: call, at: location, owner: owner)
            guard !sizes.isEmpty, let placed = try? layoutValues(of: call, at: location, owner: owner) else { return sizes }
            return placed.filter { ["x", "y"].contains($0.property) } + sizes
        }
        return try readValues(of: call, at: location, owner: owner)
    }

    /// The values `call`'s arguments give the properties whose readings name it.
    private func readValues(of call: ModifierCall, at location: CodeLocation,
                            owner: String) throws(EvaluationError) -> [(property: String, value: FilmedValue)] {
        var scope = Scope(owner: owner, isStatic: false)
        let readings = PropertyReading.all.filter { $0.reading.modifiers.contains(call.name) }
        // The first argument when unlabelled: a size (its parts), or the one value of the
        // reading with no label.
        var first: (value: Value, argument: Argument)?
        if let argument = call.arguments.first, argument.label == nil,
           case .roundedRectangle = readings.first(where: { $0.reading.label == nil })?.reading.kind {
            // A shape is no value the evaluator has: read as written, as a custom transition's clip is.
            guard case .mask(let inset, let cornerRadius) = try clipShape(call.arguments, on: ViewValue(body: "\(owner).body"),
                                                                          in: &scope, at: location) else { return [] }
            return readings.compactMap { property in
                guard case .roundedRectangle(let part) = property.reading.kind else { return nil }
                return (property.key, .number(part == .inset ? inset : cornerRadius))
            }
        } else if let argument = call.arguments.first, argument.label == nil,
                  readings.contains(where: { ($0.reading.label == nil && $0.reading.inside == nil) || $0.reading.size != nil }) {
            // Only when a reading takes it: `.stroke(.blue, lineWidth: w)`'s colour is no width.
            let unlabelled = readings.first { $0.reading.label == nil && $0.reading.inside == nil }?.reading.kind
            let sized = readings.contains { $0.reading.size != nil }
            let hint: TypeHint = sized && (unlabelled == nil || Self.isSize(argument.value)) ? .size : Self.hint(unlabelled ?? .number)
            first = (try evaluate(argument.value, in: &scope, expecting: hint), argument)
        }
        var values: [(property: String, value: FilmedValue)] = []
        for property in readings {
            let reading = property.reading
            let value: Value, argument: Argument
            if let labelled = call.arguments.first(where: { $0.label == reading.label }), reading.label != nil || reading.inside != nil {
                argument = labelled
                var written = labelled.value
                if let inside = reading.inside {
                    // `StrokeStyle(lineWidth: 8)`, `.system(size: 20)`: the value is that call's
                    // argument; another call holds none.
                    guard let held = Self.argument(inside.label, ofCallTo: inside.type, in: written) else { continue }
                    written = held
                }
                value = try evaluate(written, in: &scope, expecting: .optional(Self.hint(reading.kind)))
                if case .none = value { continue }  // `.frame(width: nil)` leaves the width to layout
            } else if let first, case .size(let width, let height) = first.value, let part = reading.size {
                argument = first.argument
                value = .double(part == .width ? width : height)
            } else if let first, reading.label == nil {
                if case .size = first.value { continue }  // `.scaleEffect(CGSize)` is the two factors, not `scale`
                (value, argument) = first
            } else {
                continue
            }
            values.append((property.key, try filmed(value, for: property, call: call.name, at: argument)))
        }
        return values
    }

    /// Where the view `call` is on lays out, under the bindings, on ``screen``: its frame's `x`,
    /// `y`, `width` and `height` — what `.padding(isOn ? 20 : 0)` or `.frame(maxWidth: isOn ?
    /// .infinity : 100)` changes, as SwiftUI lays out the whole body again with the new value.
    /// Refused when the view is not in the body's tree (a helper function's views).
    func layoutValues(of call: ModifierCall, at location: CodeLocation,
                      owner: String) throws(EvaluationError) -> [(property: String, value: FilmedValue)] {
        guard let node = code.viewTree(of: owner)?.all.first(where: { $0.modifiers.contains { $0.span == call.span } }) else {
            throw EvaluationError(.unsupported, at: location, ".\(call.name) places a view MotionReel does not find in "
                                  + "\(owner)'s body (the views of a function with parameters are not laid out)")
        }
        guard let frame = layout(of: owner, in: Self.screen)?.frames.first(where: { $0.id.map(node.names) == true })?.layout,
              frame.isFinite else {
            throw EvaluationError(.unsupported, at: location, ".\(call.name)'s view is not shown in \(owner)'s body under these values")
        }
        return [("x", .number(frame.minX)), ("y", .number(frame.minY)), ("width", .number(frame.width)), ("height", .number(frame.height))]
    }

    /// The argument labelled `label` of the call to `type` that `written` is: `StrokeStyle(lineWidth: 8)`
    /// (also `.init(lineWidth:)`), `.system(size: 20)` or `Font.system(size: 20)`, the call under a
    /// chain of modifiers on it (`.system(size: 20).weight(.bold)`); nil when it is another call.
    public static func argument(_ label: String, ofCallTo type: String, in written: CodeExpression) -> CodeExpression? {
        var current = written.unparenthesized
        while case .call(let callee, let arguments) = current.kind {
            switch callee.unparenthesized.kind {
            case .name(type), .implicitMember(type): return arguments.value(labelled: label)
            case .implicitMember("init") where type.first?.isUppercase == true: return arguments.value(labelled: label)
            case .member(let base, let name):
                if name == type, case .name = base.unparenthesized.kind { return arguments.value(labelled: label) }
                current = base.unparenthesized  // `.weight(.bold)` on the call that holds it
            default: return nil
            }
        }
        return nil
    }

    /// `value`, given as `argument` of `.name(…)`, as `property` films it: of the reading's kind,
    /// within the property's limits.
    private func filmed(_ value: Value, for property: PropertyReading, call name: String,
                        at argument: Argument) throws(EvaluationError) -> FilmedValue {
        let place = argument.value.location
        let written = argument.label.map { "\($0): " } ?? ""
        let number: Double
        switch (property.reading.kind, value) {
        case (.color, .color(let color)): return .color(color)
        case (.angle, .angle(let degrees)): number = degrees
        case (.number, _) where value.number?.isFinite == true: number = value.number!
        default:
            let wanted = switch property.reading.kind {
            case .number, .roundedRectangle: "a number"
            case .angle: "an Angle (.degrees(90))"
            case .color: "a colour (.blue, Color(red:green:blue:))"
            }
            throw EvaluationError(.unsupported, at: place, "MotionReel films \(wanted) in .\(name)(\(written)…); "
                                  + "this is \(value.description)")
        }
        if let limits = property.limits, !limits.contains(number) {
            throw EvaluationError(.limit, at: place, ".\(name)(\(written)…) is \(CallArguments.format(number)) here; "
                                  + "a layer's \(property.key) is \(CallArguments.format(limits.lowerBound)) … "
                                  + "\(CallArguments.format(limits.upperBound))")
        }
        return .number(number)
    }

    private static func hint(_ kind: SwiftUIReading.Kind) -> TypeHint {
        switch kind {
        case .number, .roundedRectangle: .double
        case .angle: .angle
        case .color: .color
        }
    }

    /// Whether `expression` is written as a size: `CGSize(width:height:)` or `.init(width:height:)`.
    private static func isSize(_ expression: CodeExpression) -> Bool {
        guard case .call(let callee, let arguments) = expression.unparenthesized.kind,
              arguments.map(\.label) == ["width", "height"] else { return false }
        switch callee.kind {
        case .name("CGSize"), .implicitMember("init"): return true
        default: return false
        }
    }

    /// Whether the view written as `statement` in `block` (a member of `owner`) is shown under the
    /// bindings: every `if` and `switch` on the way to it takes the branch that holds it.
    public func isShown(_ statement: Statement, in block: Block, owner: String) throws(EvaluationError) -> Bool {
        homeFile = homeFile ?? statement.location.file
        var scope = Scope(owner: owner, isStatic: false)
        guard try shown(statement.span.offsets, in: block.statements, scope: &scope) ?? false else { return false }
        // A member the body shows (`if phase == .loading { loadingContent }`) is shown only where
        // its use is (``MemberUse``), and so on up to `body`.
        guard let member = code.viewMember(holding: statement.span, in: owner)?.declaration, member.name != "body" else { return true }
        for (use, body) in code.useChain(of: member.name, in: owner) {
            var outer = Scope(owner: owner, isStatic: false)
            guard try shown(use.span.offsets, in: body.statements, scope: &outer) ?? true else { return false }
        }
        return true
    }

    /// True or false when `target` is among `statements` (nested), nil when it is not there.
    private func shown(_ target: Range<Int>, in statements: [Statement], scope: inout Scope) throws(EvaluationError) -> Bool? {
        for statement in statements where statement.span.offsets.lowerBound <= target.lowerBound
            && target.upperBound <= statement.span.offsets.upperBound {
            if statement.span.offsets == target { return true }
            switch statement.kind {
            case .ifStatement(let branch):
                // Held where the film's events need it (``EventBranches``): that block is taken.
                if let held = bindings.heldBranches[statement.location] {
                    let blocks = statement.branchBlocks
                    guard held < blocks.count else { return false }
                    return try shown(target, in: blocks[held].statements, scope: &scope) ?? false
                }
                // Only the conditions before the target's branch and its own decide: a view in the
                // first branch whose condition fails is hidden, whatever the `else if`s read.
                var current = branch
                while true {
                    let inBody = current.body.statements.contains {
                        $0.span.offsets.lowerBound <= target.lowerBound && target.upperBound <= $0.span.offsets.upperBound
                    }
                    scope.frames.append([:])
                    let taken: Bool
                    do { taken = try holds(current.conditions, in: &scope) } catch {
                        scope.frames.removeLast()
                        throw error
                    }
                    if inBody {
                        defer { scope.frames.removeLast() }
                        return taken ? try shown(target, in: current.body.statements, scope: &scope) ?? false : false
                    }
                    scope.frames.removeLast()
                    if taken { return false }
                    switch current.elseBody {
                    case nil: return false
                    case .block(let block)?: return try shown(target, in: block.statements, scope: &scope) ?? false
                    case .elseIf(let next)?: current = next
                    }
                }
            case .switchStatement(let choice):
                let (block, bound) = try chooseCase(choice, in: &scope, at: statement.location)
                scope.frames.append(bound)
                defer { scope.frames.removeLast() }
                return try shown(target, in: block.statements, scope: &scope) ?? false
            case .expression(let expression), .returnValue(let expression?):
                for body in expression.allClosureBodies {
                    if let found = try shown(target, in: body.statements, scope: &scope) { return found }
                }
                return true
            default:
                return true
            }
        }
        return nil
    }
}

extension CodeExpression {
    /// The bodies of every closure in a view expression: its container's content and the ones
    /// its modifiers take (`.overlay { … }`), views given as arguments included.
    public var allClosureBodies: [Block] {
        guard case .call(let callee, let arguments) = kind else { return [] }
        var found: [Block] = []
        for argument in arguments {
            if case .closure(let closure) = argument.value.kind { found.append(closure.body) } else {
                found += argument.value.allClosureBodies
            }
        }
        if case .member(let base, _) = callee.kind { found += base.allClosureBodies }
        return found
    }
}
