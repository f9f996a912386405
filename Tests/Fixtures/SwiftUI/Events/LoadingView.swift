import SwiftUI

// A load that can fail: the content is an if / else if / else over the phase, the spinner kept in
// its own computed property. One second after appearing the task marks the phase loaded with no
// animation of its own; the content's .animation(.easeInOut(duration: 0.3), value: phase) fades
// the spinner out and scales the result in.

struct LoadingView: View {
    enum Phase {
        case loading, loaded, failed
    }

    @State private var phase = Phase.loading

    var body: some View {
        VStack {
            content
        }
        .animation(.easeInOut(duration: 0.3), value: phase)
        .task {
            try? await Task.sleep(for: .seconds(1))
            phase = .loaded
        }
    }

    @ViewBuilder
    private var content: some View {
        if phase == .loading {
            loadingContent
        } else if phase == .loaded {
            Text("Ready")
                // shows: one second after appearing, "Ready" scales in as the spinner fades out, in the 0.3 s ease-in-out; nothing makes it leave.
                // film: phase transition
                // effects: scale 0
                // animation: { easeInOut: 0.3 }
                // at: 1
                .transition(.scale)
        } else {
            Text("Try again")
                // shows: nothing: no code sets the phase to .failed, so this branch is never shown.
                // unfilmed: it is in a branch of the if at LoadingView.swift:28 that phase never takes: the code gives it only .loading, .loaded
                .transition(.opacity)
        }
    }

    private var loadingContent: some View {
        ProgressView()
            // shows: the spinner is there from the start and fades out at one second, in the 0.3 s ease-in-out.
            // film: phase transition
            // effects: opacity
            // animation: { easeInOut: 0.3 }
            // at: 1
            .transition(.opacity)
    }
}
