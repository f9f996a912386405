import Foundation
import Motion
import Scene

/// A view type's tree (``ViewNode``) as SwiftUI lays it out under the bindings: each `if` and
/// `switch` takes its branch, a literal `ForEach` makes one view per row, a view of the folder's
/// own types is its body, and the modifiers that place views (`.frame`, `.padding`, `.offset`,
/// `.position`, `.fixedSize`, `.layoutPriority`, `.background`, `.overlay`, and `.font` for the
/// texts under it) become the ``LayoutNode`` the layout engine sizes.
///
/// A value the evaluator cannot read leaves its modifier out rather than failing the layout: the
/// film still places the other views, and what could not be read is the reason's to name.
extension Evaluation {
    /// The frames of `type`'s body laid out on `canvas` (SwiftUI's screen: the root proposed it
    /// and centred in it), each view's under its ``ViewNode/id``; nil when the type has no body.
    public func layout(of type: String, in canvas: Size) -> LayoutResult? {
        guard let root = layoutTree(of: type) else { return nil }
        var laid = SwiftModel.layout(root, in: canvas)
        laid.rowBindings = rowValues
        // Scrolled by a `scrollTo`: the content moved to where it lines the identified view up, laid out again.
        guard let target = bindings.values[ScrollTarget.state].flatMap(ScrollTarget.parts(of:)),
              let (scrollView, by) = scrollOffset(to: target, in: laid) else { return laid }
        scrollOffsets = [scrollView: by]
        defer { scrollOffsets = [:] }
        guard let scrolled = layoutTree(of: type) else { return laid }
        laid = SwiftModel.layout(scrolled, in: canvas)
        laid.rowBindings = rowValues
        return laid
    }

    /// The scroll view that holds the view `target` names (the innermost, when several do) and how
    /// far its content moves to scroll there; nil when no view of the layout has that identity.
    private func scrollOffset(to target: (id: Value, anchor: UnitPoint?), in laid: LayoutResult) -> (String, Double)? {
        if case .string(let end) = target.id, let scroll = scrollViews.first(where: { ScrollTarget.end(of: $0.node) == .string(end) }),
           let box = scrollBox(scroll.node, horizontal: scroll.horizontal, in: laid) {
            // The content's end: as far as it scrolls.
            return (scroll.node, max(box.content - box.viewport, 0) - box.current)
        }
        guard let node = identities.first(where: { $0.value.makes(target.id) })?.node, let view = laid[node],
              let (scroll, box) = scrollView(holding: view, in: laid) else { return nil }
        let frame = view.layout, h = scroll.horizontal
        let offset = ScrollTarget.offset(start: (h ? frame.minX : frame.minY) - box.start, length: h ? frame.width : frame.height,
                                         viewport: box.viewport, content: box.content, current: box.current,
                                         anchor: target.anchor.map { h ? $0.x : $0.y })
        return (scroll.node, offset - box.current)
    }

    /// Where a scroll view and its content are along its axis: the content's start on the screen, the
    /// lengths of the scroll view and of its content, and how far it is scrolled.
    public struct ScrollBox: Sendable, Hashable {
        public var start: Double
        public var viewportStart: Double
        public var viewport: Double
        public var content: Double
        public var current: Double { viewportStart - start }
    }

    /// The innermost scroll view of the last layout that holds `view`, with its box.
    public func scrollView(holding view: LayoutFrame, in laid: LayoutResult) -> (scroll: (node: String, horizontal: Bool), box: ScrollBox)? {
        for scroll in scrollViews.reversed() {
            guard let content = laid[Self.scrollContentPrefix + scroll.node], view.path.starts(with: content.path),
                  let box = scrollBox(scroll.node, horizontal: scroll.horizontal, in: laid) else { continue }
            return (scroll, box)
        }
        return nil
    }

    private func scrollBox(_ node: String, horizontal h: Bool, in laid: LayoutResult) -> ScrollBox? {
        guard let viewport = laid[node]?.layout, let content = laid[Self.scrollContentPrefix + node]?.layout else { return nil }
        return ScrollBox(start: h ? content.minX : content.minY, viewportStart: h ? viewport.minX : viewport.minY,
                         viewport: h ? viewport.width : viewport.height, content: h ? content.width : content.height)
    }

