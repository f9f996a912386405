import SwiftUI

// A seed of the Swift fuzzer (Fuzz/swift-seeds.sh copies it), not a test fixture: every call the
// catalogue reads for loops, phases and keyframes, so mutations start from each of them.
enum Pulse: CaseIterable { case rest, grow, glow }

struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var y = 0.0
    var angle = Angle.zero
}

struct PhasesAndKeyframes: View {
    @State private var likes = 0
    @State private var loading = false
    let letters = Array("Slide")

    var body: some View {
        VStack {
            HStack {
                ForEach(0..<3) { index in
                    Circle()
                        .scaleEffect(loading ? 1 : 0.4)
                        .animation(.easeInOut(duration: 0.6).repeatForever().delay(Double(index) * 0.2), value: loading)
                }
            }
            HStack(spacing: 0) {
                ForEach(0..<letters.count, id: \.self) { slide in
                    Text(String(letters[slide]))
                        .opacity(loading ? 0 : 1)
                        .animation(.easeOut(duration: 0.5).delay(2).repeatForever(autoreverses: false).delay(Double(-slide) / 20),
                                   value: loading)
                }
            }
            Image(systemName: "heart.fill")
                .phaseAnimator(Pulse.allCases, trigger: likes) { content, phase in
                    content
                        .scaleEffect(phase == .grow ? 1.4 : 1)
                        .opacity(phase == .glow ? 0.6 : 1)
                } animation: { phase in
                    switch phase {
                    case .rest: .smooth
                    case .grow: .spring(duration: 0.3, bounce: 0.4)
                    case .glow: .easeOut(duration: 0.2)
                    }
                }
            PhaseAnimator([false, true]) { on in
                Capsule().offset(y: on ? -20 : 0)
            }
            Text("🎁")
                .keyframeAnimator(initialValue: AnimationValues(), trigger: likes) { content, value in
                    content
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.verticalStretch)
                        .rotationEffect(value.angle)
                        .hueRotation(value.angle)
                        .offset(y: value.y)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.36)
                        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }
                    KeyframeTrack(\.verticalStretch) {
                        CubicKeyframe(1.0, duration: 0.1)
                        CubicKeyframe(0.6, duration: 0.15, startVelocity: 0, endVelocity: -2)
                        CubicKeyframe(1.2, duration: 0.1)
                        MoveKeyframe(1.0)
                    }
                    KeyframeTrack(\.y) {
                        LinearKeyframe(-20, duration: 0.2, timingCurve: .easeOut)
                        SpringKeyframe(0, duration: 0.6, spring: Spring(response: 0.4, dampingRatio: 0.6), startVelocity: 10)
                    }
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.degrees(10), duration: 0.2)
                        CubicKeyframe(.zero, duration: 0.2)
                    }
                }
            KeyframeAnimator(initialValue: 1.0, repeating: true) { value in
                Circle().scaleEffect(value)
            } keyframes: { _ in
                CubicKeyframe(1.2, duration: 0.4)
                CubicKeyframe(1.0, duration: 0.4)
            }
        }
        .onAppear { loading = true }
        .onTapGesture { likes += 1 }
    }
}
