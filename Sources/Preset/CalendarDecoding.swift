import Foundation
import Scene

/// `scene: { kind: calendar, … }` — scaffolding until the calendar kind is built (issue 4).
extension DocumentReader {
    func decodeCalendar(_ field: Field, transition: Field?, timeline: Field?, canvas: Canvas?) -> CalendarScene? {
        kindNotSupportedYet(field, kind: "calendar")
        return nil
    }
}