    /// What a scroll view's content is named in a layout, before the scroll view's name.
    static let scrollContentPrefix = "scroll content of "

    /// `type`'s body as a layout tree under the bindings; nil when it has no body.
    public func layoutTree(of type: String) -> LayoutNode? {
        guard let tree = code.viewTree(of: type) else { return nil }
        homeFile = homeFile ?? tree.location.file
        // The states the bindings leave out are as declared, as SwiftUI first shows them.
        let wasAsDeclared = statesAsDeclared
        statesAsDeclared = true
        layoutViewsLeft = Self.maximumLayoutViews
        (identities, scrollViews, rowValues) = ([], [], [:])
        defer { statesAsDeclared = wasAsDeclared }
        var scope = Scope(owner: type, isStatic: false)
        let nodes = layoutNodes(tree, in: &scope, font: ViewSizes.bodySize, depth: 0, rows: [])
        return nodes.count == 1 ? nodes[0] : .vStack(nodes)
    }

    /// How many views of the folder's own types are laid out inside one another, at most.
    static let layoutDepth = 12
    /// How many views one layout makes at most; past it, a view of the folder's own types is laid
    /// out as a shape that takes what it is offered.
    static let maximumLayoutViews = 4096

    /// The layout nodes `node` makes: none for an untaken branch, several for a `ForEach`, a
    /// branch or a `Group` (their views join the container around them, as SwiftUI's do).
    private func layoutNodes(_ node: ViewNode, in scope: inout Scope, font: Double, depth: Int, rows: [Int]) -> [LayoutNode] {
        layoutViewsLeft -= 1
        let font = fontSize(node.modifiers, in: &scope) ?? font
        var content: [LayoutNode]
        switch node.kind {
        case .branch:
            content = node.children.flatMap { layoutNodes($0, in: &scope, font: font, depth: depth, rows: rows) }
        case .conditional(let statement):
            content = taken(statement, of: node, in: &scope).flatMap { branch, bound in
                scope.frames.append(bound)
                defer { scope.frames.removeLast() }
                return layoutNodes(branch, in: &scope, font: font, depth: depth, rows: rows)
            }
        case .forEach(let call):
            let data = ForEachRows.of(call, count: { self.code.constantCount($0, owner: scope.owner ?? "") })
            if let data {
                content = data.values.enumerated().flatMap { index, value in
                    scope.frames.append([data.parameter: .integer(value)])
                    defer { scope.frames.removeLast() }
                    identify(.integer(value), node.children, rows: rows + [index])
                    return node.children.flatMap { layoutNodes($0, in: &scope, font: font, depth: depth, rows: rows + [index]) }
                }
            } else if let (written, parameter) = ForEachData.parts(of: call),
                      let value = try? evaluate(written, in: &scope, expecting: nil),
                      let data = ForEachData.rows(of: value, parameter: parameter) {
                // Data the code changes: a row per element, named by its identity.
                content = data.rows.flatMap { row in
                    scope.frames.append([data.parameter: row.value])
                    defer { scope.frames.removeLast() }
                    identify(row.value, node.children, rows: rows + [row.identity])
                    return node.children.flatMap { layoutNodes($0, in: &scope, font: font, depth: depth, rows: rows + [row.identity]) }
                }
            } else {
                // Data the film cannot count: one row stands for them.
                content = node.children.flatMap { layoutNodes($0, in: &scope, font: font, depth: depth, rows: rows) }
            }
        case .container(let name, let arguments):
            let children = node.children.flatMap { layoutNodes($0, in: &scope, font: font, depth: depth, rows: rows) }
            content = [container(name, arguments, children, in: &scope, id: ViewNode.id(of: node.location, rows: rows))]
        case .view(let root):
            content = [leaf(root, modifiers: node.modifiers, in: &scope, font: font, depth: depth)]
        }
        // Modifiers on a ForEach or a member's views apply to each of its views, which keep their
        // names; a view and a container are named by where they are written.
        let named: Bool = switch node.kind {
        case .view, .container: true
        case .forEach, .conditional, .branch: false
        }
        guard named || !node.modifiers.isEmpty else { return content }
        let id = named ? ViewNode.id(of: node.location, rows: rows) : nil
        if let id, !rows.isEmpty {
            rowValues[id] = scope.frames.reduce(into: [:]) { all, frame in all.merge(frame) { _, inner in inner } }
        }
        // `.id(x)`: the identity a `scrollTo(x)` finds the view by.
        if let id, let given = node.modifiers.last(where: { $0.name == "id" })?.arguments.first,
           let value = try? evaluate(given.value, in: &scope, expecting: nil) {
            identities.append((value, id))
        }
        return content.map { apply(node, to: $0, in: &scope, font: font, depth: depth, id: id) }
    }

