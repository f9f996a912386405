import Foundation

/// One view as a `body` writes it: what it is, the modifiers on it in the order SwiftUI applies
/// them, and the views it holds — the app's view tree, read once per view type
/// (``CodeBase/viewTree(of:)``) so that the catalogue, its films and their links ask one tree
/// instead of walking the statements again.
///
/// A view builder's `if` and `switch` are nodes too (``Kind/conditional(_:)``), each branch a
/// ``Kind/branch`` node holding its views, so which views are shown is decided where the tree is
/// laid out under the state's values, as SwiftUI decides it when it evaluates the body.
public struct ViewNode: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        /// A view written as one expression — `Text("Hi")`, `Circle()`, `Color.blue`,
        /// `Image(systemName: "star")`, `Spacer()`, `ProfileCard(user: user)` — with no content
        /// closure of its own: the expression at the root of its modifier chain.
        case view(CodeExpression)
        /// A view that holds the views of its content closure (`VStack(spacing: 8) { … }`,
        /// `ZStack`, `Group`, `ScrollView`, a `Button`'s label): its type and its arguments.
        case container(String, [Argument])
        /// `ForEach(data) { item in … }`: its call; its children are one row's views.
        case forEach(CodeExpression)
        /// An `if` or `switch` of a view builder; its children are its branches, in order.
        case conditional(Statement)
        /// One branch of a conditional (an `if` without `else` has one), or a member that
        /// returns views (`var header: some View`), holding its views.
        case branch
    }

    public var kind: Kind
    /// The modifiers on it, innermost first — the order SwiftUI applies them:
    /// `Text("a").padding().background(.blue)` is `[padding, background]`.
    public var modifiers: [ModifierCall]
    /// The view each modifier takes, where one does (`.overlay { Badge() }`,
    /// `.background(Capsule().fill(.blue))`), by the modifier's index in ``modifiers``.
    public var modifierViews: [Int: ViewNode]
    public var children: [ViewNode]
    /// The whole expression, modifiers included (or the statement of a conditional).
    public var span: CodeSpan
    /// The expression at the root of the modifier chain (`Text("a")` of `Text("a").padding()`):
    /// what names the view — where a catalogue's stand-in is found.
    public var rootSpan: CodeSpan

    public init(kind: Kind, modifiers: [ModifierCall] = [], modifierViews: [Int: ViewNode] = [:], children: [ViewNode] = [],
                span: CodeSpan, rootSpan: CodeSpan? = nil) {
        self.kind = kind
        self.modifiers = modifiers
        self.modifierViews = modifierViews
        self.children = children
        self.span = span
        self.rootSpan = rootSpan ?? span
    }

    public var location: CodeLocation { rootSpan.start }

    /// The view's name in a layout (``Evaluation/layout(of:in:)``): where its root expression
    /// starts, `File.swift:12:9`; a row of a `ForEach` adds `#` and its index.
    public var id: String { Self.id(of: rootSpan.start) }

    /// The name of the view whose root expression starts at `location`; in a row of a `ForEach`
    /// (inside rows of others), `#` and each row's index, outermost first: `File.swift:12:9#2`.
    public static func id(of location: CodeLocation, rows: [Int] = []) -> String {
        "\(location.file):\(location.line):\(location.column)" + rowSuffix(rows)
    }

    /// What a view's name gains in the rows `rows` of `ForEach`es, outermost first.
    public static func rowSuffix(_ rows: [Int]) -> String { rows.map { "#\($0)" }.joined() }

    /// The name of the view a layout name `name` belongs to, without its rows: `File.swift:12:9#2`
    /// → `File.swift:12:9` (what ``id`` of its node is).
    public static func baseID(of name: String) -> String { String(name.prefix { $0 != "#" }) }

    /// Whether the layout name `name` is this view's, in any row.
    public func names(_ name: String) -> Bool { name == id || name.hasPrefix(id + "#") }

    /// This node and every node under it (children and modifiers' views), depth first.
    public var all: [ViewNode] {
        [self] + children.flatMap(\.all) + modifierViews.keys.sorted().flatMap { modifierViews[$0]!.all }
    }

    /// The node whose root expression is at `span`, in this subtree.
    public func node(rootedAt span: CodeSpan) -> ViewNode? {
        all.first { $0.rootSpan == span }
    }
}
