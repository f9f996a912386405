import Observation
import SwiftUI

// A feed backed by an @Observable model. Its filter bar drops in from the top (a Bool of the
// view, filmable); three of its motions cannot be filmed yet: rows that slide as the model's posts
// change, a refresh whose change of the model's isLoading shows a badge with no .transition
// (SwiftUI's default fade), and a sync badge that spins forever.

struct Post: Identifiable, Hashable {
    let id: UUID
    let author: String
    let text: String
}

@Observable
final class FeedModel {
    var posts: [Post] = [
        Post(id: UUID(), author: "Ines", text: "First firing of the new kiln."),
        Post(id: UUID(), author: "Tomas", text: "Trying a copper-red glaze this week."),
    ]
    var isLoading = false

    func refresh() async {
        try? await Task.sleep(for: .seconds(1))
        posts.insert(Post(id: UUID(), author: "Maya", text: "Commissions open in March."), at: 0)
        isLoading = false
    }
}

struct PostRow: View {
    let post: Post

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(post.author)
                .font(.headline)
            Text(post.text)
                .font(.body)
        }
        .padding(16)
        .frame(width: 320, alignment: .leading)
        .background(Color(red: 0.92, green: 0.92, blue: 0.95))
        .cornerRadius(12)
    }
}

struct FilterBar: View {
    var body: some View {
        HStack(spacing: 8) {
            Text("All")
            Text("Following")
            Text("Nearby")
        }
        .font(.subheadline)
    }
}

struct SyncBadge: View {
    @State private var isSpinning = false

    var body: some View {
        Image(systemName: "arrow.triangle.2.circlepath")
            .foregroundStyle(Color.blue)
            .frame(width: 28, height: 28)
            // shows: the arrows turn a full circle, again and again, from the moment the badge appears: the .animation below repeats forever, each turn starting over from 0 (it does not autoreverse); isSpinning is set once and never set back.
            // film: isSpinning rotation 0 -> 360
            // animation: { linear: 1, repeat: { count: forever, autoreverses: false } }
            .rotationEffect(.degrees(isSpinning ? 360 : 0))
            // shows: when onAppear sets isSpinning, this modifier sees it change and gives the turn a 1 s linear animation that starts over forever without reversing; a film shows three turns.
            // decides: isSpinning
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
            .onAppear {
                isSpinning = true
            }
    }
}

struct FeedView: View {
    @State private var model = FeedModel()
    @State private var showsFilters = false

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Text("Studio feed")
                    .font(.title2.bold())
                Spacer()
                if model.isLoading {
                    // shows: the sync badge has no .transition, so it comes and goes with SwiftUI's default, a fade: in with the refresh button's bare withAnimation (SwiftUI's default spring), out at once when the model finishes loading outside any withAnimation.
                    // film: model.isLoading transition
                    // effects: opacity | opacity
                    // animation: default | none
                    SyncBadge()
                }
                Button {
                    // shows: the filter button toggles showsFilters inside withAnimation(.snappy), the transaction the filter bar takes as it comes and goes.
                    // decides: showsFilters
                    withAnimation(.snappy) {
                        showsFilters.toggle()
                    }
                } label: {
                    Image(systemName: "line.3.horizontal.decrease.circle")
                        .frame(width: 44, height: 44)
                }
                Button {
                    // shows: refresh sets the model's isLoading inside a bare withAnimation, so the sync badge fades in with SwiftUI's default spring; the model finishes loading later, without animation.
                    // decides: model.isLoading
                    withAnimation {
                        model.isLoading = true
                    }
                    Task {
                        await model.refresh()
                    }
                } label: {
                    Image(systemName: "arrow.clockwise")
                        .frame(width: 44, height: 44)
                }
            }
            .frame(width: 320)

            if showsFilters {
                FilterBar()
                    .frame(width: 320, height: 44)
                    .background(Color.orange)
                    .cornerRadius(12)
                    // shows: the filter bar drops in from the top while fading in, and goes back up while fading out, with the filter button's snappy withAnimation.
                    // film: showsFilters transition
                    // effects: move top, opacity | move top, opacity
                    // animation: snappy | snappy
                    .transition(.move(edge: .top).combined(with: .opacity))
            }

            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(model.posts) { post in
                        PostRow(post: post)
                            // shows: a post slides in from the leading edge when it enters model.posts and out to the trailing edge when it leaves, if that change of the array is animated; the refresh inserts without an animation, so its new post simply appears.
                            // unfilmed: it is shown whatever FeedView's state is: no if or switch over a @State hides it (a ForEach's rows come and go with their data)
                            .transition(.slide)
                    }
                }
            }
        }
        .padding(.top, 24)
    }
}