    /// The branch a conditional takes under the bindings, with what its `if let` or `case let`
    /// binds; the first when its condition cannot be read (the film shows the code's first view).
    private func taken(_ statement: Statement, of node: ViewNode, in scope: inout Scope) -> [(ViewNode, [String: Value])] {
        let blocks = statement.branchBlocks
        // Held where the film's events need it (``EventBranches``).
        if let held = bindings.heldBranches[statement.location] {
            return held < node.children.count ? [(node.children[held], [:])] : []
        }
        let chosen: (Block, [String: Value])?
        do throws(EvaluationError) {
            switch statement.kind {
            case .ifStatement(let branch): chosen = try chooseBranch(branch, in: &scope).map { ($0.block, $0.bound) }
            case .switchStatement(let choice): chosen = try chooseCase(choice, in: &scope, at: statement.location)
            default: chosen = nil
            }
        } catch {
            return node.children.prefix(1).map { ($0, [:]) }
        }
        guard let (block, bound) = chosen, let index = blocks.firstIndex(of: block), index < node.children.count else { return [] }
        return [(node.children[index], bound)]
    }

    /// A stack, a `ZStack`, a scroll view or a view that only holds others (`Group`, a `Button`'s label).
    /// A `ForEach` row's element is its identity, which a `scrollTo` finds its first view by.
    private func identify(_ value: Value, _ views: [ViewNode], rows: [Int]) {
        guard let first = views.first(where: { if case .view = $0.kind { true } else if case .container = $0.kind { true } else { false } })
        else { return }
        identities.append((value, ViewNode.id(of: first.location, rows: rows)))
    }

    private func container(_ name: String, _ arguments: [Argument], _ children: [LayoutNode], in scope: inout Scope,
                           id: String) -> LayoutNode {
        let spacing = arguments.value(labelled: "spacing").flatMap { number($0, in: &scope) }
        let alignment = arguments.value(labelled: "alignment").flatMap(alignmentName)
        switch name {
        case "VStack", "LazyVStack":
            return .vStack(alignment: alignment.map(Self.horizontal) ?? .center, spacing: spacing, children)
        case "HStack", "LazyHStack":
            return .hStack(alignment: alignment.map(Self.vertical) ?? .center, spacing: spacing, children)
        case "ViewThatFits":
            // `ViewThatFits(in: .horizontal)` constrains that axis only; both otherwise (the default, `[.horizontal, .vertical]`).
            let written = arguments.first { $0.label == "in" }?.value.unparenthesized.kind
            let horizontal = written != .implicitMember("vertical")
            let vertical = written != .implicitMember("horizontal")
            return .viewThatFits(horizontal: horizontal, vertical: vertical, children)
        case _ where ViewSizes.scrolling.contains(name):
            // Offered the whole space; its content is laid out at its own length from the top
            // (from the leading edge across).
            let horizontal = arguments.first.map { $0.label == nil && $0.value.kind == .implicitMember("horizontal") } ?? false
            // Scrolled (``ScrollTarget``): the content starts that far before the scroll view's start.
            let stack: LayoutNode = horizontal ? .hStack(children) : .vStack(spacing: name == "ScrollView" ? nil : 0, children)
            scrollViews.append((id, horizontal))
            let by = scrollOffsets[id] ?? 0
            var content = stack.fixedSize(horizontal: horizontal, vertical: !horizontal).named(Self.scrollContentPrefix + id)
            if by != 0 { content = content.padding(LayoutEdgeInsets(top: horizontal ? 0 : -by, leading: horizontal ? -by : 0)) }
            // A scroll view takes the space it is offered, whatever its content's length: a flexible
            // frame bounded both ways adopts the proposal (``FlexibleFrame``).
            return content.frame(minWidth: 0, idealWidth: nil, maxWidth: .infinity, minHeight: 0, idealHeight: nil, maxHeight: .infinity,
                                 alignment: horizontal ? .topLeading : .top)
        default:
            // `ZStack`, `NavigationStack`, `Group`, a `Button`'s label: its views over one another.
            return .zStack(alignment: alignment.map(Self.alignment) ?? .center, children)
        }
    }

