import Foundation

/// A moment of a scene's timeline, described for people: `select Habits (tab 1), forward`.
public struct SpecEvent: Sendable, Hashable {
    /// Seconds from the start.
    public var time: Double
    /// The action's kind: `initial`, `select`, `appear`, `month`, `scroll`, `tap`, `progress`,
    /// `push`, `pop`, `change`, `keyframes`.
    public var action: String
    /// One line a designer can read.
    public var description: String

    public init(time: Double, action: String, description: String) {
        self.time = time
        self.action = action
        self.description = description
    }
}

/// An animation of the scene, with the part it plays: `default`, `track opacity`, `dials appear`, …
public struct SpecAnimation: Sendable {
    public var role: String
    public var animation: AnimationParameters

    public init(role: String, animation: AnimationParameters) {
        self.role = role
        self.animation = animation
    }
}

/// A transition of the scene: the effects a view is inserted with and removed with, and the
/// animations that drive them.
public struct SpecTransition: Sendable {
    /// What changes: `tab change`, `push and pop`, `calendar`, `change at 0.30 s`.
    public var name: String
    /// SwiftUI-style effect descriptions (`move(edge: auto)`, `opacity`); nil when the kind has
    /// no insertion and removal (a property change).
    public var insertion: [String]?
    public var removal: [String]?
    public var animations: [SpecAnimation]
    /// Each side of a page transition in Compose's, Flutter's and CSS's words; empty for a
    /// property change.
    public var platforms: [PlatformTransition]
    /// The sides a backward change plays where they differ from ``platforms`` (a tab change to a
    /// lower tab mirrors an `auto` edge); empty when both directions move alike.
    public var backward: [PlatformTransition]
    /// For a layers preset's change, each property it moves, from where to where.
    public var changes: [PropertyChange] = []
    /// For a layers preset's keyframes, each number track in the other platforms' words.
    public var keyframes: [PlatformKeyframes] = []

    public init(name: String, insertion: [String]? = nil, removal: [String]? = nil, animations: [SpecAnimation],
                platforms: [PlatformTransition] = [], backward: [PlatformTransition] = []) {
        self.name = name
        self.insertion = insertion
        self.removal = removal
        self.animations = animations
        self.platforms = platforms
        self.backward = backward
    }
}
