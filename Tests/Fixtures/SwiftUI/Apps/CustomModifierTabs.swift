import SwiftUI

// A tab screen whose pages blur and fade in and out through a custom ViewModifier, the commonest
// way apps write their own transition: .modifier(active: Blur(radius: 12), identity: Blur(radius: 0)).
// The buttons change the tab with withAnimation(.easeOut(duration: 0.3)).
//
// SwiftUI shows: on every change both pages use the active side, Blur(radius: 12) — blurred by
// 12 points and transparent — the inserted page coming from it, the removed page going to it;
// the identity side rests (radius 0, fully opaque). easeOut 0.3 s.

struct Blur: ViewModifier {
    var radius: CGFloat

    func body(content: Content) -> some View {
        content
            .blur(radius: radius)
            .opacity(radius == 0 ? 1 : 0)
    }
}

extension AnyTransition {
    static var blurFade: AnyTransition {
        .modifier(active: Blur(radius: 12), identity: Blur(radius: 0))
    }
}

struct WeatherNow: View { var body: some View { Text("Now") } }
struct WeatherHourly: View { var body: some View { Text("Hourly") } }
struct WeatherWeekly: View { var body: some View { Text("Weekly") } }

struct WeatherScreen: View {
    @State private var tab = 0

    var body: some View {
        VStack {
            ZStack {
                switch tab {
                case 0: WeatherNow().transition(.blurFade)
                case 1: WeatherHourly().transition(.blurFade)
                default: WeatherWeekly().transition(.blurFade)
                }
            }
            HStack {
                ForEach(0..<3) { index in
                    Button("\(index)") {
                        withAnimation(.easeOut(duration: 0.3)) { tab = index }
                    }
                }
            }
        }
    }
}