    /// A view written as one expression: a text, an image, a shape, a control, or one of the
    /// folder's own view types (laid out as its body).
    private func leaf(_ root: CodeExpression, modifiers: [ModifierCall], in scope: inout Scope, font: Double, depth: Int) -> LayoutNode {
        guard case .call(let callee, let arguments) = root.kind else {
            return .shape()  // `Color.blue`, `.red`
        }
        let name: String
        switch callee.kind {
        case .name(let n), .member(_, let n): name = n
        default: return .shape()
        }
        let resizable = modifiers.contains { $0.name == "resizable" }
        switch name {
        case "Spacer":
            return .spacer(minLength: arguments.value(labelled: "minLength").flatMap { number($0, in: &scope) })
        case "Text", "Button", "Link":
            return text(arguments.first?.value, in: &scope, font: font)
        case "Label":
            return .hStack(spacing: 6, [.fixed(width: font * 1.2, height: font * 1.2), text(arguments.first?.value, in: &scope, font: font)])
        case "Image" where resizable:
            return .shape()
        case "Image" where arguments.contains { $0.label == "systemName" }:
            return .fixed(width: font * 1.2, height: font * 1.2)
        case "Image":
            return .fixed(width: 100, height: 100)
        case "ProgressView" where arguments.contains { $0.label == "value" }:
            return .fixed(width: 0, height: 4).frame(maxWidth: .infinity)
        case "ProgressView":
            return .fixed(width: 20, height: 20)
        case "Divider":
            return .shape().frame(height: 1)
        default:
            if let height = ViewSizes.rowHeights[name] { return .fixed(width: 0, height: height).frame(maxWidth: .infinity) }
            if depth < Self.layoutDepth, layoutViewsLeft > 0, let tree = code.viewTree(of: name) {
                // One of the folder's views: its body, its own state at its declared values, its
                // inputs as the creator passes them (`RecipeCard(recipe: recipe)` in a row: that row's recipe).
                var passed: [String: Value] = [:]
                for argument in arguments {
                    guard let label = argument.label, code.storedProperty(label, owner: name) != nil,
                          let value = try? evaluate(argument.value, in: &scope, expecting: nil) else { continue }
                    passed[label] = value
                }
                var inner = Scope(owner: name, isStatic: false, locals: passed)
                let nodes = layoutNodes(tree, in: &inner, font: font, depth: depth + 1, rows: [])
                return nodes.count == 1 ? nodes[0] : .vStack(nodes)
            }
            return .shape()
        }
    }

    /// A text of the string `written` evaluates to (eight characters when it cannot be read).
    private func text(_ written: CodeExpression?, in scope: inout Scope, font: Double) -> LayoutNode {
        var string = "Lorem ip"
        if let written, case .string(let s)? = try? evaluate(written, in: &scope, expecting: .string) { string = s }
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map { ViewSizes.lineWidth(of: String($0), size: font) }.max() ?? 0
        let text = LayoutNode.text(width: widest, lineHeight: font * ViewSizes.lineHeight)
        return lines.count > 1 ? text.frame(height: Double(lines.count) * font * ViewSizes.lineHeight) : text
    }

    /// `node`'s modifiers applied to `content`, innermost first; the view's name goes on what is
    /// seen of it — everything up to the last modifier that is not only space around it (a
    /// trailing `.padding`, `.position`, `.offset` or `.layoutPriority`).
    private func apply(_ node: ViewNode, to content: LayoutNode, in scope: inout Scope, font: Double, depth: Int,
                       id: String?) -> LayoutNode {
        let spacing: Set<String> = ["padding", "position", "offset", "layoutPriority"]
        let seen = node.modifiers.lastIndex { !spacing.contains($0.name) && Self.placing.contains($0.name) }
        var current = seen == nil && id != nil ? content.named(id) : content
        for (index, call) in node.modifiers.enumerated() {
            current = place(call, held: node.modifierViews[index], on: current, in: &scope, font: font, depth: depth)
            if index == seen, id != nil { current = current.named(id) }
        }
        return current
    }

