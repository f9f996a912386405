import Preset
import Scene
import SpecModel

/// Everything a scene kind is to the program: a scene (its timeline, images and last event), a
/// preset grammar (its decoder) and a spec (its description and SwiftUI code). A kind missing
/// any piece does not compile into the registry.
package typealias RegisteredSceneKind = DecodableSceneKind & DescribedSceneKind

/// The registry of scene kinds: the one list of the kinds MotionReel films.
///
/// Adding a kind is a folder `Sources/SceneKinds/<Kind>/` with a type conforming to
/// ``RegisteredSceneKind``, plus its line here. The order is the order an unknown `scene.kind`'s
/// error lists the choices in.
package enum SceneKindRegistry {
    package static let all: [any RegisteredSceneKind.Type] = [
        TabsScene.self,
        CalendarScene.self,
        StackScene.self,
        LayersScene.self,
    ]
}
