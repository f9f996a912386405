import Foundation
import Motion
import Scene
import SpecModel

/// The calendar's SwiftUI code: the closest SwiftUI for each of the design's animations.
extension CalendarScene {
    package func swiftUICode(in scene: MotionScene) -> SwiftUICode {
        func anim(_ a: Animation) -> String { SwiftUICode.animation(a, fps: scene.canvas.fps) }
        func length(_ a: Animation, _ distance: Double) -> Double {
            CalendarAnimations.length(of: a, distance: distance, clock: SampleClock(rate: Double(scene.canvas.fps)))
        }
        let n = AnimationParameters.literal
        let code = """
            // Dials: each appears from scale \(n(CalendarMotion.appearScale)) and opacity 0, one row after another.
            DayDial(day: day)
                .scaleEffect(appeared ? 1 : \(n(CalendarMotion.appearScale)))
                .opacity(appeared ? 1 : 0)
                .animation(\(anim(animations.appear)).delay(Double(row) * \(n(CalendarMotion.appearRowDelay))), value: appeared)

            // Month and year labels: out in 0.2 s, then in from the other side in 0.3 s.
            Text(month.name)
                .id(month)
                .transition(.asymmetric(
                    insertion: .offset(y: forward ? \(n(CalendarMotion.labelShift)) : -\(n(CalendarMotion.labelShift))).combined(with: .opacity)
                        .animation(\(anim(animations.labelIn)).delay(\(n(length(animations.labelOut, CalendarMotion.labelShift))))),
                    removal: .offset(y: forward ? -\(n(CalendarMotion.labelShift)) : \(n(CalendarMotion.labelShift))).combined(with: .opacity)
                        .animation(\(anim(animations.labelOut)))))

            // The grid pages by one month (\(n(CalendarMotion.monthHeight)) pt).
            MonthGrid(month: month)
                .offset(y: -CGFloat(monthIndex) * \(n(CalendarMotion.monthHeight)))
                .animation(\(anim(animations.page)), value: monthIndex)

            // A tap: up to \(n(CalendarMotion.tapScale)) and back, \(n(length(animations.tap, 1))) s each way.
            withAnimation(\(anim(animations.tap))) { pressed = true }
            withAnimation(\(anim(animations.tap)).delay(\(n(length(animations.tap, 1))))) { pressed = false }

            // Its ripple, behind the dial: the ring in the accent grows to \(n(CalendarMotion.rippleScale))× while fading from \(n(CalendarMotion.rippleOpacity)).
            Circle().strokeBorder(accent, lineWidth: ringWidth)
                .scaleEffect(rippling ? \(n(CalendarMotion.rippleScale)) : 1)
                .opacity(rippling ? 0 : \(n(CalendarMotion.rippleOpacity)))
                .animation(\(anim(CalendarMotion.ripple)), value: rippling)

            // A ring fills.
            Circle().trim(from: 0, to: progress)
                .animation(\(anim(animations.progress)), value: progress)
            """
        return SwiftUICode(
            code: code, isExact: false,
            note: "The closest SwiftUI for the calendar's animations (the design's timings, unless the preset gives its own); the scroll-and-snap is a ScrollView with paging behaviour in an app, approximated here by scripted drags.")
    }
}
