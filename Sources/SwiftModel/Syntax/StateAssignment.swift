import Foundation

/// An assignment to a stored property, with what the code around it says about *when* it runs
/// relative to other assignments: the facts ``UpdateTiming`` reads.
public struct StateAssignment: Sendable, Hashable {
    /// The code an assignment runs in.
    public enum Unit: Sendable, Hashable {
        /// The closure of `.onChange(of: observed)`, which SwiftUI runs after the render that saw
        /// the change.
        case onChange(observed: String)
        /// A function, a getter, or a closure that runs on its own (a button's action).
        case body(String)
    }

    /// The property assigned (`previousTab` for `self.previousTab = …`).
    public var variable: String
    public var location: CodeLocation
    public var unit: Unit
    /// Identifies the unit, so assignments in the same one can be compared.
    public var unitID: Int
    /// Set when the assignment runs later than the code around it: inside a closure passed to
    /// `DispatchQueue.main.async`, `asyncAfter`, or a `Task`. Assignments in the same such
    /// closure share the number.
    public var asyncGroup: Int?
    /// Source order within the unit.
    public var order: Int

    public init(variable: String, location: CodeLocation, unit: Unit, unitID: Int, asyncGroup: Int?, order: Int) {
        self.variable = variable
        self.location = location
        self.unit = unit
        self.unitID = unitID
        self.asyncGroup = asyncGroup
        self.order = order
    }
}
