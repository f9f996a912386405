import Preset
import Scene

/// `timeline: [ { at: SECONDS, select: TAB_INDEX }, … ]`.
///
/// At least one event; times are 0 … 60 s and never decrease. The first event is the initial
/// state, shown from the first frame without animation.
extension DocumentReader {
    func decodeTabsTimeline(_ field: Field, tabCount: Int?) -> [TabsScene.Selection]? {
        let rule = "a timeline may have at most \(Limits.maximumEvents) events"
        guard let items = sequence(field, atMost: Limits.maximumEvents, rule) else { return nil }
        guard !items.isEmpty else {
            invalid(field, "the timeline needs at least one event, e.g. - { at: 0, select: 0 }")
            return nil
        }
        var events: [TabsScene.Selection?] = []
        var previous: EventOrder?
        for item in items {
            guard let event = mapping(item, allowed: ["at", "select"]) else {
                events.append(nil)
                continue
            }
            let at = eventTime(event, after: &previous)?.time
            let tab = required(event, "select").flatMap { tabIndex($0, tabCount: tabCount) }
            events.append(at.flatMap { at in tab.map { TabsScene.Selection(at: at, tab: $0) } })
        }
        return events.contains { $0 == nil } ? nil : events.compactMap { $0 }
    }
}
