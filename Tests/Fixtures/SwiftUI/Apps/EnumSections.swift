import SwiftUI

// An enum selection whose cases name themselves (title), shown with if / else if over it; the
// buttons change it with withAnimation(.spring(response: 0.5, dampingFraction: 0.7).delay(0.05)).
//
// SwiftUI shows: that delayed spring on every change, and each page fades and moves up from the
// bottom, the same on every change. The pages are the enum's cases in order, named by its title.

enum Section: Int, CaseIterable {
    case inbox, archived, preferences

    var title: String {
        switch self {
        case .inbox: return "Inbox"
        case .archived: return "Archived"
        case .preferences: return "Preferences"
        }
    }
}

struct SectionsView: View {
    @State private var section: Section = .inbox

    var body: some View {
        VStack {
            if section == .inbox {
                Text("All mail").transition(.move(edge: .bottom).combined(with: .opacity))
            } else if section == .archived {
                Text("Archive").transition(.move(edge: .bottom).combined(with: .opacity))
            } else {
                Text("Settings").transition(.move(edge: .bottom).combined(with: .opacity))
            }
            HStack {
                ForEach(Section.allCases, id: \.self) { item in
                    Button(item.title) {
                        withAnimation(.spring(response: 0.5, dampingFraction: 0.7).delay(0.05)) {
                            section = item
                        }
                    }
                }
            }
        }
    }
}
