import SwiftUI

// State that lives in a parent: the tags panel owns `isExpanded` and hands it to its list (TagList.swift) as
// a binding; the list grows when it is set. SwiftUI renders the list with the new value in the
// panel's update, so the list's growth has the panel's withAnimation. Below, a status badge whose
// `isOnline` is a plain input that no view in these files sets: it is filmed as if its parent
// changed it, with the badge's own .animation(_:value:).

struct TagsPanel: View {
    @State private var isExpanded = false

    var body: some View {
        VStack(spacing: 16) {
            Button("Tags") {
                // shows: a tap expands or collapses the tag list with a 0.3 s ease-in-out; the list reads the flag through its @Binding, so the change it shows is made under this withAnimation.
                // decides: isExpanded
                withAnimation(.easeInOut(duration: 0.3)) { isExpanded.toggle() }
            }
            TagList(isExpanded: $isExpanded)
            StatusBadge(name: "Maya")
        }
    }
}

struct StatusBadge: View {
    let name: String
    let isOnline: Bool

    init(name: String, isOnline: Bool = false) {
        self.name = name
        self.isOnline = isOnline
    }

    var body: some View {
        Circle()
            .fill(Color.green)
            .frame(width: 24, height: 24)
            // shows: the dot brightens when its person comes online and dims when they leave; nothing here sets isOnline, so it is filmed as if the parent changed it, and the badge's own .animation(.smooth, value: isOnline) animates both.
            // film: isOnline opacity 0.3 -> 1 -> 0.3
            // animation: smooth | smooth
            .opacity(isOnline ? 1 : 0.3)
            // shows: the badge's own animation for every change of isOnline: SwiftUI's smooth spring.
            // decides: isOnline
            .animation(.smooth, value: isOnline)
    }
}
