import SwiftUI

// A tab screen whose buttons call a method: the direction is set first, then the selection
// changes asynchronously inside withAnimation(.smooth(duration: 0.4)) — as MotionReel's own
// generated code does. A sibling badge has its own .animation(.bouncy, value: unreadCount).
//
// SwiftUI shows: .smooth(duration: 0.4) on every change (the badge's modifier is off the path to
// the pages and watches another value), and both pages move the way the change goes: the flag is
// rendered before the selection changes, so the removed page's last render already has it.

struct InboxView: View { var body: some View { Text("Inbox") } }
struct ArchiveView: View { var body: some View { Text("Archive") } }
struct SettingsView: View { var body: some View { Text("Settings") } }

struct MailScreen: View {
    @State private var selectedIndex = 0
    @State private var isForward = true
    @State private var unreadCount = 3

    var body: some View {
        VStack {
            ZStack {
                if selectedIndex == 0 {
                    InboxView()
                        .transition(pageTransition)
                } else if selectedIndex == 1 {
                    ArchiveView()
                        .transition(pageTransition)
                } else {
                    SettingsView()
                        .transition(pageTransition)
                }
            }
            HStack {
                ForEach(0..<3) { index in
                    Button("Tab \(index)") { select(index) }
                }
                Text("\(unreadCount)")
                    .scaleEffect(unreadCount > 0 ? 1 : 0.5)
                    .animation(.bouncy, value: unreadCount)
            }
        }
    }

    private var pageTransition: AnyTransition {
        .asymmetric(insertion: .move(edge: isForward ? .trailing : .leading),
                    removal: .move(edge: isForward ? .leading : .trailing))
    }

    private func select(_ index: Int) {
        isForward = index > selectedIndex
        DispatchQueue.main.async {
            withAnimation(.smooth(duration: 0.4)) {
                selectedIndex = index
            }
        }
    }
}
