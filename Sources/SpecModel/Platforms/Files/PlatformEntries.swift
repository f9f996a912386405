import Foundation
import Motion

/// What a platform's file declares, read off a spec's transitions: one entry per transition side
/// (each direction where they differ) and one per animation, each with the name it is declared
/// under — the preset's transition, so a reader finds the file's value from the spec and back.
struct PlatformEntries {
    /// One side of a page transition (or of a layer's insertion or removal).
    struct Side {
        /// `tabChangeInsertion`, `tabChangeInsertionBackward`: the words of its name.
        var words: [String]
        /// The transition's name in the spec (`tab change`) and this side's title.
        var transition: String
        var title: String
        var side: PlatformTransition
        /// The words of the other direction's name, when that direction differs.
        var other: [String]?
        /// Whether the transition is a stack's push, which a pop plays in reverse.
        var reversedByPop: Bool
    }

    /// One animation on its own.
    struct Animation {
        var words: [String]
        var title: String
        var parameters: AnimationParameters
        /// The layer properties it moves, from where to where (a layers preset's change).
        var changes: [PropertyChange] = []
    }

    /// One keyframe track of a layers preset.
    struct Keyframes {
        var words: [String]
        var title: String
        var track: PlatformKeyframes
    }

    var sides: [Side] = []
    var animations: [Animation] = []
    var keyframes: [Keyframes] = []

    init(_ transitions: [SpecTransition]) {
        for transition in transitions {
            let base = Self.words(transition.name)
            let pop = transition.name.hasPrefix("push and pop")
            for side in transition.platforms {
                let backward = transition.backward.first { $0.side == side.side }
                let name = base + [side.side.rawValue]
                sides.append(Side(words: name, transition: transition.name, title: "\(transition.name), \(side.side.rawValue)", side: side,
                                  other: backward.map { _ in name + ["backward"] }, reversedByPop: pop))
                if let backward {
                    sides.append(Side(words: name + ["backward"], transition: transition.name, title: "\(transition.name), \(side.side.rawValue), backward",
                                      side: backward, other: name, reversedByPop: pop))
                }
            }
            // A keyframe event's spring keyframes are parts of its tracks, which are written whole below.
            for animation in transition.animations where transition.keyframes.isEmpty {
                // A transition's one animation is named after it; several by their roles too.
                let role = transition.animations.count == 1 ? ["animation"] : Self.words(animation.role).prefix(4).map { $0 }
                animations.append(Animation(words: base + role, title: "\(transition.name), \(animation.role)",
                                            parameters: animation.animation,
                                            changes: transition.animations.count == 1 ? transition.changes : []))
            }
            for track in transition.keyframes {
                keyframes.append(Keyframes(words: base + Self.words(track.layer) + Self.words(track.property),
                                           title: "\(transition.name), \(track.layer).\(track.property)", track: track))
            }
        }
    }

    /// Each side's camelCase name, in order, with the name of its other direction when it has one.
    func sideNames(_ names: inout DeclarationNames) -> [(name: String, other: String?)] {
        let own = sides.map { names.camel($0.words) }
        return sides.indices.map { index in
            let other = sides[index].other.flatMap { words in sides.firstIndex { $0.words == words }.map { own[$0] } }
            return (own[index], other)
        }
    }

    /// The words of a name: letters and digits of ASCII, a decimal point between digits kept as
    /// `_` (`change at 0.3 s` → change, at, 0_3, s).
    static func words(_ text: String) -> [String] {
        let points = text.replacingOccurrences(of: #"([0-9])\.([0-9])"#, with: "$1_$2", options: .regularExpression)
        return points.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }.map(String.init)
    }
}

/// Declaration names unique in one file: camelCase for Kotlin and Dart, kebab-case for CSS.
struct DeclarationNames {
    private var used: Set<String> = []

    /// `tab change insertion` → `tabChangeInsertion` (with `prefix` words first: `play…`); a name
    /// already taken gets a number, one that would start with a digit starts with `motion`.
    mutating func camel(_ words: [String], prefix: [String] = []) -> String {
        let all = prefix + words
        var name = all.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.isEmpty || name.first!.isNumber { name = "motion" + name.prefix(1).uppercased() + name.dropFirst() }
        return unique(name)
    }

    /// `tab change insertion` → `tab-change-insertion`.
    mutating func kebab(_ words: [String]) -> String {
        var name = words.map { $0.lowercased().replacingOccurrences(of: "_", with: "-") }.joined(separator: "-")
        if name.isEmpty || name.first!.isNumber { name = "motion-" + name }
        return unique(name)
    }

    private mutating func unique(_ name: String) -> String {
        var candidate = name, n = 2
        while used.contains(candidate) {
            candidate = name + "\(n)"
            n += 1
        }
        used.insert(candidate)
        return candidate
    }
}
