import SwiftUI

// A "Saved" toast that runs itself: it slides down and fades in when it appears, stays two
// seconds, then slides back up and fades out, and tells its owner it is gone.

struct SavedToast: View {
    var onDismiss: () -> Void = {}
    @State private var isVisible = false

    var body: some View {
        Label("Saved to your cookbook", systemImage: "checkmark.circle.fill")
            .font(.headline)
            .frame(width: 320, height: 64)
            .background(Color.indigo)
            .foregroundStyle(.white)
            .cornerRadius(12)
            // Slides down from above the top edge…
            .offset(y: isVisible ? 0 : -120)
            // …and fades in as it comes.
            .opacity(isVisible ? 1 : 0)
            .onAppear {
                // In with SwiftUI's default spring.
                withAnimation {
                    isVisible = true
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    // Out, two seconds later, with a short ease-out.
                    withAnimation(.easeOut(duration: 0.25)) {
                        isVisible = false
                    } completion: {
                        onDismiss()
                    }
                }
            }
    }
}
