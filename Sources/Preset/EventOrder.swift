import Foundation

/// The moment the next timeline event may not come before, and how an error names it.
package struct EventOrder {
    package var time: Double
    /// The time as the preset wrote it.
    package var text: String
    package var what = "the previous event"

    package init(time: Double, text: String, what: String = "the previous event") {
        self.time = time
        self.text = text
        self.what = what
    }
}

extension DocumentReader {
    /// Reads an event's required `at:` (seconds) and reports it when it comes before `previous`.
    ///
    /// `previous` becomes this event's time even when it was out of order, so one misplaced event
    /// gives one error rather than one for every event after it.
    package func eventTime(_ event: Keyed, after previous: inout EventOrder?) -> (time: Double, field: Field)? {
        guard let field = required(event, "at"), let time = number(field, "event time", in: .seconds) else { return nil }
        defer { previous = EventOrder(time: time, text: field.text ?? "") }
        if let previous, time < previous.time {
            invalid(field, "event at \(field.text ?? "") comes before \(previous.what) (at \(previous.text)); "
                    + "list events in time order")
            return nil
        }
        return (time, field)
    }
}
