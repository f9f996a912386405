import SwiftUI

// The selection lives in the screen and is changed by a separate tab bar view through a binding:
// TabBar(selection: $selected) animates it with withAnimation(.easeInOut(duration: 0.3)). The
// screen also has .animation(.default, value: badgeCount) on its root, which a tab change does not touch.
//
// SwiftUI shows: easeInOut 0.3 s on the pages — the tab bar's withAnimation starts the
// transaction, and the root's modifier watches a value that did not change. The pages fade.

struct TabBar: View {
    @Binding var selection: Int

    var body: some View {
        HStack {
            ForEach(0..<3) { index in
                Button("\(index)") {
                    withAnimation(.easeInOut(duration: 0.3)) {
                        selection = index
                    }
                }
            }
        }
    }
}

struct ChartsView: View { var body: some View { Text("Charts") } }
struct GoalsView: View { var body: some View { Text("Goals") } }
struct StreaksView: View { var body: some View { Text("Streaks") } }

struct StatsScreen: View {
    @State private var selected = 0
    @State private var badgeCount = 0

    var body: some View {
        VStack {
            ZStack {
                switch selected {
                case 0: ChartsView().transition(.opacity)
                case 1: GoalsView().transition(.opacity)
                default: StreaksView().transition(.opacity)
                }
            }
            TabBar(selection: $selected)
        }
        .animation(.default, value: badgeCount)
    }
}
