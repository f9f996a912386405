import Foundation
import Motion
import Scene

/// An animation a preset wrote, and when its timeline starts it: what a film that is too long
/// is traced back to.
struct AnimationUse {
    var field: Field
    var animation: Animation
    /// The event time it starts at, or nil for a transition's animation, which starts at every
    /// event (the last of them ends last).
    var start: Double?
    /// How many elements its stagger spreads over: a change event's layers, or a transition's
    /// two pages (the one leaving is element 0, the one arriving element 1).
    var elements: Int
}

/// The film's length: everything up to the last animation's end, plus the hold, is at most
/// ``Limits/maximumFilmSeconds``; a longer one is refused at the animation that makes it so.
///
/// Most presets are settled by a bound that needs no timeline (``quickBound(lastEvent:fps:)``);
/// the others build the scene's timeline, which is bounded work for any preset that got this far:
/// the counts of layers, events and effects are limited, and so is every run (``Limits/speed``,
/// ``Limits/maximumRunSeconds``), whatever the film's length.
extension DocumentReader {
    /// Keeps `animation`, written at `field`, for ``checkFilmLength(_:root:)``.
    package func record(_ animation: Animation, at field: Field, start: Double?, elements: Int) {
        animationUses.append(AnimationUse(field: field, animation: animation, start: start, elements: elements))
    }

    /// Reports a film longer than the limit, at the animation that ends last (at `root` if none
    /// of the recorded ones does, which the scene kinds' own animations cannot make happen).
    func checkFilmLength(_ scene: MotionScene, root: Field) {
        let limit = Limits.maximumFilmSeconds
        let clock = SampleClock(rate: Double(scene.canvas.fps))
        let lastEvent = scene.kind.lastEventTime
        // Curves and repeats can outlast the quick bound; they are bounded exactly, one by one.
        let curves = animationUses.filter {
            if case .curve = $0.animation.timing { true } else { $0.animation.repeats != nil }
        }
        let curveEnd = curves.map { Self.end(of: $0, lastEvent: lastEvent, clock: clock) }.max() ?? 0
        if max(Self.quickBound(lastEvent: lastEvent, fps: scene.canvas.fps), curveEnd) + scene.hold <= limit { return }
        let film = scene.timeline().settleTime + scene.hold
        if film <= limit { return }
        // Too long: which animation ends last (springs are run for this, and only now).
        let ends = animationUses.map { use in (use: use, end: Self.end(of: use, lastEvent: lastEvent, clock: clock)) }
        let rule = "a film may last at most \(Limit.format(limit)) s"
        guard let latest = ends.max(by: { $0.end < $1.end }) else {
            invalid(root, "the film would last \(Self.seconds(film)) s; \(rule)")
            return
        }
        var message = "this animation ends at \(Self.seconds(latest.end)) s (\(Self.describe(latest.use, lastEvent: lastEvent)))"
        if latest.end <= limit {
            message += "; with the \(Self.seconds(scene.hold)) s hold the film lasts \(Self.seconds(film)) s"
        }
        invalid(latest.use.field, message + "; " + rule)
    }

    /// When every run that is not one of the recorded curves has ended, at the latest.
    ///
    /// Runs begin at an event, at a keyframe (at most ``Limits/maximumSeconds`` after its event),
    /// at a calendar scroll's or a drag's release (within that too); a spring's run is ended by
    /// force ``Limits/maximumRunSeconds`` after it begins, at the next sample; the curves a scene
    /// kind makes itself (keyframe intervals, cross-fades) end within those same seconds. The
    /// curves a preset writes with a speed, a delay or a stagger are the recorded ones, bounded
    /// exactly by ``end(of:lastEvent:clock:)``.
    private static func quickBound(lastEvent: Double, fps: Int) -> Double {
        lastEvent + Limits.maximumSeconds + Limits.maximumRunSeconds + 1 / Double(fps)
    }

    /// When `use` ends if it starts at its latest: its last element, after the stagger's delays.
    private static func end(of use: AnimationUse, lastEvent: Double, clock: SampleClock) -> Double {
        let start = use.start ?? lastEvent
        let animation = lastElement(of: use)
        if animation.repeats != nil {
            // Its cycles end on the clock's samples: run it (a cycle is bounded like any run).
            return AnimationRun(animation, at: start, from: 0, to: 1, clock: clock).settleTime
        }
        switch animation.timing {
        case .curve(_, let duration):
            return start + animation.delay + duration / animation.speed
        case .keyframes:
            return start + animation.delay + animation.timing.model.logicalDuration / animation.speed
        case .fluidSpring, .analyticSpring, .interpolatingSpring:
            // A unit move: springs end by their own settling, within the clock's longest run.
            return AnimationRun(animation, at: start, from: 0, to: 1, clock: clock).endTime
        }
    }

    /// The animation as it runs for the last element it staggers over.
    private static func lastElement(of use: AnimationUse) -> Animation {
        let last = max(use.elements - 1, 0)
        return use.animation.forElement(ElementPosition(index: last, row: 0, column: last))
    }

    /// "starting at 0.3 s, delay 0 s + stagger 60 s × 199, duration 0.25 s at speed 0.01".
    private static func describe(_ use: AnimationUse, lastEvent: Double) -> String {
        let start = use.start ?? lastEvent
        var parts = [use.start == nil ? "at the last event, \(seconds(start)) s" : "starting at \(seconds(start)) s"]
        let staggered = lastElement(of: use).delay - use.animation.delay
        if let stagger = use.animation.stagger, staggered > 0 {
            let count = Limit.format((staggered / stagger.delay).rounded())
            parts.append("delay \(seconds(use.animation.delay)) s + stagger \(seconds(stagger.delay)) s × \(count)")
        } else if use.animation.delay > 0 {
            parts.append("delay \(seconds(use.animation.delay)) s")
        }
        let speed = "at speed \(Limit.format(use.animation.speed))"
        switch use.animation.timing {
        case .curve(_, let duration): parts.append("duration \(seconds(duration)) s \(speed)")
        default: parts.append("a spring \(speed)")
        }
        return parts.joined(separator: ", ")
    }

    /// Seconds to the millisecond, without trailing zeros: 6000.3, 0.25.
    private static func seconds(_ value: Double) -> String {
        Limit.format((value * 1000).rounded() / 1000)
    }
}
