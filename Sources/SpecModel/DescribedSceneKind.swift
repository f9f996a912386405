import Scene

/// What the spec asks of a scene kind: its events and transitions described for people, and the
/// SwiftUI code closest to its motion.
///
/// Spec does not know the kinds: it reaches a scene's description by a dynamic cast of
/// `scene.kind` to this protocol. Every kind the `SceneKinds` registry lists conforms by
/// construction (the registry's element type requires it), so the cast fails only for a kind
/// made outside the registry, which gets an empty description.
package protocol DescribedSceneKind: SceneKind {
    /// The scene's events and transitions, in the order the spec lists them.
    func specDescription(in scene: MotionScene) -> (events: [SpecEvent], transitions: [SpecTransition])

    /// The SwiftUI code closest to the scene's motion.
    func swiftUICode(in scene: MotionScene) -> SwiftUICode
}
