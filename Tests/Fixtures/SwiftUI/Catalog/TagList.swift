import SwiftUI

// The tag list of TagsPanel.swift: its height follows a @Binding the panel passes, so a change
// of it comes from the panel's assignment, under the panel's withAnimation, in another file.

struct TagList: View {
    @Binding var isExpanded: Bool

    var body: some View {
        Text("Swift · Design · Motion")
            .background(Color.mint)
            // shows: the list grows from 44 to 160 points tall when the panel expands it and shrinks back when it collapses, with the panel's 0.3 s ease-in-out (the list has no animation of its own).
            // film: isExpanded height 44 -> 160 -> 44
            // animation: { easeInOut: 0.3 } | { easeInOut: 0.3 }
            .frame(width: 240, height: isExpanded ? 160 : 44)
    }
}
