import SwiftUI

// The direction is worked out in .onChange(of: tab) with the two-argument closure (iOS 17), and
// the buttons change the tab inside withAnimation(.snappy).
//
// SwiftUI shows: .snappy (response 0.5, damping fraction 0.85) on every change; goingForward is set
// after the render that saw the change, so neither the inserted page's first render nor the
// removed page's last one has this change's direction: both use the previous change's. The first
// change reads the initial true; the third (back to the first page) still reads the second's true,
// so the first page comes in from trailing and the third leaves towards leading.

struct FeedPage: View { var body: some View { Text("Feed") } }
struct SearchPage: View { var body: some View { Text("Search") } }
struct ProfilePage: View { var body: some View { Text("Profile") } }

struct HomeTabs: View {
    @State private var tab = 0
    @State private var goingForward = true

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                switch tab {
                case 0:
                    FeedPage().transition(.push(from: goingForward ? .trailing : .leading))
                case 1:
                    SearchPage().transition(.push(from: goingForward ? .trailing : .leading))
                default:
                    ProfilePage().transition(.push(from: goingForward ? .trailing : .leading))
                }
            }
            HStack {
                Button("Feed") { withAnimation(.snappy) { tab = 0 } }
                Button("Search") { withAnimation(.snappy) { tab = 1 } }
                Button("Profile") { withAnimation(.snappy) { tab = 2 } }
            }
        }
        .onChange(of: tab) { oldValue, newValue in
            goingForward = newValue > oldValue
        }
    }
}
