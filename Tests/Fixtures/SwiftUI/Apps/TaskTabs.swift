import SwiftUI

// A tab screen whose tap handler sets the direction, then changes the tab in a Task; the pages'
// container animates the tab with .animation(.spring(response: 0.35, dampingFraction: 0.9), value: tab).
//
// SwiftUI shows: that spring on every change (the change has no withAnimation, the container's
// modifier sees the tab change), and each page moves the way its change goes: the direction is
// rendered before the Task changes the tab.

struct LibraryScreen: View { var body: some View { Text("Library") } }
struct StoreScreen: View { var body: some View { Text("Store") } }
struct AccountScreen: View { var body: some View { Text("Account") } }

struct ShopView: View {
    @State private var tab = 0
    @State private var forward = true

    var body: some View {
        VStack {
            ZStack {
                switch tab {
                case 0: LibraryScreen().transition(.move(edge: forward ? .trailing : .leading).combined(with: .opacity))
                case 1: StoreScreen().transition(.move(edge: forward ? .trailing : .leading).combined(with: .opacity))
                default: AccountScreen().transition(.move(edge: forward ? .trailing : .leading).combined(with: .opacity))
                }
            }
            .animation(.spring(response: 0.35, dampingFraction: 0.9), value: tab)
            HStack {
                ForEach(0..<3) { index in
                    Button("Tab \(index)") {
                        forward = index > tab
                        Task {
                            tab = index
                        }
                    }
                }
            }
        }
    }
}
