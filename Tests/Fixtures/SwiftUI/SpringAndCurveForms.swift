import SwiftUI

/// Every form of SwiftUI's animations, with the defaults SwiftUI documents.
struct SpringAndCurveForms: View {
    @State private var v = 0

    var body: some View {
        Color.clear
            // .spring "uses the default parameter values": response 0.5, dampingFraction 0.825.
            // expect: { spring: { response: 0.5, dampingFraction: 0.825 } }
            .animation(.spring, value: v)
            // expect: { spring: {} }
            .animation(.spring(), value: v)
            // expect: { spring: { duration: 0.35, bounce: 0 } }
            .animation(.spring(duration: 0.35), value: v)
            // expect: { spring: { duration: 0.6, bounce: 0.2 } }
            .animation(.spring(duration: 0.6, bounce: 0.2), value: v)
            // A negative bounce: dampingFraction 1 / (1 + bounce).
            // expect: { spring: { response: 0.5, dampingFraction: 1.25 } }
            .animation(.spring(duration: 0.5, bounce: -0.2), value: v)
            // expect: bouncy
            .animation(.bouncy, value: v)
            // extraBounce is added to the base bounce, 0.3.
            // expect: { spring: { duration: 0.4, bounce: 0.5 } }
            .animation(.bouncy(duration: 0.4, extraBounce: 0.2), value: v)
            // expect: snappy
            .animation(.snappy, value: v)
            // expect: { spring: { duration: 0.3, bounce: 0.15 } }
            .animation(.snappy(duration: 0.3), value: v)
            // expect: smooth
            .animation(.smooth, value: v)
            // expect: { spring: { duration: 0.3, bounce: 0 } }
            .animation(.smooth(duration: 0.3), value: v)
            // expect: interactiveSpring
            .animation(.interactiveSpring, value: v)
            // expect: { spring: { response: 0.2, dampingFraction: 0.86, blendDuration: 0.25 } }
            .animation(.interactiveSpring(response: 0.2), value: v)
            // expect: { interpolatingSpring: { stiffness: 170, damping: 15 } }
            .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: v)
            // expect: { interpolatingSpring: { mass: 2, stiffness: 100, damping: 10, initialVelocity: -5 } }
            .animation(.interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: -5), value: v)
            // stiffness (2π / 0.4)², damping 2·√stiffness·(1 − 0.1).
            // expect: { interpolatingSpring: { stiffness: 246.74011002723395, damping: 28.274333882308138 } }
            .animation(.interpolatingSpring(duration: 0.4, bounce: 0.1), value: v)
            // The curves last 0.35 s unless told.
            // expect: { easeInOut: 0.35 }
            .animation(.easeInOut, value: v)
            // expect: { easeIn: 0.35 }
            .animation(Animation.easeIn, value: v)
            // expect: { linear: 0.25 }
            .animation(.linear(duration: 0.25), value: v)
            // expect: { timingCurve: [0.2, 0.8, 0.2, 1], duration: 0.35 }
            .animation(.timingCurve(0.2, 0.8, 0.2, 1), value: v)
            // Control points may overshoot, and be written as arithmetic.
            // expect: { timingCurve: [0.5, -0.5, 0.5, 1.5], duration: 0.6 }
            .animation(.timingCurve(0.5, -1 / 2, 1 / 2, 1.5, duration: 0.6), value: v)
            // A speed scales the delay written before it …
            // expect: { easeOut: 0.3, delay: 0.05, speed: 2 }
            .animation(.easeOut(duration: 0.3).delay(0.1).speed(2), value: v)
            // … but not one written after it.
            // expect: { easeOut: 0.3, delay: 0.1, speed: 2 }
            .animation(.easeOut(duration: 0.3).speed(2).delay(0.1), value: v)
    }
}
