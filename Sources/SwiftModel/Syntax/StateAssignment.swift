import Foundation

/// An assignment to a stored property, with what the code around it says about *when* it runs
/// relative to other assignments (the facts ``UpdateTiming`` reads) and *which animation* the
/// change it makes gets (the facts ``PageTransaction`` reads).
public struct StateAssignment: Sendable, Hashable {
    /// The code an assignment runs in.
    public enum Unit: Sendable, Hashable {
        /// The closure of `.onChange(of: observed)`, which SwiftUI runs after the render that saw
        /// the change.
        case onChange(observed: String)
        /// A function, a getter, or a closure that runs on its own (a button's action).
        case body(String)
        /// The closure of `.onAppear` or `.task`, which SwiftUI runs as the view appears: from the
        /// state's declared value, once (a later appearance of the same view is not filmed).
        case appearance(String)

        /// The modifiers whose closure is an ``appearance``.
        public static let appearanceModifiers: Set<String> = ["onAppear", "task"]
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
    /// What is stored (`index` in `selection = index`, `angle + 360` for `angle += 360`); nil for
    /// a compound operator MotionReel does not evaluate (`%=`, `&=`).
    public var value: CodeExpression?
    /// The type (or extension) whose member the assignment is written in.
    public var owner: String?
    /// The member (function, property) whose body holds it, closures included: what `in:` names.
    public var function: String
    /// The innermost `withAnimation` / `withTransaction` the assignment runs in, if any: the
    /// animation SwiftUI's transaction starts with for the change it makes.
    public var explicit: ExplicitAnimation?
    /// The parameters of the `.onChange(of:)` closure the assignment is in (`[oldValue, newValue]`,
    /// or `[newValue]` in the older one-argument form); empty elsewhere.
    public var closureParameters: [String]
    /// The waits between the start of its unit (the event: a button's action, `.onAppear`, a
    /// `.task`) and the assignment, in order: each `asyncAfter(deadline: .now() + T)`,
    /// `Task.sleep(…)` and one-shot `Timer` on the way. Empty when it runs as the event starts.
    public var delays: [EventDelay]
    /// The `if`s and `guard`s of its event on the way to it, as Swift runs them: an assignment in
    /// `if step < 2 { step += 1 } else { step = 0 }`'s `else` runs only when `step < 2` fails.
    public var path: [PathCondition] = []
    /// For a model's assignment read into the code of a view that calls the model's method
    /// through a property it holds (`feed.refresh()`): that type and property.
    public var caller: Caller?

    /// The view type and its property a model's method is called through (`FeedScreen`, `feed`).
    public struct Caller: Sendable, Hashable {
        public var type: String
        public var holder: String
    }

    public init(variable: String, location: CodeLocation, unit: Unit, unitID: Int, asyncGroup: Int?, order: Int,
                value: CodeExpression? = nil, owner: String? = nil, function: String = "", explicit: ExplicitAnimation? = nil,
                closureParameters: [String] = [], delays: [EventDelay] = []) {
        self.variable = variable
        self.location = location
        self.unit = unit
        self.unitID = unitID
        self.asyncGroup = asyncGroup
        self.order = order
        self.value = value
        self.owner = owner
        self.function = function
        self.explicit = explicit
        self.closureParameters = closureParameters
        self.delays = delays
    }
}

/// The animation a state change is made with, explicitly: SwiftUI's `withAnimation` and
/// `withTransaction`, which set the transaction every view the change touches starts from.
public struct ExplicitAnimation: Sendable, Hashable {
    public enum Form: Sendable, Hashable {
        /// `withAnimation(A) { … }`; `withAnimation { … }` without `A` is SwiftUI's `.default`.
        case withAnimation
        /// `withTransaction(Transaction(animation: A)) { … }`.
        case withTransaction
    }

    public var form: Form
    /// The `withAnimation` / `withTransaction` token, which is where its site is.
    public var location: CodeLocation
    /// The animation expression; nil for `withAnimation { … }` (SwiftUI's default animation), and
    /// for a `withTransaction` whose transaction is not written as `Transaction(animation:)`.
    public var animation: CodeExpression?

    public init(form: Form, location: CodeLocation, animation: CodeExpression?) {
        self.form = form
        self.location = location
        self.animation = animation
    }
}

/// One wait on the way from an event to an assignment, as the code writes it; ``seconds(in:)``
/// tells how long it is where the code can say.
public enum EventDelay: Sendable, Hashable {
    /// A `TimeInterval`: `asyncAfter(deadline: .now() + 0.5)`, `Timer.scheduledTimer(withTimeInterval: 0.5, …)`.
    case seconds(CodeExpression)
    /// `Task.sleep(nanoseconds: 500_000_000)`.
    case nanoseconds(CodeExpression)
    /// A `Duration` or `DispatchTimeInterval`: `.seconds(1)`, `.milliseconds(300)`, `Task.sleep(for: .seconds(0.5))`.
    case duration(CodeExpression)
    /// A wait the code does not say the length of in a form MotionReel reads (`Task.sleep(until:)`,
    /// a custom helper).
    case unknown(CodeLocation)

    /// Where the wait is written.
    public var location: CodeLocation {
        switch self {
        case .seconds(let written), .nanoseconds(let written), .duration(let written): written.location
        case .unknown(let location): location
        }
    }
}

/// One `if` or `guard` on the way to an assignment: the conditions of one of its clauses (all of
/// them must hold, as Swift's comma-separated conditions), and whether they held to reach it — the
/// clause taken — or failed, for a clause before an `else if` or `else` that was taken.
public struct PathCondition: Sendable, Hashable {
    public var clauses: [CodeExpression]
    public var holds: Bool

    /// The clauses of `conditions` when each is a Boolean expression; nil for an `if let` or a
    /// pattern, whose outcome the path does not record.
    static func clauses(_ conditions: [Condition]) -> [CodeExpression]? {
        var clauses: [CodeExpression] = []
        for condition in conditions {
            guard case .expression(let e) = condition else { return nil }
            clauses.append(e)
        }
        return clauses.isEmpty ? nil : clauses
    }
}
