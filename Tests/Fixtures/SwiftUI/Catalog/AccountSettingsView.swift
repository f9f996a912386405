import SwiftUI

// Account settings: a Notifications row that opens with a turning chevron, a digest switch whose
// knob slides while its label changes at once (`.animation(nil, value:)`), and recovery codes that
// stay blurred until revealed, in a section whose `.transaction` sets its own ease.

struct AccountSettingsView: View {
    @State private var isNotificationsOpen = false
    @State private var isDigestOn = false
    @State private var isLocked = true

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                VStack(spacing: 0) {
                    Button {
                        // shows: tapping the row toggles isNotificationsOpen inside withAnimation with a spring of response 0.35 and damping 0.7, which the chevron and the options below both take; nothing on their way down replaces it.
                        // decides: isNotificationsOpen
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                            isNotificationsOpen.toggle()
                        }
                    } label: {
                        HStack {
                            Text("Notifications")
                                .foregroundStyle(.primary)
                            Spacer()
                            Image(systemName: "chevron.right")
                                .frame(width: 24, height: 24)
                                // shows: the chevron turns a quarter turn to point down when the row opens and back when it closes, with the row's withAnimation spring.
                                // film: isNotificationsOpen rotation 0 -> 90 -> 0
                                // animation: { spring: { response: 0.35, dampingFraction: 0.7 } } | { spring: { response: 0.35, dampingFraction: 0.7 } }
                                .rotationEffect(.degrees(isNotificationsOpen ? 90 : 0))
                        }
                        .padding(.horizontal, 16)
                        .frame(width: 320, height: 56)
                    }
                    .buttonStyle(.plain)

                    if isNotificationsOpen {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Mentions")
                            Text("Replies")
                            Text("Weekly digest")
                        }
                        .padding(16)
                        .frame(width: 320, height: 120, alignment: .topLeading)
                        .background(Color.orange)
                        .cornerRadius(12)
                        // shows: the options slide down from the top while fading in as the row opens and slide back up while fading out as it closes; the row's withAnimation spring is the transaction of both changes.
                        // film: isNotificationsOpen transition
                        // effects: move top, opacity | move top, opacity
                        // animation: { spring: { response: 0.35, dampingFraction: 0.7 } } | { spring: { response: 0.35, dampingFraction: 0.7 } }
                        .transition(.move(edge: .top).combined(with: .opacity))
                    }
                }

                HStack {
                    Text(isDigestOn ? "Digest on" : "Digest off")
                        .frame(width: 120, height: 32, alignment: .leading)
                        // shows: the label turns green when the digest is switched on and gray when it is off, at once: the .animation(nil, value: isDigestOn) after it sees the value change and takes the switch's smooth animation away from it.
                        // film: isDigestOn fill #8E8E93 -> #34C759 -> #8E8E93
                        // animation: none | none
                        .foregroundStyle(isDigestOn ? Color.green : Color.gray)
                        // shows: this turns the animation off for the label only, so its text and colour swap in one frame while the knob beside it still slides.
                        // decides: isDigestOn
                        .animation(nil, value: isDigestOn)
                    Spacer()
                    Button {
                        // shows: the switch toggles isDigestOn inside withAnimation(.smooth), which the track and the knob take; the label's .animation(nil, value:) overrides it for the label alone.
                        // decides: isDigestOn
                        withAnimation(.smooth) {
                            isDigestOn.toggle()
                        }
                    } label: {
                        ZStack {
                            Capsule()
                                // shows: the track fills green when the digest is on and gray when it is off, blending smoothly with the switch's withAnimation(.smooth).
                                // film: isDigestOn fill #8E8E93 -> #34C759 -> #8E8E93
                                // animation: smooth | smooth
                                .fill(isDigestOn ? Color.green : Color.gray)
                                .frame(width: 52, height: 32)
                            Circle()
                                .fill(Color.white)
                                .frame(width: 28, height: 28)
                                // shows: the knob slides from the left end of the track to the right end when switched on and back when switched off, with the switch's withAnimation(.smooth).
                                // film: isDigestOn offsetX -10 -> 10 -> -10
                                // animation: smooth | smooth
                                .offset(x: isDigestOn ? 10 : -10)
                        }
                    }
                    .buttonStyle(.plain)
                }
                .padding(.horizontal, 16)
                .frame(width: 320, height: 56)

                VStack(alignment: .leading, spacing: 12) {
                    Text("Recovery codes")
                        .font(.headline)
                    Text("4F9K-22QX-81MM-0PLE")
                        .font(.body.monospaced())
                        .frame(width: 320, height: 64)
                        .background(Color.indigo)
                        .cornerRadius(12)
                        // shows: the codes sharpen from an 8-point blur when revealed and blur again when hidden; the button sets isLocked without animation, and the section's .transaction sets easeInOut 0.2 s on every change inside it.
                        // film: isLocked blur 8 -> 0 -> 8
                        // animation: { easeInOut: 0.2 } | { easeInOut: 0.2 }
                        .blur(radius: isLocked ? 8 : 0)

                    if isLocked {
                        Label("Hidden", systemImage: "lock.fill")
                            .frame(width: 120, height: 36)
                            .background(Color.orange)
                            .foregroundStyle(.white)
                            .cornerRadius(12)
                            // shows: the Hidden badge shrinks to 80 % while fading out when the codes are revealed, and grows back while fading in when they are hidden; the section's .transaction gives both changes easeInOut 0.2 s.
                            // film: isLocked transition
                            // effects: scale 0.8, opacity | scale 0.8, opacity
                            // animation: { easeInOut: 0.2 } | { easeInOut: 0.2 }
                            .transition(.scale(scale: 0.8).combined(with: .opacity))
                    }

                    Button(isLocked ? "Reveal codes" : "Hide codes") {
                        isLocked.toggle()
                    }
                }
                .transaction { $0.animation = .easeInOut(duration: 0.2) }
            }
            .padding(.vertical, 24)
        }
    }
}
