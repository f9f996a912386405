import Foundation
import Motion
import Preset
import Scene

/// A stack scene's `timeline` (see StackDecoding): events in time order, each `select: TAB`,
/// `push: PAGE`, `pop: true`, or `drag:` alone (an interactive pop).
///
/// ```yaml
/// timeline:
///   - { at: 0, select: 0 }
///   - { at: 0.3, push: detail }
///   - { at: 2.5, push: detail, drag: { samples: [[2.6, 0.2], [2.7, 0.45], [2.75, 0.55]] } }
/// ```
///
/// At most ``Limits/maximumEvents`` events, and as many samples in a drag.
extension DocumentReader {
    /// Events in time order, each `select: TAB`, `push: PAGE`, `pop: true`, or `drag:` alone (an
    /// interactive pop); `push` and `pop` may carry a `drag`. Each tab's stack is replayed, so a
    /// push names a page of the tab selected then and a pop has a page to pop.
    func decodeStackTimeline(_ field: Field, tabs: [StackScene.Tab]?) -> [StackScene.Event]? {
        let rule = "a timeline may have at most \(Limits.maximumEvents) events"
        guard let items = sequence(field, atMost: Limits.maximumEvents, rule) else { return nil }
        guard !items.isEmpty else {
            invalid(field, "the timeline needs at least one event, e.g. - { at: 0, select: 0 }")
            return nil
        }
        var events: [StackScene.Event?] = []
        var previous: EventOrder?
        var selected = 0
        var depths = tabs.map { $0.map { _ in 1 } }
        for item in items {
            guard let event = mapping(item, allowed: ["at", "select", "push", "pop", "drag"]) else {
                events.append(nil)
                continue
            }
            let at = eventTime(event, after: &previous)?.time
            let drag = event["drag"].flatMap { decodeDrag($0, start: at) }
            if let release = drag?.release.time {
                // The next event may not come before the finger lifts.
                previous = EventOrder(time: release, text: Self.formatTime(release), what: "the previous drag's release")
            }
            let actions = ["select", "push", "pop"].filter { event[$0] != nil }
            guard actions.count <= 1 else {
                let second = event.entry(actions[1])
                report(.invalidValue(path: item.path, message: "an event does one thing: select, push or pop; found both "
                                     + "'\(actions[0])' and '\(actions[1])'"), at: second?.keyNode ?? item.node)
                events.append(nil)
                continue
            }
            var action: StackScene.Action?
            switch actions.first {
            case "select":
                action = event["select"].flatMap { tabIndex($0, tabCount: tabs?.count) }.map { StackScene.Action.select($0) }
                if event["drag"] != nil, let entry = event.entry("drag") {
                    report(.invalidValue(path: item.path, message: "a tab switch is instant; a drag drives a push or a pop"),
                           at: entry.keyNode)
                    action = nil
                }
                if case .select(let tab) = action { selected = tab }
            case "push":
                action = event["push"].flatMap { decodePush($0, tab: tabs?[safe: selected]) }
            case "pop":
                guard let popField = event["pop"], let value = bool(popField) else { break }
                guard value else {
                    invalid(popField, "write pop: true, or leave the event out")
                    break
                }
                action = checkPop(popField, tabs: tabs, selected: selected, depths: depths)
            default:
                if let entry = event.entry("drag") {
                    action = checkPop(entry.value, tabs: tabs, selected: selected, depths: depths)
                } else {
                    report(.invalidValue(path: item.path, message: "an event needs one of: select: TAB, push: PAGE, "
                                         + "pop: true, or drag: { samples: … } (an interactive pop)"), at: item.node)
                }
            }
            // Replay the stacks: a dragged transition that cancels changes nothing. After a push or
            // pop in error the stacks are unknown, and later pops are not checked (no follow-on errors).
            if action == nil, !actions.contains("select") { depths = nil }
            if let action, depths != nil, drag?.completes ?? true {
                switch action {
                case .push: depths?[selected] += 1
                case .pop: depths?[selected] -= 1
                case .select: break
                }
            }
            guard let at, let action, event["drag"] == nil || drag != nil else {
                events.append(nil)
                continue
            }
            events.append(StackScene.Event(at: at, action: action, drag: drag))
        }
        return events.contains { $0 == nil } ? nil : events.compactMap { $0 }
    }

    private static func formatTime(_ t: Double) -> String { Limit.format(t) }

    private func decodePush(_ field: Field, tab: StackScene.Tab?) -> StackScene.Action? {
        guard let id = string(field) else { return nil }
        guard let tab else { return .push(id) }
        let ids = tab.pages.keys.sorted()
        guard tab.pages[id] != nil else {
            let choices = ids.isEmpty ? "tab \(tab.name) has no pages to push; add them under its 'pages'"
                : "pages of tab \(tab.name): \(ids.joined(separator: ", "))"
            let suggestion = Suggestions.closest(to: id, among: ids).map { "; did you mean '\($0)'?" } ?? ""
            invalid(field, "unknown page '\(id)'\(suggestion) (\(choices))")
            return nil
        }
        return .push(id)
    }

    private func checkPop(_ field: Field, tabs: [StackScene.Tab]?, selected: Int, depths: [Int]?) -> StackScene.Action? {
        if let depths, let tabs, depths[selected] < 2 {
            invalid(field, "nothing to pop: tab \(tabs[selected].name) shows its root page then")
            return nil
        }
        return .pop
    }

    /// `{ samples: [[t, progress], …] }`: at least two, times strictly increasing from the event's
    /// time on, progress 0 … 1.
    private func decodeDrag(_ field: Field, start: Double?) -> DragGesture? {
        guard let keyed = mapping(field, allowed: ["samples"]) else { return nil }
        let rule = "a drag may have at most \(Limits.maximumEvents) samples"
        guard let samplesField = required(keyed, "samples"),
              let items = sequence(samplesField, atMost: Limits.maximumEvents, rule) else { return nil }
        guard items.count >= 2 else {
            invalid(samplesField, "a drag needs at least two samples [t, progress]: the last two give its release velocity")
            return nil
        }
        var samples: [DragGesture.Sample] = []
        var failed = false
        for item in items {
            guard let pair = sequence(item) else { failed = true; continue }
            guard pair.count == 2 else {
                invalid(item, "a sample is [t, progress], found \(pair.count) number\(pair.count == 1 ? "" : "s")")
                failed = true
                continue
            }
            guard let t = number(pair[0], "sample time", in: .seconds),
                  let p = number(pair[1], "drag progress", in: .closed(0, 1)) else { failed = true; continue }
            if let last = samples.last, t <= last.time {
                invalid(pair[0], "sample time \(pair[0].text ?? "") is not after the previous sample's "
                        + "(\(Limit.format(last.time))); samples go forward in time")
                failed = true
                continue
            } else if let last = samples.last, t - last.time < Limits.minimumInterval {
                // The release velocity divides by the last interval: 5e-324 s would make it infinite.
                invalid(pair[0], "sample time \(pair[0].text ?? "") is less than \(Limit.format(Limits.minimumInterval)) s "
                        + "after the previous sample's (\(Limit.format(last.time))); a finger is sampled at most "
                        + "\(Limit.format(1 / Limits.minimumInterval)) times a second")
                failed = true
                continue
            } else if samples.isEmpty, let start, t < start {
                invalid(pair[0], "the first sample (at \(pair[0].text ?? "")) comes before its event (at \(Limit.format(start)))")
                failed = true
                continue
            }
            samples.append(DragGesture.Sample(time: t, progress: p))
        }
        return failed ? nil : DragGesture(samples: samples)
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
