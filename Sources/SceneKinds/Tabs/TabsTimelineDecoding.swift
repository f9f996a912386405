import Preset
import Scene

/// `timeline: [ { at: SECONDS, select: TAB_INDEX, animation: ANIMATION }, … ]`.
///
/// At least one event; times are 0 … 60 s and never decrease. The first event is the initial
/// state, shown from the first frame without animation. `animation` (optional, not on the first
/// event) animates that change instead of the transition's animation; it may be a `swift:` link,
/// evaluated for that change.
extension DocumentReader {
    /// A decoded event: the selection, and its own animation as written.
    struct TabsEvent {
        var selection: TabsScene.Selection
        var animation: AnimationSource?
    }

    func decodeTabsTimeline(_ field: Field, tabCount: Int?) -> [TabsEvent]? {
        let rule = "a timeline may have at most \(Limits.maximumEvents) events"
        guard let items = sequence(field, atMost: Limits.maximumEvents, rule) else { return nil }
        guard !items.isEmpty else {
            invalid(field, "the timeline needs at least one event, e.g. - { at: 0, select: 0 }")
            return nil
        }
        var events: [TabsEvent?] = []
        var previous: EventOrder?
        for (index, item) in items.enumerated() {
            guard let event = mapping(item, allowed: ["at", "select", "animation"]) else {
                events.append(nil)
                continue
            }
            let at = eventTime(event, after: &previous)?.time
            let tab = required(event, "select").flatMap { tabIndex($0, tabCount: tabCount) }
            var animation: AnimationSource?
            if let entry = event.entry("animation") {
                if index == 0 {
                    report(.invalidValue(path: item.path, message: "the first event is the initial state, shown without "
                                         + "animation; give 'animation' to a later event"), at: entry.keyNode)
                    events.append(nil)
                    continue
                }
                guard let decoded = decodeAnimationSource(entry.value) else {
                    events.append(nil)
                    continue
                }
                if case .fixed(let written) = decoded { record(written, at: entry.value, start: at, elements: 2) }
                animation = decoded
            }
            events.append(at.flatMap { at in tab.map { TabsEvent(selection: TabsScene.Selection(at: at, tab: $0),
                                                                animation: animation) } })
        }
        return events.contains { $0 == nil } ? nil : events.compactMap { $0 }
    }
}
