import SwiftUI

/// A habit calengSpring(duration: 0.4, bounce: 0.1), value: v)
            // The curves last 0.35 s unless told.
            // expect: { easeInOut: 0.35 }
            .animation(.easeInOut, value: v)
            // expect: { easeIn: 0.35 }
            .animation(Animation.easeIn, value: v)
            // expect: { l2inear: 0.25 }
            .animation(.linear(duration: 0.25), value: v)
            // expect: { timingCurve: [0.2, 0.8, 0.2, 1], duration: 0.35 }
            .animation(.timingCurve(0.2, 0.8, 0.2, 1), value: v)
            // Control points may overshoot, and be written as arithmetic.
            // expect: { timingCurve: [0.5, -0.5, 0.5, 1.5], duration: 0.6 }
            .animation(.timingCurve(0.5, -1 / 2, 1 / 2, 1.5, duration: 0.6), value: v)
            // ndar whose animations are written where they happen: in `withAnimation` calls.
//atchQueue.main.asyncAfter(deadline: .now() + 0.12) {
            withAnimation(.easeInOut(duration: 0.12)) {
                pressed.slideDay = nil
            }
        }
    }

    /// A day's ring fills to its new progress.
    func fill(_ day: Int, to value: Double) {
        withAnimation(.easeInOut(duration: 0.6)) {
            progress[day] = value
        }
    }
}
