import Foundation
import Scene

/// How long an event's waits are (``EventDelay``), as the code writes them.
extension Evaluation {
    /// The waits' seconds, summed; nil when one of them is not one MotionReel reads, or when the
    /// sum is negative or past a film's length (``Limits/maximumSeconds``).
    public func seconds(of delays: [EventDelay], owner: String?) -> Double? {
        var total = 0.0
        for delay in delays {
            let seconds: Double?
            switch delay {
            case .seconds(let interval): seconds = number(interval, owner: owner)
            case .nanoseconds(let count): seconds = number(count, owner: owner).map { $0 / 1e9 }
            case .duration(let duration): seconds = self.duration(duration, owner: owner)
            case .unknown: seconds = nil
            }
            guard let seconds, seconds.isFinite, seconds >= 0 else { return nil }
            total += seconds
            guard total <= Limits.maximumSeconds else { return nil }
        }
        return total
    }

    /// A number, through the conversions the code wraps it in (`UInt64(0.5 * 1_000_000_000)`).
    private func number(_ expression: CodeExpression, owner: String?) -> Double? {
        if let value = try? evaluate(expression, owner: owner).number { return value }
        if case .call(let callee, let arguments) = expression.unparenthesized.kind, arguments.count == 1, arguments[0].label == nil,
           case .name(let type) = callee.unparenthesized.kind, ["UInt64", "Int", "Double", "TimeInterval", "UInt"].contains(type) {
            return number(arguments[0].value, owner: owner)
        }
        return nil
    }

    /// `.seconds(T)`, `.milliseconds(T)`, `.microseconds(T)`, `.nanoseconds(T)` — a `Duration` or a
    /// `DispatchTimeInterval` — in seconds.
    private func duration(_ expression: CodeExpression, owner: String?) -> Double? {
        guard case .call(let callee, let arguments) = expression.unparenthesized.kind, arguments.count == 1,
              arguments[0].label == nil else { return nil }
        let unit: String
        switch callee.unparenthesized.kind {
        case .implicitMember(let name): unit = name
        case .member(let base, let name) where ["Duration", "DispatchTimeInterval"].contains(Evaluation.namePath(base) ?? ""): unit = name
        default: return nil
        }
        let scale: Double
        switch unit {
        case "seconds": scale = 1
        case "milliseconds": scale = 1e-3
        case "microseconds": scale = 1e-6
        case "nanoseconds": scale = 1e-9
        default: return nil
        }
        return number(arguments[0].value, owner: owner).map { $0 * scale }
    }
}
