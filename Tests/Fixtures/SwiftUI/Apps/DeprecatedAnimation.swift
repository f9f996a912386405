import SwiftUI

// An older screen: the pages' container uses the deprecated .animation(.easeInOut(duration: 0.5))
// without a value, and the buttons use withAnimation { } without an animation.
//
// SwiftUI shows: easeInOut 0.5 s — the deprecated modifier applies its animation to every change
// inside it, replacing the default animation withAnimation { } starts with.

struct PhotosGrid: View { var body: some View { Text("Photos") } }
struct AlbumsGrid: View { var body: some View { Text("Albums") } }
struct PeopleGrid: View { var body: some View { Text("People") } }

struct GalleryScreen: View {
    @State private var index = 0

    var body: some View {
        VStack {
            ZStack {
                switch index {
                case 0: PhotosGrid().transition(.scale)
                case 1: AlbumsGrid().transition(.scale)
                default: PeopleGrid().transition(.scale)
                }
            }
            .animation(.easeInOut(duration: 0.5))
            HStack {
                Button("Photos") { withAnimation { index = 0 } }
                Button("Albums") { withAnimation { index = 1 } }
                Button("People") { withAnimation { index = 2 } }
            }
        }
    }
}
