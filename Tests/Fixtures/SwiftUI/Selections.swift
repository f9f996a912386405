import SwiftUI

enum Section: Int {
    case inbox, archive, settings
}

/// A view that shows one page per section, each with its own transition (a preset's `view:`),
/// and the direction changed in the same transaction as the selection.
struct SectionsView: View {
    @State private var section: Section = .inbox
    @State private var forward = true

    var body: some View {
        ZStack {
            switch section {
            case .inbox:
                // reads: forward
                // expect [forward: false]: { insertion: [ { move: trailing } ], removal: [ { move: trailing } ] }
                InboxView()
                    .transition(.move(edge: forward ? .leading : .trailing))
            case .archive:
                // expect: { insertion: [ opacity ], removal: [ opacity ] }
                ArchiveView().transition(.opacity)
            case .settings:
                // expect: { insertion: [ { move: bottom } ], removal: [ { move: bottom } ] }
                SettingsView().transition(.move(edge: .bottom))
            }
        }
        // expect: snappy
        .animation(.snappy, value: section)
    }

    /// The direction and the section in one transaction: `forward` changes with the selection.
    func go(to next: Section) {
        // expect: { easeInOut: 0.3 }
        withAnimation(.easeInOut(duration: 0.3)) {
            forward = next.rawValue > section.rawValue
            section = next
        }
    }
}

/// An if / else-if chain over an Int step; the direction set before the step changes.
struct StepsView: View {
    @State private var step = 0
    @State private var forward = true
    @State private var lastStep = 0

    var body: some View {
        Group {
            if step == 0 {
                // expect: { insertion: [ { move: leading } ], removal: [ { move: trailing } ] }
                IntroView().transition(.slide)
            } else if step < 3 {
                // expect: { insertion: [ { push: trailing } ], removal: [ { push: trailing } ] }
                StepView(step: step).transition(.push(from: .trailing))
            } else {
                // expect: { insertion: [ { scale: 0 }, opacity ], removal: [ { scale: 0 }, opacity ] }
                DoneView().transition(.scale.combined(with: .opacity))
            }
        }
        .onChange(of: step) { oldValue, _ in
            lastStep = oldValue
        }
    }

    /// The direction first, then — on the next turn of the main queue — the step.
    func next() {
        forward = true
        DispatchQueue.main.async {
            step += 1
        }
    }
}
