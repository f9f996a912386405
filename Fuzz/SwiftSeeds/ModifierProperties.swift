import SwiftUI

// A seed of the Swift fuzzer (Fuzz/swift-seeds.sh copies it), not a test fixture: every modifier
// whose value the catalogue films from a state, and the ones it names as not filmed, so mutations
// start from each of them.
struct ModifierProperties: View {
    @State private var isOn = false
    @State private var progress = 0.2

    var body: some View {
        VStack {
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.orange, style: StrokeStyle(lineWidth: isOn ? 12 : 4, lineCap: .round))
                .frame(width: 80, height: 80)
            Circle()
                .trim(to: isOn ? 1 : 0.25)
                .stroke(.blue, lineWidth: 6)
                .frame(width: 60, height: 60)
            Text("Card")
                .frame(width: 200, height: 120)
                .background(Color.blue.opacity(isOn ? 1 : 0.4))
                .clipShape(RoundedRectangle(cornerRadius: isOn ? 40 : 8))
                .saturation(isOn ? 1 : 0)
                .brightness(isOn ? 0.2 : 0)
                .grayscale(isOn ? 0 : 1)
                .shadow(color: .black.opacity(0.3), radius: isOn ? 12 : 2, x: 0, y: isOn ? 8 : 1)
                .zIndex(isOn ? 1 : 0)
                .padding(isOn ? 20 : 0)
            Text("Score")
                .font(.system(size: isOn ? 34 : 17).weight(.bold))
                .contentTransition(.interpolate)
            Text("Title")
                .font(isOn ? .custom("Avenir", size: 28) : .title)
            HStack(alignment: .top, spacing: 12) {
                ForEach(0..<3) { index in
                    Circle().frame(width: 20, height: 20)
                }
                Spacer(minLength: 4)
                if isOn {
                    Capsule().frame(minWidth: 40, idealWidth: 60, maxWidth: .infinity, maxHeight: 30)
                } else {
                    Text("Off").padding(.horizontal, 8).fixedSize()
                }
            }
            .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
            Image(systemName: "heart.fill")
                .symbolEffect(.bounce.down, options: .repeat(2).speed(1.5), value: isOn)
                .symbolEffect(.rotate.counterClockwise, value: progress)
            Color.green
                .frame(width: 40, height: 40)
                .position(x: isOn ? 300 : 100, y: 200)
                .layoutPriority(1)
            Rectangle()
                .clipShape(.rect(cornerRadius: isOn ? 12 : 0).inset(by: isOn ? 4 : 0))
                .frame(maxWidth: isOn ? .infinity : 100)
        }
        .onTapGesture {
            withAnimation(.spring(duration: 0.4, bounce: 0.2)) {
                isOn.toggle()
                progress = isOn ? 0.9 : 0.2
            }
        }
    }
}
