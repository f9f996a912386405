import SwiftUI

// Two .animation(nil, value:) modifiers that do not reach the pages: one on the pages' container
// watches isEditing (which a tab change does not touch), one on the tab bar watches the
// selection but is a sibling of the pages. The tabs change in withAnimation(.interactiveSpring).
//
// SwiftUI shows: .interactiveSpring (response 0.15, damping fraction 0.86, blend 0.25) on the pages:
// an .animation(_:value:) applies only when its value changed, and only to its own subtree.

struct NotesList: View { var body: some View { Text("Notes") } }
struct TagsList: View { var body: some View { Text("Tags") } }
struct TrashList: View { var body: some View { Text("Trash") } }

struct NotesHome: View {
    @State private var selection = 0
    @State private var isEditing = false

    var body: some View {
        VStack {
            ZStack {
                switch selection {
                case 0: NotesList().transition(.move(edge: .bottom))
                case 1: TagsList().transition(.move(edge: .bottom))
                default: TrashList().transition(.move(edge: .bottom))
                }
            }
            .animation(nil, value: isEditing)
            HStack {
                ForEach(0..<3) { index in
                    Button("\(index)") {
                        withAnimation(.interactiveSpring) { selection = index }
                    }
                }
                Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
            }
            .animation(nil, value: selection)
        }
    }
}
