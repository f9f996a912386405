import SwiftUI

// The pages' container rewrites the transaction: .transaction { $0.animation = .easeOut(duration: 0.25) },
// while the buttons ask for withAnimation(.bouncy).
//
// SwiftUI shows: easeOut 0.25 s on the pages on every change — a .transaction closure runs for
// every change that passes through the view and sets the animation for everything inside it.

struct PlayerTab: View { var body: some View { Text("Player") } }
struct QueueTab: View { var body: some View { Text("Queue") } }
struct LyricsTab: View { var body: some View { Text("Lyrics") } }

struct NowPlaying: View {
    @State private var section = 0

    var body: some View {
        VStack {
            ZStack {
                switch section {
                case 0: PlayerTab().transition(.opacity)
                case 1: QueueTab().transition(.opacity)
                default: LyricsTab().transition(.opacity)
                }
            }
            .transaction { $0.animation = .easeOut(duration: 0.25) }
            Picker("Section", selection: $section) { Text("Player").tag(0) }
            HStack {
                Button("Player") { withAnimation(.bouncy) { section = 0 } }
                Button("Queue") { withAnimation(.bouncy) { section = 1 } }
                Button("Lyrics") { withAnimation(.bouncy) { section = 2 } }
            }
        }
    }
}
