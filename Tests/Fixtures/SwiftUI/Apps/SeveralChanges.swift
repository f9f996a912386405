import SwiftUI

// The selection changes in two places with two animations: a swipe that ends with
// withAnimation(.smooth(duration: 0.5)) (first in the source), and the buttons, with
// withAnimation(.spring(duration: 0.3)). The pages fade with their own animation:
// .opacity.animation(.easeIn(duration: 0.2)).
//
// SwiftUI shows, for a swipe (the first change site in the source, which import links): .smooth
// moves everything but the opacity, which follows the transition's own easeIn — a transition's
// .animation(_:) drives that transition whatever the transaction says. A tap would use the
// buttons' spring: import lists it with the in:/line: that picks it.

struct DayView: View { var body: some View { Text("Day") } }
struct WeekView: View { var body: some View { Text("Week") } }
struct MonthView: View { var body: some View { Text("Month") } }

struct CalendarTabs: View {
    @State private var mode = 0

    var body: some View {
        VStack {
            ZStack {
                switch mode {
                case 0: DayView().transition(.opacity.animation(.easeIn(duration: 0.2)))
                case 1: WeekView().transition(.opacity.animation(.easeIn(duration: 0.2)))
                default: MonthView().transition(.opacity.animation(.easeIn(duration: 0.2)))
                }
            }
            .gesture(DragGesture().onEnded { value in
                withAnimation(.smooth(duration: 0.5)) {
                    mode = value.translation.width < 0 ? min(mode + 1, 2) : max(mode - 1, 0)
                }
            })
            HStack {
                ForEach(0..<3) { index in
                    Button("\(index)") {
                        withAnimation(.spring(duration: 0.3)) { mode = index }
                    }
                }
            }
        }
    }
}
