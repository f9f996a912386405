import Foundation
import Motion

/// Where `proxy.scrollTo(id, anchor:)` scrolls a scroll view: the identified view, and the point
/// of it and of the scroll view that are lined up.
///
/// The code's scroll position is a change like a state's: `withAnimation { proxy.scrollTo(8) }`
/// animates the content's offset in that transaction; a bare `proxy.scrollTo(8)` jumps. The
/// catalogue follows it as a state of its own, named ``state``, whose values are what the calls
/// give (``value(id:anchor:)``), and the layout puts the content where that value scrolls it.
///
/// SwiftUI's documentation of `ScrollViewProxy.scrollTo(_:anchor:)`
/// (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)):
/// "If `anchor` is `nil`, this method finds the container of the identified view, and scrolls the
/// minimum amount to make the identified view wholly visible. If `anchor` is non-`nil`, it defines
/// the points in the identified view and the scroll view to align" — `.top` lines up the view's top
/// with the scroll view's, `.bottom` the bottoms, `.center` the centres. A scroll view never rests
/// past its content's ends, so the offset is kept between 0 and the content's length less the
/// scroll view's.
public enum ScrollTarget {
    /// The name the scroll position is followed under, as a view's state is (`ChatView.scrollTo`).
    public static let state = "scrollTo"
    /// The type name of the value a `scrollTo` call evaluates to.
    static let typeName = "ScrollTarget"

    /// The value of `scrollTo(id, anchor: anchor)`.
    public static func value(id: Value, anchor: UnitPoint?) -> Value {
        .instance(type: typeName, properties: ["id": id, "anchor": anchor.map(Value.unitPoint) ?? .none])
    }

    /// The position at the end of the scroll view named `scrollView` in a layout: where a user's
    /// scroll through all of its content ends (a `.scrollTransition`'s film).
    public static func end(of scrollView: String) -> Value {
        .string("the end of " + scrollView)
    }

    /// The identity and anchor a scroll position's value holds; nil for any other value (the
    /// position before any `scrollTo`, `nil`).
    public static func parts(of value: Value) -> (id: Value, anchor: UnitPoint?)? {
        guard case .instance(typeName, let properties) = value, let id = properties["id"] else { return nil }
        if case .unitPoint(let anchor)? = properties["anchor"] { return (id, anchor) }
        return (id, nil)
    }

    /// The content offset, along the scroll axis, that scrolls to a view: `start` and `length`
    /// the view's place in the content (from the content's start), `viewport` the scroll view's
    /// length, `content` the content's, `current` the offset before, `anchor` the unit point's
    /// coordinate along the axis (nil: the least move that shows the whole view).
    public static func offset(start: Double, length: Double, viewport: Double, content: Double, current: Double,
                              anchor: Double?) -> Double {
        let wanted: Double
        if let anchor {
            wanted = start + anchor * length - anchor * viewport
        } else if start < current || length > viewport {
            wanted = start
        } else if start + length > current + viewport {
            wanted = start + length - viewport
        } else {
            wanted = current
        }
        return min(max(wanted, 0), max(content - viewport, 0))
    }
}
