import Foundation

/// The SwiftUI calls that move views in ways MotionReel lists but does not evaluate yet — each a
/// site of `motionreel import`, so that "every motion of the app" leaves none out, with what it
/// does in a phrase for the reason it is not filmed.
public enum MotionEffects {
    /// Modifiers (`view.matchedGeometryEffect(…)`) and views (`PhaseAnimator(…) { … }`), by name.
    public static let descriptions: [String: String] = [
        "matchedGeometryEffect": "a matchedGeometryEffect, which moves one view's frame to another's as they swap",
        "symbolEffect": "an SF Symbol effect, which the system draws from the symbol's layers",
        "contentTransition": "a content transition, which swaps a text's or a symbol's content in place",
        "scrollTransition": "a scroll transition, driven by the view's place in its scroll view",
        "navigationTransition": "a navigation transition, which the system runs between two screens",
        "phaseAnimator": "a phase animator, which steps through its phases",
        "PhaseAnimator": "a phase animator, which steps through its phases",
        "keyframeAnimator": "a keyframe animator, which plays its keyframe tracks",
        "KeyframeAnimator": "a keyframe animator, which plays its keyframe tracks",
    ]

    /// The effects a catalogue films as a whole (`import DIR -o FOLDER`), though no single preset
    /// value stands for them: the animators, which drive their content over time.
    public static let filmedWhole: Set<String> = ["phaseAnimator", "PhaseAnimator", "keyframeAnimator", "KeyframeAnimator"]

    /// Whether `name` written as a modifier is one (the views are written as calls of their type).
    public static func isModifier(_ name: String) -> Bool {
        descriptions[name] != nil && name.first?.isLowercase == true
    }

    /// Whether `name` called as a type is one of the animator views.
    public static func isView(_ name: String) -> Bool {
        descriptions[name] != nil && name.first?.isUppercase == true
    }
}
