import Foundation
import Motion
import Scene

/// A month of the Gregorian calendar, as a preset writes it: `2026-11`.
public struct YearMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var year: Int
    /// 1 … 12.
    public var month: Int

    public init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// Parses `YYYY-MM` (a four-digit year 0001 … 9999, a two-digit month 01 … 12); nil otherwise.
    public init?(_ text: String) {
        guard let match = text.wholeMatch(of: /([0-9]{4})-([0-9]{2})/),
              let year = Int(match.1), let month = Int(match.2), year >= 1, (1...12).contains(month) else { return nil }
        self.init(year: year, month: month)
    }

    /// The month `count` months later (earlier when negative).
    public func adding(months count: Int) -> YearMonth {
        let index = year * 12 + (month - 1) + count
        return YearMonth(year: index.floorDiv(12), month: index.floorMod(12) + 1)
    }

    /// Months from `other` to this one: 2026-12 is 1 month after 2026-11.
    public func months(since other: YearMonth) -> Int {
        (year * 12 + month) - (other.year * 12 + other.month)
    }

    /// The English name of the month: "November".
    public var name: String { Self.names[month - 1] }

    /// `2026-11`.
    public var description: String { String(format: "%04d-%02d", year, month) }

    public static func < (a: YearMonth, b: YearMonth) -> Bool { a.months(since: b) < 0 }

    static let names = ["January", "February", "March", "April", "May", "June", "July", "August",
                        "September", "October", "November", "December"]
}

/// A day of the week, numbered as Foundation's Gregorian calendar numbers them (Sunday is 1).
public enum Weekday: Int, Sendable, Hashable, CaseIterable {
    case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday

    /// The header's abbreviation: "MON".
    public var abbreviation: String {
        ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"][rawValue - 1]
    }
}

/// The grid of one month: which weekday the 1st falls on, how many days there are, and where each
/// day sits in a 7-column grid whose first column is `firstWeekday`.
///
/// ```swift
/// let november = CalendarMonth(YearMonth(year: 2026, month: 11), firstWeekday: .monday)
/// november.weekdayOfFirst        // .sunday
/// november.cell(of: 1)           // index 6: row 0, column 6
/// ```
public struct CalendarMonth: Sendable, Hashable {
    public let month: YearMonth
    public let firstWeekday: Weekday
    /// 28 … 31.
    public let dayCount: Int
    public let weekdayOfFirst: Weekday

    /// The Gregorian calendar in UTC, so the grid never depends on the machine's time zone.
    static let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    public init(_ month: YearMonth, firstWeekday: Weekday = .monday) {
        self.month = month
        self.firstWeekday = firstWeekday
        let calendar = Self.gregorian
        let first = calendar.date(from: DateComponents(year: month.year, month: month.month, day: 1))
        if let first, let days = calendar.range(of: .day, in: .month, for: first) {
            dayCount = days.count
            weekdayOfFirst = Weekday(rawValue: calendar.component(.weekday, from: first)) ?? .sunday
        } else {
            // Foundation covers every year a preset can name; this keeps the type total.
            dayCount = 30
            weekdayOfFirst = .monday
        }
    }

    /// Columns: 7 days of the week.
    public static let columns = 7
    /// Rows a month can need: a 31-day month starting on the last column spans six.
    public static let maximumRows = 6

    /// Empty cells before the 1st in its row.
    public var leadingBlanks: Int {
        (weekdayOfFirst.rawValue - firstWeekday.rawValue + 7) % 7
    }

    /// The rows this month fills (4 … 6).
    public var rowCount: Int { (leadingBlanks + dayCount + 6) / 7 }

    /// The days, 1 … dayCount.
    public var days: ClosedRange<Int> { 1...dayCount }

    /// Where `day` (1 … dayCount) sits: its row, its column, and its index in reading order
    /// counting the blanks before the 1st.
    public func cell(of day: Int) -> ElementPosition {
        ElementPosition(index: leadingBlanks + day - 1, columns: Self.columns)
    }

    /// The weekdays in column order: Monday first, or Sunday first.
    public var columnWeekdays: [Weekday] {
        (0..<7).compactMap { Weekday(rawValue: (firstWeekday.rawValue - 1 + $0) % 7 + 1) }
    }
}

/// A date of the Gregorian calendar, as a preset writes it: `2026-11-14`.
public struct CalendarDay: Sendable, Hashable, CustomStringConvertible {
    public var month: YearMonth
    public var day: Int

    public init(_ month: YearMonth, day: Int) {
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` for a day that exists (no 2026-02-30); nil otherwise.
    public init?(_ text: String) {
        guard let match = text.wholeMatch(of: /([0-9]{4}-[0-9]{2})-([0-9]{2})/),
              let month = YearMonth(String(match.1)), let day = Int(match.2),
              CalendarMonth(month).days.contains(day) else { return nil }
        self.init(month, day: day)
    }

    /// `2026-11-14`.
    public var description: String { "\(month)-" + String(format: "%02d", day) }
}

private extension Int {
    func floorDiv(_ d: Int) -> Int { self >= 0 ? self / d : -((-self + d - 1) / d) }
    func floorMod(_ d: Int) -> Int { self - floorDiv(d) * d }
}
