import SwiftUI

// Settings: a units picker whose chosen segment turns orange, and a reminders switch that
// slides its knob, tints its track and reveals the reminder time.

enum Units {
    case metric
    case imperial
}

struct SettingsView: View {
    @State private var units: Units = .metric
    @State private var remindersOn = false

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("Units")
                .font(.headline)
            HStack(spacing: 8) {
                Button {
                    units = .metric
                } label: {
                    Text("Metric")
                        .frame(width: 170, height: 40)
                        // The chosen segment fills orange; the other goes back to gray.
                        .background(units == .metric ? Color.orange : Color(red: 0.92, green: 0.92, blue: 0.95))
                        .foregroundStyle(.primary)
                        .cornerRadius(12)
                }
                Button {
                    units = .imperial
                } label: {
                    Text("Imperial")
                        .frame(width: 170, height: 40)
                        // Same for the second segment.
                        .background(units == .imperial ? Color.orange : Color(red: 0.92, green: 0.92, blue: 0.95))
                        .foregroundStyle(.primary)
                        .cornerRadius(12)
                }
            }
            .buttonStyle(.plain)
            // The segments swap colour snappily whenever the units change.
            .animation(.snappy, value: units)

            HStack {
                Text("Cooking reminders")
                    .font(.headline)
                Spacer()
                Button {
                    // The switch flips smoothly.
                    withAnimation(.smooth) {
                        remindersOn.toggle()
                    }
                } label: {
                    ZStack {
                        Capsule()
                            // The track turns green when reminders are on.
                            .fill(remindersOn ? Color.green : Color.gray)
                            .frame(width: 52, height: 32)
                        Circle()
                            .fill(Color.white)
                            .frame(width: 28, height: 28)
                            // The knob slides to the on side.
                            .offset(x: remindersOn ? 10 : -10)
                    }
                }
                .buttonStyle(.plain)
            }
            .frame(width: 350, height: 52)

            if remindersOn {
                HStack {
                    Text("Remind me at")
                    Spacer()
                    Text("17:30")
                        .font(.body.monospacedDigit())
                }
                .padding(.horizontal, 16)
                .frame(width: 350, height: 52)
                .background(Color(red: 0.95, green: 0.95, blue: 0.97))
                .cornerRadius(12)
                // The reminder time drops in under the switch while fading in.
                .transition(.move(edge: .top).combined(with: .opacity))
            }

            Spacer()
        }
        .padding(20)
        .navigationTitle("Settings")
    }
}
