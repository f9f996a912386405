import Foundation

/// A stepped spring's states, kept as sparse checkpoints and recomputed from the nearest one.
///
/// Storing every 1/300 s step would make a run's memory grow with its duration and speed (a spring
/// at `speed: 1e8` once asked for 3 GB). Instead every ``interval``-th state is kept, and the state
/// after any step is found by stepping forward from the checkpoint before it with exactly the
/// operations, in exactly the order, that produced it the first time — so the values are
/// bit-identical to a stored trajectory.
struct SteppedTrajectory: Sendable {
    /// Steps between checkpoints: at most this many steps are rerun to answer a query.
    static let interval = 256

    private let spring: Spring
    private let fluid: FluidSpring
    /// For a blending spring: the response of the run it replaced.
    private let previousResponse: Double?
    private let blending: Bool
    /// `checkpoints[i]` is the state after `i × interval` steps.
    private var checkpoints: [FluidSpring.State]
    /// The latest state computed, after ``stepCount`` steps.
    private var current: FluidSpring.State
    /// How many steps have been run; queries beyond it get the state after it.
    private(set) var stepCount = 0

    init(_ spring: Spring, delta: Double, start: FluidSpring.State, previousResponse: Double?) {
        self.spring = spring
        fluid = FluidSpring(spring: spring, delta: delta)
        self.previousResponse = previousResponse
        blending = spring.blendDuration > 0 && previousResponse != nil
        checkpoints = [start]
        current = start
    }

    /// The state after the last step run.
    var last: FluidSpring.State { current }

    /// How many states are kept: one per ``interval`` steps, however long the run.
    var checkpointCount: Int { checkpoints.count }

    /// Whether SwiftUI's end test holds for `state`.
    func isSettled(_ state: FluidSpring.State) -> Bool { fluid.isSettled(state) }

    /// Runs steps until `count` have run, keeping a checkpoint every ``interval`` steps.
    mutating func advance(to count: Int) {
        while stepCount < count {
            current = step(current, index: stepCount)
            stepCount += 1
            if stepCount % Self.interval == 0 { checkpoints.append(current) }
        }
    }

    /// The state after `count` steps (at most ``stepCount``), stepped from the checkpoint before it.
    func state(afterSteps count: Int) -> FluidSpring.State {
        let n = min(max(count, 0), stepCount)
        if n == stepCount { return current }
        let first = n / Self.interval
        var state = checkpoints[first]
        for index in (first * Self.interval)..<n { state = step(state, index: index) }
        return state
    }

    /// Step number `index` (0-based) from `state`. A blending spring runs it with the response
    /// blended at the step's start, `index`/300 s in.
    private func step(_ state: FluidSpring.State, index: Int) -> FluidSpring.State {
        guard blending else { return fluid.step(state) }
        let r = FluidSpring.blendedResponse(spring, from: previousResponse,
                                            elapsed: Double(index) / FluidSpring.stepsPerSecond)
        let k = Spring(response: r, dampingFraction: spring.dampingFraction)
        return FluidSpring.step(state, stiffness: k.stiffness, damping: k.damping, delta: fluid.delta)
    }
}
