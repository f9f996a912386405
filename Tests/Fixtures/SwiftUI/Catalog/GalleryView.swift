import SwiftUI

// A photo gallery with three layouts chosen by a segmented bar. The buttons set the layout
// without withAnimation; a spring `.animation(_:value: layout)` on the screen animates the
// content, and a snappy one on the bar animates the segments (the inner one wins there).

enum GalleryLayout {
    case list
    case grid
    case map
}

struct PhotoStrip: View {
    let columns: Int

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<columns, id: \.self) { _ in
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.gray)
                    .frame(width: 96, height: 96)
            }
        }
    }
}

struct GalleryView: View {
    @State private var layout: GalleryLayout = .list

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 8) {
                Button {
                    layout = .list
                } label: {
                    Text("List")
                        .frame(width: 96, height: 36)
                        // shows: the List segment is blue while the list is shown and light gray otherwise; the bar's .animation(.snappy, value: layout), nearer to it than the screen's spring, sees the layout change and decides the blend.
                        // film: layout fill #007AFF -> #EBEBF2 -> #EBEBF2 -> #007AFF
                        // animation: snappy | snappy | snappy
                        .background(layout == .list ? Color.blue : Color(red: 0.92, green: 0.92, blue: 0.95))
                        .foregroundStyle(.primary)
                        .cornerRadius(12)
                }
                Button {
                    layout = .grid
                } label: {
                    Text("Grid")
                        .frame(width: 96, height: 36)
                        // shows: the Grid segment turns blue when the grid is chosen and back to light gray when another layout is, blending with the bar's snappy animation.
                        // film: layout fill #EBEBF2 -> #007AFF -> #EBEBF2 -> #EBEBF2
                        // animation: snappy | snappy | snappy
                        .background(layout == .grid ? Color.blue : Color(red: 0.92, green: 0.92, blue: 0.95))
                        .foregroundStyle(.primary)
                        .cornerRadius(12)
                }
                Button {
                    layout = .map
                } label: {
                    Text("Map")
                        .frame(width: 96, height: 36)
                        // shows: the Map segment turns blue when the map is chosen and back to light gray when the list returns, blending with the bar's snappy animation.
                        // film: layout fill #EBEBF2 -> #EBEBF2 -> #007AFF -> #EBEBF2
                        // animation: snappy | snappy | snappy
                        .background(layout == .map ? Color.blue : Color(red: 0.92, green: 0.92, blue: 0.95))
                        .foregroundStyle(.primary)
                        .cornerRadius(12)
                }
            }
            // shows: inside the bar this replaces the screen's spring with .snappy whenever layout changes, so the segments answer the tap quickly while the content springs.
            // decides: layout
            .animation(.snappy, value: layout)

            ZStack {
                switch layout {
                case .list:
                    VStack(spacing: 8) {
                        Text("Harbour at dawn")
                        Text("Old town steps")
                        Text("Ferry to Vaxholm")
                    }
                    .frame(width: 320, height: 420)
                    .background(Color.orange)
                    .cornerRadius(16)
                    // shows: the list fades out when another layout is chosen and fades back in when List is tapped; the buttons have no withAnimation, so the screen's spring .animation(_:value: layout), whose value changed, gives every change.
                    // film: layout transition
                    // effects: opacity | opacity
                    // animation: { spring: { response: 0.35, dampingFraction: 0.7 } } | { spring: { response: 0.35, dampingFraction: 0.7 } }
                    .transition(.opacity)
                case .grid:
                    VStack(spacing: 6) {
                        PhotoStrip(columns: 3)
                        PhotoStrip(columns: 3)
                    }
                    .frame(width: 320, height: 420)
                    .background(Color.indigo)
                    .cornerRadius(16)
                    // shows: the grid grows from 80 % while fading in when chosen and shrinks while fading out when the map replaces it, with the screen's spring.
                    // film: layout transition
                    // effects: scale 0.8, opacity | scale 0.8, opacity
                    // animation: { spring: { response: 0.35, dampingFraction: 0.7 } } | { spring: { response: 0.35, dampingFraction: 0.7 } }
                    .transition(.scale(scale: 0.8).combined(with: .opacity))
                case .map:
                    Text("12 places")
                        .font(.headline)
                        .frame(width: 320, height: 420)
                        .background(Color.teal)
                        .cornerRadius(16)
                        // shows: the map pushes in from the bottom edge when chosen and simply fades out when the list returns, with the screen's spring.
                        // film: layout transition
                        // effects: push bottom | opacity
                        // animation: { spring: { response: 0.35, dampingFraction: 0.7 } } | { spring: { response: 0.35, dampingFraction: 0.7 } }
                        .transition(.asymmetric(insertion: .push(from: .bottom), removal: .opacity))
                }
            }
            .frame(width: 320, height: 420)

            if layout == .grid {
                Text("3 columns")
                    .font(.subheadline)
                    .frame(width: 160, height: 36)
                    .background(Color(red: 0.92, green: 0.92, blue: 0.95))
                    .cornerRadius(12)
                    // shows: under the grid a column hint rises from the bottom while fading in, and leaves the same way when the map is chosen, with the screen's spring.
                    // film: layout transition
                    // effects: move bottom, opacity | move bottom, opacity
                    // animation: { spring: { response: 0.35, dampingFraction: 0.7 } } | { spring: { response: 0.35, dampingFraction: 0.7 } }
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .padding(.top, 24)
        // shows: on the whole screen this gives each change of layout a spring of response 0.35 and damping 0.7, as the buttons set it without withAnimation; the bar's own .animation overrides it for the segments.
        // decides: layout
        .animation(.spring(response: 0.35, dampingFraction: 0.7), value: layout)
    }
}
