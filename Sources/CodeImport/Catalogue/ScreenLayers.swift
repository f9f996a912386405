import Foundation
import Scene
import SwiftModel

/// One view of the screen a film is drawn on, where SwiftUI lays it out at the film's first value:
/// what it draws (``Look``), its frame in its parent's points, and — for a stand-in whose view
/// holds others — the views inside it, which its group moves as SwiftUI's container moves them.
struct ScreenView: Sendable {
    enum Look: Sendable {
        /// A `Text` (or a button's title) in its size, weight and colour.
        case text(String, size: Double, bold: Bool, color: ColorValue)
        /// An SF Symbol, as its name (MotionReel does not draw Apple's symbols), small, centred
        /// where the symbol is.
        case symbol(String, size: Double, color: ColorValue)
        /// A shape or a colour, filled.
        case shape(StandInOutline.Shape, fill: ColorValue, cornerRadius: Double)
        /// A shape its code strokes (`.stroke(color, lineWidth:)`): its outline, clear inside.
        case outline(StandInOutline, cornerRadius: Double)
        /// A view MotionReel does not draw (an image from the app's assets, a control): a grey
        /// placeholder of its size.
        case placeholder
        /// The film's stand-in at this index of ``CatalogueFilm/standIns``.
        case standIn(Int)
        /// A view that draws only what it holds and cuts it to its frame, corners rounded so
        /// (``ContainerClip``): a masked or clipped stack.
        case clip(cornerRadius: Double)
    }

    var id: String
    var frame: Rect
    var look: Look
    /// Its name in the layout (``ViewNode/id``): where later values' layouts put it.
    var layoutID: String? = nil
    /// The views inside a stand-in's view, in its points, back to front.
    var children: [ScreenView] = []
}

/// The screen of a film: every view of the type's body laid out under the film's first state,
/// each drawn as its code says, back to front as SwiftUI draws them (a `.background` behind its
/// view, an `.overlay` in front, a stack's views in order). The views inside a stand-in's view
/// (a container, a view of the app's own type) are its group's children, so a container's offset,
/// scale, rotation, opacity and blur apply to what it holds.
enum ScreenLayers {
    /// A placeholder's grey: iOS's system grey 5.
    static let placeholderFill = ColorValue(red: 0xE5 / 255, green: 0xE5 / 255, blue: 0xEA / 255, opacity: 1)
    /// The most views one screen draws; past it the rest are left out (a film stays readable and cheap).
    static let maximumViews = 400

    /// How far each view of `screen` at the top level moves at each value after the first, by its
    /// layer id: where `layouts(k)` puts it less where `layouts(0)` does (a banner inserted above a
    /// card pushes the card down). A view not laid out at a value (a branch not taken) is left out.
    static func shifts(of screen: [ScreenView], values: Int, layouts: (Int) -> LayoutResult?) -> [[String: Point]] {
        guard let first = layouts(0) else { return [] }
        return (0..<values).map { k in
            guard k > 0, let layout = layouts(k) else { return [:] }
            var moved: [String: Point] = [:]
            for view in screen {
                guard let id = view.layoutID, let from = first[id]?.layout, let to = layout[id]?.layout, from.isFinite, to.isFinite
                else { continue }
                moved[view.id] = Point(x: to.minX - from.minX, y: to.minY - from.minY)
            }
            return moved
        }
    }

    /// The views of `type`'s body in `layout` (laid out under `bindings`), with `standIns` where
    /// their views are; nil when the screen's layout places none of the stand-ins at any value
    /// (the film is then its stand-ins alone).
    static func views(of type: String, layout: LayoutResult, standIns: [StandIn], nodes: [String: ViewNode], code: CodeBase,
                      bindings: Bindings) -> [ScreenView]? {
        guard standIns.contains(where: { $0.screenFrame != nil }) else { return nil }
        var byID: [String: Int] = [:]
        for (index, standIn) in standIns.enumerated() {
            guard let root = standIn.root, standIn.placed != nil || standIn.layoutValuesFrame != nil else { continue }
            byID[ViewNode.id(of: root, rows: standIn.row.map { [$0.index] } ?? [])] = index
        }
        var reader = Reader(layout: layout, nodes: nodes, standIns: byID, standInIDs: standIns.map(\.id), code: code,
                            evaluation: Evaluation(code: code, bindings: bindings), owner: type,
                            used: Set(standIns.flatMap { [$0.id, $0.id + "-shape", $0.id + "-label"] + $0.swapIDs }))
        let tree = namedTree(layout)
        let views = tree.flatMap { reader.views($0, origin: Point(x: 0, y: 0)) }
        return views
    }

