import Foundation

/// Delays an animation per element of a group: the first element starts at once, each next one
/// `delay` seconds later — by its index, its row or its column.
///
/// ```swift
/// let rows = Stagger(by: .row, delay: 0.05)
/// rows.delay(for: ElementPosition(index: 9, row: 1, column: 2))   // 0.05
/// ```
public struct Stagger: Sendable, Hashable {
    /// Which coordinate of an element counts.
    public enum Axis: String, Sendable, Hashable, CaseIterable {
        case index, row, column
    }

    public var axis: Axis
    /// Seconds between consecutive elements.
    public var delay: Double

    public init(by axis: Axis, delay: Double) {
        self.axis = axis
        self.delay = delay
    }

    /// The extra delay of the element at `position`.
    public func delay(for position: ElementPosition) -> Double {
        switch axis {
        case .index: delay * Double(position.index)
        case .row: delay * Double(position.row)
        case .column: delay * Double(position.column)
        }
    }
}

/// Where an element sits in its group: its index in reading order, and its row and column.
public struct ElementPosition: Sendable, Hashable {
    public var index: Int
    public var row: Int
    public var column: Int

    public init(index: Int, row: Int = 0, column: Int = 0) {
        self.index = index
        self.row = row
        self.column = column
    }

    /// The position of element `index` in a grid of `columns` columns, filled row by row.
    public init(index: Int, columns: Int) {
        self.init(index: index, row: index / max(columns, 1), column: index % max(columns, 1))
    }
}
