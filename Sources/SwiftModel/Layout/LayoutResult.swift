import Foundation
import Scene

/// One laid-out node: where it is in canvas points, with x to the right and y down from the
/// canvas's top-left corner.
public struct LayoutFrame: Sendable, Hashable {
    /// The caller's name for the node (`LayoutNode.id`), if any.
    public let id: String?
    /// The node's element, as `LayoutNode.kind` names it.
    public let kind: String
    /// Child positions from the root ([] for the root; a modifier's child is 0, a background's
    /// or overlay's content 1), so a node without an id can be found too.
    public let path: [Int]
    /// Where layout put it: what its parent and siblings were arranged around.
    public let layout: Rect
    /// Where it is drawn: `layout` moved by its own `.offset` and every enclosing one.
    public let drawn: Rect
}

/// The frames of every node of a tree, in tree order (a node, then its children in order;
/// for a background or overlay, the modified view before the content), and by id.
///
/// Every number is finite, whatever the input. A subtree deeper than `LayoutTree.maxDepth`
/// is laid out as one empty node and its descendants are not listed.
public struct LayoutResult: Sendable, Hashable {
    /// The canvas the root was laid out in: the canvas given, with a NaN or negative side
    /// taken as 0 and an infinite side as the root's own (ideal) length.
    public let canvas: Size
    /// Every node's frame in tree order; the root's is first.
    public let frames: [LayoutFrame]
    /// What the names a view in a `ForEach`'s row reads are bound to there (its row's element,
    /// an `if let`'s value), by the view's layout name: what draws it as that row.
    public internal(set) var rowBindings: [String: [String: Value]] = [:]

    private let firstIndexByID: [String: Int]

    init(canvas: Size, frames: [LayoutFrame]) {
        self.canvas = canvas
        self.frames = frames
        var index: [String: Int] = [:]
        for (k, frame) in frames.enumerated() {
            if let id = frame.id, index[id] == nil { index[id] = k }
        }
        self.firstIndexByID = index
    }

    /// The root's frame.
    public var root: LayoutFrame? { frames.first }

    /// The frame of the first node, in tree order, named `id`.
    public subscript(id: String) -> LayoutFrame? {
        firstIndexByID[id].map { frames[$0] }
    }

    /// Every node named `id`, in tree order (a name used in a `ForEach`-like repetition).
    public func frames(named id: String) -> [LayoutFrame] {
        frames.filter { $0.id == id }
    }

    /// The frame of the node at `path` (child positions from the root).
    public func frame(at path: [Int]) -> LayoutFrame? {
        frames.first { $0.path == path }
    }
}