    /// The modifiers that change where views are or how big; the others only draw.
    static let placing: Set<String> = ["frame", "padding", "offset", "position", "fixedSize", "layoutPriority", "background", "overlay"]

    /// `content` with one modifier applied, when it places; as it is otherwise or when its values cannot be read.
    private func place(_ call: ModifierCall, held: ViewNode?, on content: LayoutNode, in scope: inout Scope, font: Double,
                       depth: Int) -> LayoutNode {
        let arguments = call.arguments
        func value(_ label: String) -> Double? { arguments.value(labelled: label).flatMap { number($0, in: &scope) } }
        let alignment = arguments.value(labelled: "alignment").flatMap(alignmentName).map(Self.alignment) ?? .center
        switch call.name {
        case "frame":
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            if arguments.contains(where: { flexible.contains($0.label ?? "") }) {
                return content.frame(minWidth: value("minWidth"), idealWidth: value("idealWidth"), maxWidth: value("maxWidth"),
                                     minHeight: value("minHeight"), idealHeight: value("idealHeight"), maxHeight: value("maxHeight"),
                                     alignment: alignment)
            }
            return content.frame(width: value("width"), height: value("height"), alignment: alignment)
        case "padding":
            return content.padding(padding(arguments, in: &scope))
        case "offset":
            if let first = arguments.first, first.label == nil,
               case .size(let w, let h)? = try? evaluate(first.value, in: &scope, expecting: .size) {
                return content.offset(x: w, y: h)
            }
            return content.offset(x: value("x") ?? 0, y: value("y") ?? 0)
        case "position":
            if let first = arguments.first, first.label == nil, case .call(_, let parts) = first.value.kind {
                let x = parts.value(labelled: "x").flatMap { number($0, in: &scope) } ?? 0
                let y = parts.value(labelled: "y").flatMap { number($0, in: &scope) } ?? 0
                return content.position(x: x, y: y)
            }
            return content.position(x: value("x") ?? 0, y: value("y") ?? 0)
        case "fixedSize":
            let horizontal = arguments.value(labelled: "horizontal").map { $0.kind != .boolean(false) } ?? true
            let vertical = arguments.value(labelled: "vertical").map { $0.kind != .boolean(false) } ?? true
            return content.fixedSize(horizontal: horizontal, vertical: vertical)
        case "layoutPriority":
            return arguments.first.flatMap { number($0.value, in: &scope) }.map { content.layoutPriority($0) } ?? content
        case "background", "overlay":
            guard let held else { return content }
            let nodes = layoutNodes(held, in: &scope, font: font, depth: depth, rows: [])
            guard !nodes.isEmpty else { return content }
            let layer = nodes.count == 1 ? nodes[0] : .zStack(nodes)
            return call.name == "background" ? content.background(layer, alignment: alignment) : content.overlay(layer, alignment: alignment)
        default:
            return content
        }
    }

    /// `.padding()`, `.padding(12)`, `.padding(.horizontal)`, `.padding([.top, .leading], 8)`,
    /// `.padding(EdgeInsets(top:leading:bottom:trailing:))`: SwiftUI's default is 16 points.
    private func padding(_ arguments: [Argument], in scope: inout Scope) -> LayoutEdgeInsets {
        guard let first = arguments.first else { return .systemDefault }
        if case .call(let callee, let parts) = first.value.kind, callee.kind == .name("EdgeInsets") {
            func part(_ label: String) -> Double { parts.value(labelled: label).flatMap { number($0, in: &scope) } ?? 0 }
            return LayoutEdgeInsets(top: part("top"), leading: part("leading"), bottom: part("bottom"), trailing: part("trailing"))
        }
        let edges = Self.edges(first.value)
        let lengthArgument = edges == nil ? first : arguments.dropFirst().first
        let length = lengthArgument.flatMap { number($0.value, in: &scope) } ?? 16
        guard let edges else { return LayoutEdgeInsets(all: length) }
        return LayoutEdgeInsets(top: edges.contains("top") ? length : 0, leading: edges.contains("leading") ? length : 0,
                                bottom: edges.contains("bottom") ? length : 0, trailing: edges.contains("trailing") ? length : 0)
    }

