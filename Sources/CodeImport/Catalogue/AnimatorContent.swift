import Foundation
import SwiftModel

/// Which view a modifier in an animator's content closure is on — what a phase or keyframe
/// animator's film makes one stand-in of.
///
/// In the modifier form (`view.phaseAnimator(…) { content, phase in content.scaleEffect(…) }`) a
/// modifier on the closure's `content` is on the view the animator is written on, the host; any
/// other modifier is on its own view's chain. Modifiers with the same `chain` are one view's.
struct AnimatorContent {
    let view: ModifierPlace
    let chain: CodeSpan
    /// Whether the modifier is on the placeholder (`content`), so the host stands for it.
    let onPlaceholder: Bool

    init(_ place: ModifierPlace, placeholder: String?, host: ModifierPlace?) {
        onPlaceholder = placeholder.map { placeholder in
            if case .name(placeholder) = place.root.unparenthesized.kind { true } else { false }
        } ?? false
        chain = onPlaceholder ? (host?.call.span ?? place.call.span) : (place.chain.last?.span ?? place.call.span)
        view = onPlaceholder ? (host ?? place) : place
    }
}