    /// What the view named `id` in `layout` holds, drawn in its points, when it is a container or a
    /// view of the app's own type: the body of a stand-in inserted after the film's first value,
    /// where the screen has it when it is first shown. Each layer's id starts with `prefix`; nil
    /// when the view holds nothing drawn.
    static func body(of id: String, prefix: String, type: String, layout: LayoutResult, nodes: [String: ViewNode],
                     code: CodeBase, bindings: Bindings) -> [ScreenView]? {
        func find(_ nodes: [Named]) -> Named? {
            for node in nodes {
                if node.frame.id == id { return node }
                if let found = find(node.children) { return found }
            }
            return nil
        }
        guard let named = find(namedTree(layout)), let node = nodes[ViewNode.baseID(of: id)] else { return nil }
        switch node.kind {
        case .container: break
        case .view(let root):
            guard let name = StandInReading.typeName(of: root), code.viewTree(of: name) != nil else { return nil }
        default: return nil
        }
        var reader = Reader(layout: layout, nodes: nodes, standIns: [:], standInIDs: [], code: code,
                            evaluation: Evaluation(code: code, bindings: bindings), owner: type, used: [])
        // The stand-in's own group cuts its body already, corners and all.
        reader.unclipped = id
        func renamed(_ view: ScreenView) -> ScreenView {
            var view = view
            view.id = prefix + "-" + view.id
            view.children = view.children.map(renamed)
            return view
        }
        let views = reader.views(named, origin: named.frame.layout.origin).map(renamed)
        return views.isEmpty ? nil : views
    }

