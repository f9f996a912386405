import SwiftUI

/// Custom transitions, written as apps write them: a ViewModifier between an active and an
/// identity value, an iOS 17 Transition that reads its phase, and named transitions and animations
/// that extensions write without their type's name.

/// The classic pair: blurred (and faded) when active, sharp at identity.
struct BlurModifier: ViewModifier {
    var radius: CGFloat
    var opacity: Double = 1

    func body(content: Content) -> some View {
        content
            .blur(radius: radius)
            .opacity(opacity)
    }
}

/// A zoom that only half fades; the anchor is a constant, not a parameter.
struct Zoom: ViewModifier {
    var scale: CGFloat
    var faded: Bool
    let anchor = UnitPoint.bottom

    func body(content: Content) -> some View {
        content
            .scaleEffect(scale, anchor: anchor)
            .opacity(faded ? 0.3 : 1)
    }
}

/// Scale, fade and a turn, all about the bottom edge.
struct SpinIn: ViewModifier {
    var scale: CGFloat
    var opacity: Double
    var angle: Angle

    func body(content: Content) -> some View {
        content
            .scaleEffect(scale, anchor: .bottom)
            .opacity(opacity)
            .rotationEffect(angle, anchor: .bottom)
    }
}

/// A scale about the centre and a turn about a corner: a film has one anchor for both.
struct Tumble: ViewModifier {
    var turned: Bool

    func body(content: Content) -> some View {
        content
            .scaleEffect(turned ? 0.5 : 1)
            .rotationEffect(.radians(turned ? .pi / 4 : 0), anchor: .topLeading)
    }
}

/// A drop from above: the offset as a CGSize, the scale as equal x and y.
struct Drop: ViewModifier {
    var height: CGFloat

    func body(content: Content) -> some View {
        content
            .offset(CGSize(width: 0, height: -height))
            .scaleEffect(x: height == 0 ? 1 : 0.9, y: height == 0 ? 1 : 0.9, anchor: .top)
    }
}

/// Squashed on one axis only: a preset's scale has one factor.
struct Squash: ViewModifier {
    var amount: CGFloat

    func body(content: Content) -> some View {
        content.scaleEffect(x: 1, y: amount)
    }
}

/// A card that opens through a rounded window, as a preset's mask does.
struct Window: ViewModifier {
    var inset: CGFloat
    var radius: CGFloat

    func body(content: Content) -> some View {
        content.clipShape(RoundedRectangle(cornerRadius: radius).inset(by: inset))
    }
}

/// A circle is no rounded rectangle: a preset's mask cannot be one.
struct Porthole: ViewModifier {
    var open: Bool

    func body(content: Content) -> some View {
        content.clipShape(Circle())
    }
}

/// Its own init replaces the memberwise one, whose arguments MotionReel knows how to match.
struct Faint: ViewModifier {
    var amount: Double

    init(_ amount: Double) { self.amount = amount }

    func body(content: Content) -> some View { content.opacity(amount) }
}

/// A tint is a style, not motion: the film cannot show it.
struct Tinted: ViewModifier {
    var amount: Double

    func body(content: Content) -> some View {
        content
            .opacity(amount)
            .foregroundStyle(.red)
    }
}

/// iOS 17: one type, a different end on each side — up on the way in, down on the way out.
struct Twirl: Transition {
    var distance: CGFloat = 40

    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .offset(y: phase.value * distance)
            .opacity(phase == .identity ? 1 : 0)
    }
}

extension Transition where Self == Twirl {
    // reads: -
    // expect: { insertion: [ { scale: 0.5 }, { offset: [0, -40] }, opacity ], removal: [ { scale: 0.5 }, { offset: [0, 40] }, opacity ] }
    static var twirl: Twirl { Twirl() }
}

/// A tilt one way in and the other way out, from a property on the phase itself.
struct TiltFade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .rotationEffect(phase.tilt)
    }
}

extension TransitionPhase {
    var tilt: Angle {
        switch self {
        case .willAppear: .degrees(20)
        case .identity: .zero
        case .didDisappear: .degrees(-20)
        }
    }
}

/// Still blurred when it should rest.
struct Smear: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        switch phase {
        case .willAppear, .didDisappear: content.blur(radius: 10)
        case .identity: content.blur(radius: 2)
        }
    }
}

/// Named transitions that reach AnyTransition's own members without writing its name.
extension AnyTransition {
    // reads: -
    // expect: { insertion: [ { move: bottom } ], removal: [ { move: bottom } ] }
    static let game = move(edge: .bottom)

    // reads: -
    // expect: { insertion: [ { scale: 0 }, opacity ], removal: [ { scale: 0 }, opacity ] }
    static var pop: AnyTransition { scale.combined(with: opacity) }

    // reads: -
    // expect: { insertion: [ { move: bottom }, opacity ], removal: [ { move: bottom }, opacity ] }
    static var rise: AnyTransition { Self.move(edge: .bottom).combined(with: Self.opacity) }

    // reads: -
    // expect: { insertion: [ { scale: 0.5 }, { offset: [0, -80] }, opacity ], removal: [ { scale: 0.5 }, { offset: [0, 80] }, opacity ] }
    static var farTwirl: AnyTransition { AnyTransition(Twirl(distance: 80)) }

