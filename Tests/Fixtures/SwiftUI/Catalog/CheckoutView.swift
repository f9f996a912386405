import SwiftUI

// Checkout: an express-delivery row that turns blue when chosen, a "Saved" toast that slides
// down and fades in, then hides itself after two seconds, and a payment panel that rises from
// the bottom over a dimmed backdrop.

struct OrderLine: View {
    let name: String
    let price: String

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text(price)
                .foregroundStyle(.secondary)
        }
        .frame(width: 320, height: 32)
    }
}

struct PaymentPanel: View {
    var body: some View {
        VStack(spacing: 16) {
            Capsule()
                .fill(Color.gray)
                .frame(width: 40, height: 5)
            Text("Pay with")
                .font(.headline)
            Text("Visa •••• 4242")
                .frame(width: 280, height: 48)
                .background(Color(red: 0.92, green: 0.92, blue: 0.95))
                .cornerRadius(12)
            Text("Pay $58.40")
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 280, height: 52)
                .background(Color.blue)
                .cornerRadius(14)
        }
        .padding(20)
    }
}

struct CheckoutView: View {
    @State private var isExpress = false
    @State private var showToast = false
    @State private var isPaymentOpen = false

    var body: some View {
        ZStack(alignment: .top) {
            VStack(spacing: 20) {
                OrderLine(name: "Linen apron", price: "$32.00")
                OrderLine(name: "Glaze sampler", price: "$21.50")

                Button {
                    isExpress.toggle()
                } label: {
                    HStack {
                        Text("Express delivery")
                        Spacer()
                        Text("+ $4.90")
                    }
                    .padding(.horizontal, 16)
                    .frame(width: 320, height: 64)
                    // shows: the delivery row fills blue when express is chosen and light gray when it is not; the tap sets isExpress plainly, and the .animation(_:value: isExpress) after this modifier sees it change and springs the colour.
                    // film: isExpress fill #EBEBF2 -> #007AFF -> #EBEBF2
                    // animation: { spring: { duration: 0.4, bounce: 0.25 } } | { spring: { duration: 0.4, bounce: 0.25 } }
                    .background(isExpress ? Color.blue : Color(red: 0.92, green: 0.92, blue: 0.95))
                    .cornerRadius(12)
                    // shows: this gives the row's colour change a 0.4 s spring with a little bounce each time isExpress changes, since the button has no withAnimation.
                    // decides: isExpress
                    .animation(.spring(duration: 0.4, bounce: 0.25), value: isExpress)
                }
                .buttonStyle(.plain)

                Button("Save for later") {
                    // shows: saving shows the toast inside a bare withAnimation, so it comes in with SwiftUI's default spring.
                    // decides: showToast
                    withAnimation {
                        showToast = true
                    }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        // shows: two seconds later the toast hides itself inside withAnimation(.easeOut(duration: 0.25)), so it leaves faster than it came.
                        // decides: showToast
                        withAnimation(.easeOut(duration: 0.25)) {
                            showToast = false
                        }
                    }
                }

                Button {
                    // shows: Pay opens the payment panel inside withAnimation with a spring of response 0.35 and damping 0.7, which the panel and its backdrop take.
                    // decides: isPaymentOpen
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                        isPaymentOpen = true
                    }
                } label: {
                    Text("Pay")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .frame(width: 320, height: 52)
                        .background(Color.blue)
                        .cornerRadius(14)
                }
            }
            .padding(.top, 120)

            Text("Saved")
                .font(.headline)
                .frame(width: 320, height: 64)
                .background(Color.indigo)
                .foregroundStyle(.white)
                .cornerRadius(12)
                // shows: the toast slides down from 120 points above its place when saved and back up two seconds later; the default spring of the save's withAnimation brings it in, the asyncAfter's easeOut takes it away.
                // film: showToast offsetY -120 -> 0 -> -120
                // animation: default | { easeOut: 0.25 }
                .offset(y: showToast ? 0 : -120)
                // shows: the toast fades in as it slides down and fades out as it slides up, with the same two withAnimation calls.
                // film: showToast opacity 0 -> 1 -> 0
                // animation: default | { easeOut: 0.25 }
                .opacity(showToast ? 1 : 0)

            if isPaymentOpen {
                Color.black.opacity(0.3)
                    .ignoresSafeArea()
                    .onTapGesture {
                        // shows: tapping the backdrop closes the panel inside withAnimation(.snappy), so the panel and the backdrop leave quickly.
                        // decides: isPaymentOpen
                        withAnimation(.snappy) {
                            isPaymentOpen = false
                        }
                    }
                    // shows: the dimmed backdrop fades in when the panel opens (the Pay button's spring) and fades out when the backdrop is tapped (its snappy).
                    // film: isPaymentOpen transition
                    // effects: opacity | opacity
                    // animation: { spring: { response: 0.35, dampingFraction: 0.7 } } | snappy
                    .transition(.opacity)

                PaymentPanel()
                    .frame(width: 320, height: 280)
                    .background(Color(red: 0.95, green: 0.95, blue: 0.97))
                    .cornerRadius(24)
                    .frame(maxHeight: .infinity, alignment: .bottom)
                    // shows: the panel rises from the bottom edge while fading in with the Pay button's spring, and drops back out while fading when the backdrop is tapped, with its snappy.
                    // film: isPaymentOpen transition
                    // effects: move bottom, opacity | move bottom, opacity
                    // animation: { spring: { response: 0.35, dampingFraction: 0.7 } } | snappy
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }
}
