import SwiftUI

/// Nothing in a comment or a string is a site: the file has exactly the one site below.
struct Documented: View {
    /// Apply it like this: `.transition(.move(edge: .leading))` — a doc comment, not code.
    let help = "Use .transition(.opacity) or withAnimation(.spring()) { … } here"
    let raw = #"view.animation(.easeIn, value: x)"#

    var body: some View {
        // .transition(.slide)   (commented out: no site)
        /* withAnimation(.bouncy) { on.toggle() } */
        // reads: -
        // expect: { insertion: [ opacity ], removal: [ opacity ] }
        Text(help).transition(.opacity)
    }
}
