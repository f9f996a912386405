import SwiftUI

enum StepDirection {
    case forward, backward, none
}

/// Transitions that depend on state: ternaries, if and guard, a switch over a direction enum,
/// and Reduce Motion from the environment.
struct Wizard: View {
    @State private var step = 0
    @State private var goingForward = true
    @State private var direction: StepDirection = .forward
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        ZStack {
            // A ternary around two whole transitions.
            // reads: goingForward
            // expect [goingForward: true]: { insertion: [ { move: trailing } ], removal: [ { move: trailing } ] }
            StepView(step: step)
                .transition(goingForward ? .move(edge: .trailing) : .move(edge: .leading))
            // A ternary on the edge only.
            // reads: goingForward
            // expect [goingForward: false]: { insertion: [ { push: leading } ], removal: [ { push: leading } ] }
            StepView(step: step).transition(.push(from: goingForward ? .trailing : .leading))
            // A ternary inside the insertion only.
            // expect [goingForward: false]: { insertion: [ { move: top } ], removal: [ { move: trailing } ] }
            StepView(step: step).transition(.asymmetric(insertion: goingForward ? .opacity : .move(edge: .top),
                                                        removal: .move(edge: .trailing)))
        }
    }

    // Reduce Motion read from the environment: MotionReel binds it to the render's --reduce-motion.
    // reads: goingForward
    // expect [goingForward: true]: { insertion: [ { move: trailing }, opacity ], removal: [ { move: leading }, opacity ] }
    var stepTransition: AnyTransition {
        guard !reduceMotion else { return .opacity }
        if goingForward {
            return .asymmetric(insertion: .move(edge: .trailing).combined(with: .opacity),
                               removal: .move(edge: .leading).combined(with: .opacity))
        } else {
            return .asymmetric(insertion: .move(edge: .leading).combined(with: .opacity),
                               removal: .move(edge: .trailing).combined(with: .opacity))
        }
    }

    // A switch over an enum the files declare.
    // reads: direction
    // expect [direction: .backward]: { insertion: [ { move: leading } ], removal: [ { move: trailing } ] }
    var directedTransition: AnyTransition {
        switch direction {
        case .forward: .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))
        case .backward: .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
        case .none: .identity
        }
    }

    // A page number compared with the step, and arithmetic on it.
    // reads: step, page
    // expect [step: 2, page: 3]: { insertion: [ { offset: [0, 24] }, opacity ], removal: [ { offset: [0, 24] }, opacity ] }
    func rowTransition(page: Int) -> AnyTransition {
        let distance = CGFloat(page - step) * 24
        return page > step ? .offset(x: 0, y: distance).combined(with: .opacity) : .opacity
    }

    // The device's width: bound by the preset, as a path.
    // reads: UIScreen.main.bounds.width
    // expect [UIScreen.main.bounds.width: 390]: { insertion: [ { offset: [390, 0] } ], removal: [ { offset: [390, 0] } ] }
    var offscreen: AnyTransition {
        .offset(x: UIScreen.main.bounds.width, y: 0)
    }
}

/// A tab whose selection is an enum with Int raw values, compared through them.
enum Tab: Int, CaseIterable {
    case home, search, profile = 5
}

struct TabScreen: View {
    @State private var selection: Tab = .home
    @State private var previous: Tab = .home

    // reads: selection, previous
    // expect [selection: .profile, previous: .search]: { insertion: [ { move: trailing } ], removal: [ { move: leading } ] }
    var tabTransition: AnyTransition {
        let forward = selection.rawValue > previous.rawValue
        return .asymmetric(insertion: .move(edge: forward ? .trailing : .leading),
                           removal: .move(edge: forward ? .leading : .trailing))
    }

    // if-expressions as the value of a getter (Swift 5.9).
    // reads: selection
    // expect [selection: .home]: { insertion: [ opacity ], removal: [ opacity ] }
    var homeFade: AnyTransition {
        if selection == .home { .opacity } else { .slide }
    }

    var body: some View {
        Text("\(selection.rawValue)")
    }
}
