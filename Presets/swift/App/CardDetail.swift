import SwiftUI

// A recipe's page: its photo card grows when tapped, the ingredients open under a turning
// chevron, the heart turns pink, and holding Save shrinks the button, then shows the toast.

struct CardDetailView: View {
    let recipe: Recipe

    @State private var isExpanded = false
    @State private var showsIngredients = false
    @State private var isFavourite = false
    @State private var isPressed = false
    @State private var showsToast = false

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Tonight's pick")
                        .font(.caption.bold())
                    Text(recipe.title)
                        .font(.title.bold())
                    Spacer()
                    Text("\(recipe.minutes) min · serves 4")
                        .font(.subheadline)
                }
                .padding(20)
                // The card grows taller when tapped, and shrinks on the next tap…
                .frame(width: 350, height: isExpanded ? 320 : 180, alignment: .topLeading)
                .background(Color.orange)
                .foregroundStyle(.white)
                // …rounding its corners out as it grows.
                .cornerRadius(isExpanded ? 28 : 16)
                // One gentle spring with a little bounce for both.
                .animation(.spring(duration: 0.4, bounce: 0.25), value: isExpanded)
                .onTapGesture {
                    isExpanded.toggle()
                }

                HStack {
                    Text("Save it for later")
                        .font(.subheadline)
                    Spacer()
                    Button {
                        // The heart pops with a bouncy spring.
                        withAnimation(.bouncy) {
                            isFavourite.toggle()
                        }
                    } label: {
                        Image(systemName: "heart.fill")
                            .font(.title2)
                            .frame(width: 44, height: 44)
                            // Gray until it is a favourite, then pink.
                            .foregroundStyle(isFavourite ? Color.pink : Color.gray)
                    }
                }
                .frame(width: 350, height: 52)

                Button {
                    // The ingredients open and close with a spring.
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                        showsIngredients.toggle()
                    }
                } label: {
                    HStack {
                        Text("Ingredients")
                            .font(.headline)
                        Spacer()
                        Image(systemName: "chevron.right")
                            .frame(width: 24, height: 24)
                            // The chevron turns to point down while the list is open.
                            .rotationEffect(.degrees(showsIngredients ? 90 : 0))
                    }
                    .frame(width: 350, height: 52)
                }
                .buttonStyle(.plain)

                if showsIngredients {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("2 leeks")
                        Text("3 floury potatoes")
                        Text("1 l vegetable stock")
                        Text("100 ml single cream")
                    }
                    .padding(16)
                    .frame(width: 350, height: 130, alignment: .topLeading)
                    .background(Color(red: 0.95, green: 0.95, blue: 0.97))
                    .cornerRadius(12)
                    // The list drops in from under the row while fading in.
                    .transition(.move(edge: .top).combined(with: .opacity))
                }

                Text("Hold to save")
                    .font(.headline)
                    .frame(width: 350, height: 56)
                    .background(Color.green)
                    .foregroundStyle(.white)
                    .cornerRadius(14)
                    // The button sinks a little while a finger is on it.
                    .scaleEffect(isPressed ? 0.95 : 1)
                    .onLongPressGesture(minimumDuration: 0.3, pressing: { pressing in
                        // Pressing and releasing both snap.
                        withAnimation(.snappy) {
                            isPressed = pressing
                        }
                    }, perform: {
                        showsToast = true
                    })
            }
            .padding(.vertical, 20)
        }
        .overlay(alignment: .top) {
            if showsToast {
                SavedToast {
                    showsToast = false
                }
            }
        }
        .navigationTitle(recipe.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}
