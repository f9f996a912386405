import SwiftUI

// Larder: a small cookbook app. The home screen lists recipe cards, greets the user with a
// banner, and opens a panel to jot down a new recipe.

struct Recipe: Identifiable, Hashable {
    let id: Int
    let title: String
    let minutes: Int
}

extension Recipe {
    static let samples: [Recipe] = [
        Recipe(id: 1, title: "Leek and potato soup", minutes: 40),
        Recipe(id: 2, title: "Lemon risotto", minutes: 35),
        Recipe(id: 3, title: "Miso-glazed aubergine", minutes: 25),
        Recipe(id: 4, title: "Rhubarb crumble", minutes: 50),
    ]
}

struct RecipeCard: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(recipe.title)
                .font(.headline)
            Text("\(recipe.minutes) min")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(16)
        .frame(width: 350, alignment: .leading)
        .background(Color(red: 0.95, green: 0.95, blue: 0.97))
        .cornerRadius(16)
    }
}

struct ComposerPanel: View {
    @State private var title = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Capsule()
                .fill(Color.gray)
                .frame(width: 40, height: 5)
                .frame(maxWidth: .infinity)
            Text("New recipe")
                .font(.title3.bold())
            TextField("What are you cooking?", text: $title)
                .textFieldStyle(.roundedBorder)
            Text("Add")
                .font(.headline)
                .frame(width: 310, height: 50)
                .background(Color.orange)
                .foregroundStyle(.white)
                .cornerRadius(14)
        }
        .padding(20)
    }
}

struct ContentView: View {
    @State private var showBanner = false
    @State private var isComposerOpen = false

    var body: some View {
        NavigationStack {
            ZStack(alignment: .bottomTrailing) {
                ScrollView {
                    VStack(spacing: 16) {
                        if showBanner {
                            HStack {
                                Text("New this week: five spring soups")
                                    .font(.subheadline.bold())
                                Spacer()
                                Button {
                                    // Closing the banner: a quick ease-out.
                                    withAnimation(.easeOut(duration: 0.25)) {
                                        showBanner = false
                                    }
                                } label: {
                                    Image(systemName: "xmark")
                                }
                            }
                            .padding(.horizontal, 16)
                            .frame(width: 350, height: 64)
                            .background(Color.orange)
                            .foregroundStyle(.white)
                            .cornerRadius(16)
                            // The banner pops in: it grows from 80 % while fading in, and leaves the same way.
                            .transition(.scale(scale: 0.8).combined(with: .opacity))
                        }

                        ForEach(Recipe.samples) { recipe in
                            NavigationLink(value: recipe) {
                                RecipeCard(recipe: recipe)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                    .padding(.vertical, 16)
                }
                .navigationTitle("Larder")
                .navigationDestination(for: Recipe.self) { recipe in
                    CardDetailView(recipe: recipe)
                }
                .toolbar {
                    NavigationLink {
                        SettingsView()
                    } label: {
                        Image(systemName: "gearshape")
                    }
                }

                Button {
                    // The composer rises with a lively spring.
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                        isComposerOpen = true
                    }
                } label: {
                    Image(systemName: "plus")
                        .font(.title2.bold())
                        .frame(width: 60, height: 60)
                        .background(Color.indigo)
                        .foregroundStyle(.white)
                        .clipShape(Circle())
                }
                .padding(24)

                if isComposerOpen {
                    Color.black.opacity(0.3)
                        .ignoresSafeArea()
                        .onTapGesture {
                            // Tapping outside drops the composer away snappily.
                            withAnimation(.snappy) {
                                isComposerOpen = false
                            }
                        }

                    ComposerPanel()
                        .frame(width: 350, height: 260)
                        .background(Color(red: 0.95, green: 0.95, blue: 0.97))
                        .cornerRadius(24)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
                        // The composer slides up from the bottom edge while fading in, like a sheet.
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
            .onAppear {
                // The banner arrives with a bouncy spring once the home screen is up.
                withAnimation(.bouncy) {
                    showBanner = true
                }
            }
        }
    }
}
