import Foundation
import Motion
import Scene
import SwiftModel

/// An animation as a preset gives it: written, or linked to Swift code to evaluate.
package enum AnimationSource {
    case fixed(Animation)
    /// Linked code, and a stagger written beside it (SwiftUI has none, so it is MotionReel's).
    case linked(SwiftLink, stagger: Stagger?)
}

extension DocumentReader {
    /// An animation written as any form `decodeAnimation` reads, or as a `swift:` link.
    package func decodeAnimationSource(_ field: Field) -> AnimationSource? {
        guard field.node.mapping?.keys.contains(where: { $0.string == "swift" }) == true else {
            return decodeAnimation(field).map { .fixed($0) }
        }
        let hints = ["duration": "'duration' belongs to a written animation; with swift: the animation comes from the code",
                     "delay": "write the delay in the code (.delay(0.1)); with swift: the animation comes from the code",
                     "speed": "write the speed in the code (.speed(2)); with swift: the animation comes from the code"]
        guard let keyed = mapping(field, allowed: Self.swiftLinkKeys + ["stagger"], hints: hints) else { return nil }
        let link = decodeSwiftLink(keyed, kind: .animation)
        let stagger = keyed["stagger"].map(decodeStagger) ?? .some(nil)
        guard let link, let stagger else { return nil }
        codeLinks.append(link.record(role: field.path))
        return .linked(link, stagger: stagger)
    }

    /// An animation evaluated once: a written one as it is, a linked one with its variables bound
    /// to literals (or Reduce Motion), for `context` — which has no selection that changes.
    func staticAnimation(_ source: AnimationSource, context: String) -> Animation? {
        switch source {
        case .fixed(let animation):
            return animation
        case .linked(let link, let stagger):
            guard let bindings = staticBindings(link, context: context) else { return nil }
            do {
                var animation: Animation
                if case .stateChange = link.target {
                    // The record names the site that decided, as a page animation's does.
                    let (resolved, source) = try link.stateChangeAnimation(bindings)
                    animation = resolved
                    if let index = codeLinks.lastIndex(where: { $0.role == link.field.path }) {
                        codeLinks[index] = link.record(role: link.field.path, decided: source)
                    }
                } else {
                    animation = try LinkedValues.animation(try link.evaluate(bindings).value, at: link.location)
                }
                animation.stagger = stagger ?? animation.stagger
                record(animation, at: link.field, start: nil, elements: 2)
                return animation
            } catch {
                report(error, at: link.field)
                return nil
            }
        }
    }

    /// The values of a link's bindings where nothing changes: literals and Reduce Motion; a
    /// variable bound to a role of a changing selection is refused at its `bind:` entry.
    func staticBindings(_ link: SwiftLink, context: String) -> Bindings? {
        var values: [String: Value] = [:]
        var failed = false
        for binding in link.bindings {
            switch binding.role {
            case .literal(let value): values[binding.name] = value
            case .reduceMotion: values[binding.name] = .boolean(reduceMotion)
            default:
                let field = link.bindFields[binding.name] ?? link.field
                invalid(field, "'\(binding.name)' is bound to \(binding.role.description), but \(context) has no selection "
                        + "that changes; bind it to a literal (a number, true or false, .trailing)")
                failed = true
            }
        }
        return failed ? nil : Bindings(values, reduceMotion: reduceMotion)
    }
}