    // reads: -
    // expect: { insertion: [ { blur: 12 }, opacity ], removal: [ { blur: 12 }, opacity ] }
    static var softBlur: AnyTransition {
        .modifier(active: BlurModifier(radius: 12, opacity: 0), identity: BlurModifier(radius: 0))
    }
}

/// Named animations that reach Animation's own members the same way.
extension Animation {
    // reads: -
    // expect: { spring: { response: 0.3, dampingFraction: 0.825 } }
    static let quick = spring(response: 0.3)

    // reads: -
    // expect: { easeOut: 0.4 }
    static var gentle: Animation { Self.easeOut(duration: 0.4) }
}

struct CustomTransitionsView: View {
    @State private var shown = false

    var body: some View {
        VStack {
            if shown {
                // reads: -
                // expect: { insertion: [ { blur: 12 } ], removal: [ { blur: 12 } ] }
                Card().transition(.modifier(active: BlurModifier(radius: 12), identity: BlurModifier(radius: 0)))
                // reads: -
                // expect: { insertion: [ { scale: { value: 0.8, anchor: bottom } }, { opacity: 0.3 } ], removal: [ { scale: { value: 0.8, anchor: bottom } }, { opacity: 0.3 } ] }
                Card().transition(.modifier(active: Zoom(scale: 0.8, faded: true), identity: Zoom(scale: 1, faded: false)))
                // reads: -
                // expect: { insertion: [ { scale: { value: 0.5, anchor: bottom } }, opacity, { rotation: { degrees: -90, anchor: bottom } } ], removal: [ { scale: { value: 0.5, anchor: bottom } }, opacity, { rotation: { degrees: -90, anchor: bottom } } ] }
                Card().transition(AnyTransition.modifier(active: SpinIn(scale: 0.5, opacity: 0, angle: .degrees(-90)),
                                                         identity: SpinIn(scale: 1, opacity: 1, angle: Angle(degrees: 0))))
                // refuse: MotionReel scales and turns a view about one anchor
                Card().transition(.modifier(active: Tumble(turned: true), identity: Tumble(turned: false)))
                // reads: -
                // expect: { insertion: [ { offset: [0, -30] }, { scale: { value: 0.9, anchor: top } } ], removal: [ { offset: [0, -30] }, { scale: { value: 0.9, anchor: top } } ] }
                Card().transition(.modifier(active: Drop(height: 30), identity: Drop(height: 0)))
                // reads: -
                // expect: { insertion: [ { mask: { inset: 40, cornerRadius: 24 } } ], removal: [ { mask: { inset: 40, cornerRadius: 24 } } ] }
                Card().transition(.modifier(active: Window(inset: 40, radius: 24), identity: Window(inset: 0, radius: 0)))
                // refuse: 'Circle()' in Porthole.body is not a shape MotionReel can film as a mask
                Card().transition(.modifier(active: Porthole(open: false), identity: Porthole(open: true)))
                // refuse: a transition's scale is one factor for both axes
                Card().transition(.modifier(active: Squash(amount: 0.2), identity: Squash(amount: 1)))
                // refuse: '.foregroundStyle(…)' in Tinted.body is not a transition effect MotionReel can film
                Card().transition(.modifier(active: Tinted(amount: 0), identity: Tinted(amount: 1)))
                // refuse: the identity side, BlurModifier(radius: 4), is not at rest
                Card().transition(.modifier(active: BlurModifier(radius: 12), identity: BlurModifier(radius: 4)))
                // reads: -
                // expect: { insertion: [ { scale: 0.5 }, { offset: [0, -40] }, opacity ], removal: [ { scale: 0.5 }, { offset: [0, 40] }, opacity ] }
                Card().transition(Twirl())
                // expect: { insertion: [ { scale: 0.5 }, { offset: [0, -40] }, opacity ], removal: [ { scale: 0.5 }, { offset: [0, 40] }, opacity ] }
                Card().transition(.twirl)
                // reads: -
                // expect: { insertion: [ opacity, { rotation: 20 } ], removal: [ opacity, { rotation: -20 } ] }
                Card().transition(TiltFade())
                // refuse: Smear.body at phase .identity is not at rest
                Card().transition(Smear())
                // refuse: BlurModifier(…) needs 'radius:' here (its memberwise initializer is BlurModifier(radius:opacity:))
                Card().transition(.modifier(active: BlurModifier(opacity: 0), identity: BlurModifier(radius: 0)))
                // refuse: 'Faint' declares its own init
                Card().transition(.modifier(active: Faint(0), identity: Faint(1)))
                // reads: -
                // refuse: 'Glow(…)' is not declared in the given files
                Card().transition(.modifier(active: Glow(), identity: Glow()))
                // expect: { insertion: [ { move: bottom } ], removal: [ { move: bottom } ] }
                Card().transition(.game)
            }
        }
        // reads: -
        // expect: { spring: { response: 0.3, dampingFraction: 0.825 } }
        .animation(.quick, value: shown)
    }
}
