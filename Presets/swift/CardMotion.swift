import SwiftUI

/// The app's motion vocabulary, named once and used by every screen: `layers-from-code` takes its
/// events' animations from here, so the motion spec follows the code.
extension Animation {
    /// The list steps back when a card opens.
    static let listStepBack = Animation.easeOut(duration: 0.25)
    /// A card grows into its detail screen.
    static let cardOpen = Animation.spring(duration: 0.5, bounce: 0.12)
    /// A panel rises into place.
    static let panelRise = Animation.spring(duration: 0.45, bounce: 0.1)
    /// Small controls pop in.
    static let controlPop = Animation.snappy
    /// Bars grow from their baseline.
    static var barGrow: Animation {
        .spring(duration: 0.5, bounce: 0.2)
    }
}
