import SwiftUI

// The older one-argument .onChange(of:) keeps the last tab itself and compares with it; the
// pages' container animates every change of the selection with
// .animation(.easeInOut(duration: 0.35), value: current), and the buttons set it plainly.
//
// SwiftUI shows: easeInOut 0.35 s on every change (the implicit animation on the pages' container
// applies whenever `current` changes, with no withAnimation needed). isAdvancing is set in
// .onChange, a render late: each page moves by the previous change's direction, as in
// OnChangeTwoArguments. lastIndex, kept as the new value each time, holds the page being left when
// the next change comes.

struct TodayList: View { var body: some View { Text("Today") } }
struct UpcomingList: View { var body: some View { Text("Upcoming") } }
struct DoneList: View { var body: some View { Text("Done") } }

struct TasksView: View {
    @State var current = 0
    @State var lastIndex = 0
    @State var isAdvancing = true

    var body: some View {
        VStack {
            ZStack {
                switch current {
                case 0: TodayList().transition(.move(edge: isAdvancing ? .trailing : .leading))
                case 1: UpcomingList().transition(.move(edge: isAdvancing ? .trailing : .leading))
                default: DoneList().transition(.move(edge: isAdvancing ? .trailing : .leading))
                }
            }
            .animation(.easeInOut(duration: 0.35), value: current)
            HStack {
                Button("Today") { current = 0 }
                Button("Upcoming") { current = 1 }
                Button("Done") { current = 2 }
            }
        }
        .onChange(of: current) { newValue in
            isAdvancing = newValue > lastIndex
            lastIndex = newValue
        }
    }
}