    /// The edges `.horizontal`, `[.top, .leading]` or `.all` name; nil when `expression` names none.
    private static func edges(_ expression: CodeExpression) -> Set<String>? {
        let names: [String]
        switch expression.unparenthesized.kind {
        case .implicitMember(let name): names = [name]
        case .array(let items): names = items.compactMap { if case .implicitMember(let n) = $0.kind { n } else { nil } }
        default: return nil
        }
        var edges = Set<String>()
        for name in names {
            switch name {
            case "horizontal": edges.formUnion(["leading", "trailing"])
            case "vertical": edges.formUnion(["top", "bottom"])
            case "all": edges.formUnion(["top", "leading", "bottom", "trailing"])
            case "top", "leading", "bottom", "trailing": edges.insert(name)
            default: return nil
            }
        }
        return edges
    }

    /// The text size a `.font` among `modifiers` of a view of `owner` gives, as layout reads it:
    /// what a film draws its texts in, so a text is drawn in the size it is laid out in.
    public func fontSize(of modifiers: [ModifierCall], owner: String) -> Double? {
        var scope = Scope(owner: owner, isStatic: false)
        return fontSize(modifiers, in: &scope)
    }

    /// The text size a `.font` among `modifiers` gives: `.system(size:)`, `.custom(_:size:)`, a
    /// text style (`.title`); nil when none does.
    private func fontSize(_ modifiers: [ModifierCall], in scope: inout Scope) -> Double? {
        for call in modifiers.reversed() where call.name == "font" {
            guard let written = call.argument(nil) else { continue }
            for type in ["system", "custom"] {
                if let size = Evaluation.argument("size", ofCallTo: type, in: written), let points = number(size, in: &scope) {
                    return points
                }
            }
            var current = written.unparenthesized
            while case .call(let callee, _) = current.kind, case .member(let base, _) = callee.kind { current = base }
            if case .implicitMember(let style) = current.kind, let size = ViewSizes.textStyles[style] { return size }
            if case .member(_, let style) = current.kind, let size = ViewSizes.textStyles[style] { return size }
        }
        return nil
    }

    /// A finite number `expression` evaluates to (`.infinity` is SwiftUI's "as much as offered"); nil otherwise.
    private func number(_ expression: CodeExpression, in scope: inout Scope) -> Double? {
        switch expression.unparenthesized.kind {
        case .implicitMember("infinity"), .member(_, "infinity"), .member(_, "greatestFiniteMagnitude"): return .infinity
        default: break
        }
        guard let value = try? evaluate(expression, in: &scope, expecting: .double), let x = value.number, !x.isNaN else { return nil }
        // `CGFloat.greatestFiniteMagnitude` says what `.infinity` says.
        return abs(x) >= Limits.maximumLayerPoints * 1e6 ? .infinity * (x < 0 ? -1 : 1) : x
    }

    private func alignmentName(_ expression: CodeExpression) -> String? {
        switch expression.unparenthesized.kind {
        case .implicitMember(let name), .member(_, let name): name
        default: nil
        }
    }

    private static func horizontal(_ name: String) -> LayoutAlignment.Horizontal {
        name == "leading" ? .leading : name == "trailing" ? .trailing : .center
    }

    private static func vertical(_ name: String) -> LayoutAlignment.Vertical {
        ["top", "firstTextBaseline"].contains(name) ? .top : ["bottom", "lastTextBaseline"].contains(name) ? .bottom : .center
    }

    private static func alignment(_ name: String) -> LayoutAlignment {
        switch name {
        case "topLeading": .topLeading
        case "top": .top
        case "topTrailing": .topTrailing
        case "leading": .leading
        case "trailing": .trailing
        case "bottomLeading": .bottomLeading
        case "bottom": .bottom
        case "bottomTrailing": .bottomTrailing
        default: .center
        }
    }
}
