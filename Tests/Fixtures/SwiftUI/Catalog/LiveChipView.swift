import SwiftUI

// A "live" chip as apps write its colours: a label in SwiftUI's secondary style that turns red
// when live, a dot coloured from UIKit's system colours (`Color(.systemPink)`), a frame whose
// style is type-erased (`AnyShapeStyle`), and a banner that slides up by the screen's height in
// pixels — a size the catalogue does not know, so that change is listed with the modifier that reads it.

struct LiveChipView: View {
    @State private var isLive = false
    @State private var showsBanner = false

    var body: some View {
        VStack(spacing: 16) {
            Text("LIVE")
                // shows: the label turns from iOS's secondary label colour (#3C3C43 at 60 %) to system red with the tap's easeInOut.
                // film: isLive fill #3C3C4399 -> #FF3B30 -> #3C3C4399
                // animation: { easeInOut: 0.3 } | { easeInOut: 0.3 }
                .foregroundStyle(isLive ? .red : .secondary)
            Circle()
                // shows: the dot turns from UIKit's systemGray to systemPink — the colours SwiftUI's .gray and .pink draw.
                // film: isLive fill #8E8E93 -> #FF2D55 -> #8E8E93
                // animation: { easeInOut: 0.3 } | { easeInOut: 0.3 }
                .fill(Color(isLive ? .systemPink : .systemGray))
            RoundedRectangle(cornerRadius: 12)
                // shows: the frame's type-erased style is the colour it wraps: green when live, blue otherwise.
                // film: isLive fill #007AFF -> #34C759 -> #007AFF
                // animation: { easeInOut: 0.3 } | { easeInOut: 0.3 }
                .fill(isLive ? AnyShapeStyle(Color.green) : AnyShapeStyle(Color.blue))
            Text("Now streaming")
                .offset(y: showsBanner ? -UIScreen.main.nativeBounds.height / UIScreen.main.scale : 0)
        }
        .onTapGesture {
            // shows: a tap turns the chip live and back, easing in and out over 0.3 s.
            // decides: isLive
            withAnimation(.easeInOut(duration: 0.3)) { isLive.toggle() }
        }
        .onLongPressGesture {
            // shows: a long press slides the banner up by the screen's height with SwiftUI's default animation.
            // unfilmed: it changes showsBanner, which .offset reads (LiveChipView.swift:30), but that modifier's value cannot be read: it reads UIScreen.main.nativeBounds.height at LiveChipView.swift:30:43, a property of something no declaration in the folder says the value of (a type from another module, or a model that is not observable)
            withAnimation { showsBanner.toggle() }
        }
    }
}
