import Observation
import SwiftUI

// A row and its body text sharing one view model. The row's "Show more" button, in a member the
// row shows only once the model has loaded, toggles the model's flag in a 0.3 s ease-in-out: the
// button's chevron turns and the body text — a view of its own, created with the model through
// its own init — fades out and back, both in that transaction, though the text's view sets
// nothing itself.

@Observable
final class RowModel {
    var showsSpoiler = false
    var isLoaded = false
}

struct StatusRow: View {
    @State private var model = RowModel()

    var body: some View {
        VStack {
            if model.isLoaded {
                content
            } else {
                ProgressView()
            }
        }
    }

    private var content: some View {
        VStack(spacing: 8) {
            Button {
                withAnimation(.easeInOut(duration: 0.3)) {
                    model.showsSpoiler.toggle()
                }
            } label: {
                Image(systemName: "chevron.down")
                    // shows: the chevron turns half round and back with the button's ease-in-out; the button is there only once the model has loaded, which the film takes as done.
                    // film: model.showsSpoiler rotation 0 -> 180 -> 0
                    // animation: { easeInOut: 0.3 } | { easeInOut: 0.3 }
                    .rotationEffect(.degrees(model.showsSpoiler ? 180 : 0))
            }
            StatusBody(model)
        }
    }
}

struct StatusBody: View {
    var model: RowModel

    init(_ model: RowModel) {
        self.model = model
    }

    var body: some View {
        if !model.showsSpoiler {
            Text("The post's text")
                // shows: the text fades out when the row's button hides it and back when it shows it, in the row's 0.3 s ease-in-out.
                // film: model.showsSpoiler transition
                // effects: opacity | opacity
                // animation: { easeInOut: 0.3 } | { easeInOut: 0.3 }
                .transition(.opacity)
        }
    }
}

// Chips made from a fixed list: each chip's highlight is decided by its own element, so no chip
// ever changes it on screen. The chip's own init takes it unlabelled.
struct ChipList: View {
    let chips = ["New", "Sale"]

    var body: some View {
        HStack {
            ForEach(chips, id: \.self) { chip in
                Chip(chip, chip == "Sale")
            }
        }
    }
}

struct Chip: View {
    let title: String
    let isHighlighted: Bool

    init(_ title: String, _ isHighlighted: Bool) {
        self.title = title
        self.isHighlighted = isHighlighted
    }

    var body: some View {
        Text(title)
            .opacity(isHighlighted ? 1 : 0.5)
            // shows: nothing moves: each chip keeps the highlight its element gives it.
            // unfilmed: it watches isHighlighted: isHighlighted is an input every view that creates Chip passes as a constant — ChipList at StatusRow.swift:74 (chip == "Sale") — so it never changes while Chip is shown: there is no motion to film
            .animation(.easeIn, value: isHighlighted)
    }
}