    /// Every node of `type`'s tree and of the trees of the app's views it holds, by ``ViewNode/id``:
    /// read once per film, for its screen and the bodies of the views it inserts.
    static func nodes(of type: String, code: CodeBase) -> [String: ViewNode] {
        var nodes: [String: ViewNode] = [:]
        var pending = [type], seen = Set<String>()
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, seen.count <= 64, let tree = code.viewTree(of: next) else { continue }
            for node in tree.all {
                nodes[node.id] = node
                if case .view(let root) = node.kind, let name = StandInReading.typeName(of: root), code.viewTree(of: name) != nil {
                    pending.append(name)
                }
            }
        }
        return nodes
    }

    /// A named frame of the layout and the named frames inside it.
    struct Named {
        var frame: LayoutFrame
        var children: [Named] = []
    }

    /// The layout's named frames as a tree: each under the nearest named frame whose path holds its path.
    private static func namedTree(_ layout: LayoutResult) -> [Named] {
        var roots: [Named] = []
        // The open frames from the outermost, each with the path it holds.
        var stack: [Named] = []
        func close(_ named: Named) {
            if stack.isEmpty { roots.append(named) } else { stack[stack.count - 1].children.append(named) }
        }
        for frame in layout.frames where frame.id != nil {
            while let last = stack.last, !frame.path.starts(with: last.frame.path) { close(stack.removeLast()) }
            stack.append(Named(frame: frame))
        }
        while let last = stack.popLast() { close(last) }
        return roots
    }

    private struct Reader {
        let layout: LayoutResult
        let nodes: [String: ViewNode]
        let standIns: [String: Int]
        /// Each stand-in's layer id, by its index.
        let standInIDs: [String]
        let code: CodeBase
        /// What the view being read is evaluated with: the film's bindings, and a row's own in a `ForEach`'s row.
        var evaluation: Evaluation
        let owner: String
        var used: Set<String>
        var placedStandIns = Set<Int>()
        var count = 0
        /// The view whose clip its stand-in's group draws (a container inserted later), not cut again.
        var unclipped: String?

        init(layout: LayoutResult, nodes: [String: ViewNode], standIns: [String: Int], standInIDs: [String], code: CodeBase,
             evaluation: Evaluation,
             owner: String, used: Set<String>) {
            self.layout = layout
            self.nodes = nodes
            self.standIns = standIns
            self.standInIDs = standInIDs
            self.code = code
            self.evaluation = evaluation
            self.owner = owner
            self.used = used
        }

        /// The views `named` draws, in points from `origin`: its own (or its stand-in), with what it
        /// holds behind or in front of it.
        /// `inherited` is the foreground style the containers around it set (`.foregroundStyle(.white)`
        /// on a stack colours its texts and symbols), as SwiftUI's environment passes it down.
        mutating func views(_ named: Named, origin: Point, inherited: ColorValue? = nil,
                            font inheritedFont: Double = ViewSizes.bodySize) -> [ScreenView] {
            guard count < ScreenLayers.maximumViews, let id = named.frame.id, named.frame.layout.isFinite else { return [] }
            let frame = named.frame.layout
            let node = nodes[ViewNode.baseID(of: id)]
            let outer = evaluation
            defer { evaluation = outer }
            if let row = layout.rowBindings[id] { evaluation = Evaluation(code: code, bindings: outer.bindings.adding(row)) }
            let foreground = node.flatMap { modifierColors($0).foreground } ?? inherited
            let font = node.map { fontSize($0, inherited: inheritedFont) } ?? inheritedFont
            if let index = standIns[id], !placedStandIns.contains(index) {
                placedStandIns.insert(index)
                count += 1
                // A view that holds others is drawn as them, inside its group; any other as its stand-in's look.
                let holds = node.map(holdsViews) ?? false
                var children: [ScreenView] = []
                for child in holds ? named.children : [] {
                    var drawn = views(child, origin: frame.origin, inherited: foreground, font: font)
                    // What its `.background` draws is its shape: a change of its fill is that layer's.
                    if let node, let childID = child.frame.id, backgrounds(of: node).contains(ViewNode.baseID(of: childID)),
                       !children.contains(where: { $0.id.hasSuffix("-shape") }),
                       let shape = drawn.firstIndex(where: { if case .shape = $0.look { true } else { false } }) {
                        drawn[shape].id = standInIDs[index] + "-shape"
                    }
                    children += drawn
                }
                return [ScreenView(id: standInIDs[index], frame: relative(frame, to: origin), look: .standIn(index), layoutID: id,
                                   children: children)]
            }
            // A stack that cuts what it holds is a group at the part it keeps, its views in its points.
            let clip = node.flatMap { node in
                holdsViews(node) && id != unclipped ? ContainerClip.of(node, frame: frame, evaluation: evaluation, owner: owner) : nil
            }
            let inner = clip.map { Point(x: $0.rect.minX, y: $0.rect.minY) } ?? origin
            var behind: [ScreenView] = [], front: [ScreenView] = []
            let backgrounds = node.map(backgrounds(of:)) ?? []
            for child in named.children {
                let drawn = views(child, origin: inner, inherited: foreground, font: font)
                if let childID = child.frame.id, backgrounds.contains(ViewNode.baseID(of: childID)) {
                    behind += drawn
                } else {
                    front += drawn
                }
            }
            if let clip, let node, !(behind + front).isEmpty {
                count += 1
                let slug = StandInReading.uniqueID(label(of: node), used: &used)
                return [ScreenView(id: slug, frame: relative(clip.rect, to: origin), look: .clip(cornerRadius: clip.cornerRadius),
                                   layoutID: id, children: behind + front)]
            }
            guard let node, let look = look(of: node, inherited: inherited, font: font) else { return behind + front }
            count += 1
            let content = contentFrame(of: named.frame)
            let slug = StandInReading.uniqueID(label(of: node), used: &used)
            return behind + [ScreenView(id: slug, frame: relative(content, to: origin), look: look, layoutID: id)] + front
        }

        /// The names of the views `node`'s `.background`s draw (a view of the app's own type is named
        /// by its body's outermost view, whose backgrounds are its own).
        private func backgrounds(of node: ViewNode) -> Set<String> {
            let node = outermost(node)
            return Set(node.modifiers.indices.filter { node.modifiers[$0].name == "background" }.compactMap { node.modifierViews[$0]?.id })
        }

        /// The view a layout names by `node`'s name: the outermost view of the body of a view of the
        /// app's own type (`RecipeCard(recipe:)` is its body's `VStack`), else `node`.
        private func outermost(_ node: ViewNode) -> ViewNode {
            var current = node
            for _ in 0..<8 {
                guard case .view(let root) = current.kind, let name = StandInReading.typeName(of: root),
                      let tree = code.viewTree(of: name), current.modifiers.isEmpty else { break }
                // The body is a branch of its views: one view is the one the layout names.
                guard tree.children.count == 1, tree.modifiers.isEmpty else { break }
                current = tree.children[0]
            }
            return current
        }

        /// Whether a view is drawn as the views it holds: a container, or a view of the app's own type.
        private func holdsViews(_ node: ViewNode) -> Bool {
            switch node.kind {
            case .container: return true
            case .view(let root): return StandInReading.typeName(of: root).map { code.viewTree(of: $0) != nil } ?? false
            default: return false
            }
        }

        /// The frame of the view itself inside its named frame (a padded, framed text's glyphs):
        /// the first text, shape or fixed-size element down its chain of modifiers.
        private func contentFrame(of frame: LayoutFrame) -> Rect {
            let leaves: Set<String> = ["text", "shape", "fixed"]
            if leaves.contains(frame.kind) { return frame.layout }
            guard let start = layout.frames.firstIndex(where: { $0.path == frame.path }) else { return frame.layout }
            for inner in layout.frames[(start + 1)...] {
                guard inner.path.starts(with: frame.path) else { break }
                // Only the modified view's chain (child 0 at each step), not a background's content.
                guard inner.path.dropFirst(frame.path.count).allSatisfy({ $0 == 0 }) else { continue }
                if leaves.contains(inner.kind) { return inner.layout.isFinite ? inner.layout : frame.layout }
            }
            return frame.layout
        }

        /// What a view draws by itself; nil for one that draws only what it holds (a stack, a
        /// spacer, a view of the app's own type).
        private func look(of node: ViewNode, inherited: ColorValue?, font: Double) -> ScreenView.Look? {
            guard case .view(let written) = node.kind else { return nil }
            let root = written.unparenthesized
            let colors = modifierColors(node)
            let kind = StandInReading.kind(of: root, code: code) { written in
                guard case .color(let c)? = try? evaluation.evaluate(written, owner: owner, expecting: .color) else { return nil }
                return c
            }
            switch kind {
            case .spacer, .ownType: return nil
            case .text(let control):
                guard let text = text(of: root) else { return .placeholder }
                let fallback = control && StandInReading.typeName(of: root) != "Label" ? ScreenLayers.accent : StandInReading.primary
                return .text(text, size: font, bold: bold(node), color: colors.foreground ?? inherited ?? fallback)
            case .symbol(var symbol):
                // The symbol the first state shows (`isLiked ? "heart.fill" : "heart"` → `heart`).
                if let written = StandInReading.content(of: root),
                   case .string(let name)? = try? evaluation.evaluate(written, owner: owner, expecting: .string) { symbol = name }
                return .symbol(symbol, size: max(8, font / 2), color: colors.foreground ?? inherited ?? StandInReading.primary)
            case .divider:
                return .shape(.rectangle, fill: ColorValue(red: 0xC6 / 255, green: 0xC6 / 255, blue: 0xC8 / 255, opacity: 1), cornerRadius: 0)
            case .shape(let shape):
                let name = StandInReading.typeName(of: root)
                let radius = StandInReading.cornerRadius(of: root) ?? (name == "Capsule" || name == "Ellipse" ? .infinity : 0)
                // A style the code writes that the film cannot read (an asset's colour) is a grey, not
                // SwiftUI's black for a shape with no style.
                let styled = node.modifiers.contains { ["fill", "foregroundStyle", "foregroundColor"].contains($0.name) }
                let unread = styled ? ScreenLayers.placeholderFill : StandInReading.primary
                if let stroke = node.modifiers.first(where: { ["stroke", "strokeBorder"].contains($0.name) }) {
                    let width = stroke.argument("lineWidth").flatMap { (try? evaluation.evaluate($0, owner: owner))?.number } ?? 1
                    let written = stroke.argument(nil)
                    let color = written.flatMap(color) ?? colors.foreground ?? (written == nil ? unread : ScreenLayers.placeholderFill)
                    return .outline(StandInOutline(shape: shape, color: color, width: min(max(width, 0.5), 100)), cornerRadius: radius)
                }
                return .shape(shape, fill: colors.fill ?? colors.foreground ?? unread, cornerRadius: radius)
            case .color(var c):
                c.opacity *= StandInReading.colorOpacity(Array(node.modifiers.reversed())) ?? 1
                return .shape(.rectangle, fill: c, cornerRadius: 0)
            case .other:
                // A gradient drawn as a view is its first colour, as a gradient style is.
                if let fill = color(root) { return .shape(.rectangle, fill: fill, cornerRadius: 0) }
                // A colour the film cannot read draws nothing; any other view is a placeholder.
                let name = StandInReading.typeName(of: root)
                return name == nil || name == "Color" ? nil : .placeholder
            }
        }

        /// The colours a view's own modifiers give: its `.fill` and its foreground.
        private func modifierColors(_ node: ViewNode) -> (fill: ColorValue?, foreground: ColorValue?) {
            var fill: ColorValue?, foreground: ColorValue?
            for call in node.modifiers {
                guard ["fill", "foregroundStyle", "foregroundColor"].contains(call.name), let written = call.argument(nil),
                      let c = color(written) else { continue }
                if call.name == "fill" { fill = fill ?? c } else { foreground = foreground ?? c }
            }
            return (fill, foreground)
        }

        /// The colour `written` draws with: a colour, or a gradient's first (`LinearGradient(colors:
        /// [.pink, .orange], …)` is drawn pink: the film fills with one colour).
        private func color(_ written: CodeExpression) -> ColorValue? {
            if case .color(let c)? = try? evaluation.evaluate(written, owner: owner, expecting: .color) { return c }
            guard case .call(let callee, let arguments) = written.unparenthesized.kind,
                  ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"].contains(StandInReading.typeName(of: written) ?? ""),
                  case .array(let colors)? = arguments.value(labelled: "colors")?.unparenthesized.kind, let first = colors.first,
                  case .color(let c)? = try? evaluation.evaluate(first, owner: owner, expecting: .color) else { return nil }
            _ = callee
            return c
        }

        /// The string of a `Text` (a button's or label's title): evaluated, else as written.
        private func text(of root: CodeExpression) -> String? {
            guard case .call(_, let arguments) = root.kind, let first = arguments.first, first.label == nil else { return nil }
            if let value = try? evaluation.evaluate(first.value, owner: owner, expecting: .string), case .string(let s) = value { return s }
            // What it reads, as the code writes it (`recipe.title`, `"\\(count) min"` without its quotes).
            var written = code.text(of: first.value.span)
            if written.count >= 2, written.hasPrefix("\""), written.hasSuffix("\"") { written = String(written.dropFirst().dropLast()) }
            return written.isEmpty ? nil : String(written.prefix(80))
        }

        /// The text size its `.font` gives, else the one the containers around it give (SwiftUI's
        /// environment; its body size where none does), as layout sizes it.
        private func fontSize(_ node: ViewNode, inherited: Double) -> Double {
            let size = evaluation.fontSize(of: node.modifiers, owner: owner) ?? inherited
            return size.isFinite && size > 0 ? min(size, 200) : inherited
        }

        /// Whether its modifiers make it bold: `.bold()`, `.fontWeight(.semibold)` or heavier, `.headline`.
        private func bold(_ node: ViewNode) -> Bool {
            node.modifiers.contains { call in
                switch call.name {
                case "bold": return true
                case "fontWeight": return ["semibold", "bold", "heavy", "black"].contains(call.argument(nil).flatMap(implicitName) ?? "")
                case "font": return code.text(of: call.span).contains("bold") || call.argument(nil).flatMap(implicitName) == "headline"
                default: return false
                }
            }
        }

        private func implicitName(_ expression: CodeExpression) -> String? {
            if case .implicitMember(let name) = expression.unparenthesized.kind { return name }
            return nil
        }

        /// A name for a view's layer: its text, its symbol, its shape or its type.
        private func label(of node: ViewNode) -> String {
            guard case .view(let root) = node.kind else {
                if case .container(let name, _) = node.kind { return name.lowercased() }
                return "view"
            }
            return StandInReading.label(of: root) ?? StandInReading.typeName(of: root)?.lowercased() ?? "color"
        }

        private func relative(_ rect: Rect, to origin: Point) -> Rect {
            Rect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
        }
    }

    /// iOS's accent blue: a button's title where no tint is given.
    static let accent = ColorValue(red: 0, green: 0x7A / 255, blue: 1, opacity: 1)
}
