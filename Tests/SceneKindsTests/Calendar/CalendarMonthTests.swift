import Foundation
import Motion
import Scene
import SceneKinds
import Testing

/// The day of the week of a date by Zeller's congruence, independently of Foundation.
private func zellerWeekday(year: Int, month: Int, day: Int) -> Weekday {
    let m = month < 3 ? month + 12 : month, y = month < 3 ? year - 1 : year
    let h = (day + 13 * (m + 1) / 5 + y % 100 + (y % 100) / 4 + (y / 100) / 4 + 5 * (y / 100)) % 7
    // h: 0 = Saturday, 1 = Sunday, …
    return Weekday(rawValue: (h + 6) % 7 + 1)!
}

/// The Gregorian rule: every fourth year is a leap year, except centuries not divisible by 400.
private func daysIn(year: Int, month: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
}

@Suite("calendar: the month grid is a real Gregorian calendar")
struct CalendarMonthTests {
    @Test("the 1st falls on the right weekday in known months",
          arguments: [(2024, 2, Weekday.thursday), (2026, 11, .sunday), (2000, 3, .wednesday),
                      (1970, 1, .thursday), (2027, 1, .friday), (2021, 2, .monday)])
    func weekdayOfFirst(_ year: Int, _ month: Int, _ weekday: Weekday) {
        #expect(CalendarMonth(YearMonth(year: year, month: month)).weekdayOfFirst == weekday)
    }

    @Test("every month from 1900 to 2100 agrees with Zeller's congruence and the leap-year rule")
    func everyMonth() {
        for year in 1900...2100 {
            for month in 1...12 {
                let grid = CalendarMonth(YearMonth(year: year, month: month))
                #expect(grid.weekdayOfFirst == zellerWeekday(year: year, month: month, day: 1), "\(year)-\(month)")
                #expect(grid.dayCount == daysIn(year: year, month: month), "\(year)-\(month)")
            }
        }
    }

    @Test("February has 29 days in leap years only; months have 30 or 31",
          arguments: [(2024, 2, 29), (2023, 2, 28), (2000, 2, 29), (1900, 2, 28), (2100, 2, 28),
                      (2026, 11, 30), (2026, 12, 31), (2026, 4, 30), (2026, 1, 31)])
    func dayCounts(_ year: Int, _ month: Int, _ days: Int) {
        #expect(CalendarMonth(YearMonth(year: year, month: month)).dayCount == days)
    }

    @Test("days sit under their weekday: Monday-first and Sunday-first grids")
    func cells() {
        let november = YearMonth(year: 2026, month: 11)   // the 1st is a Sunday
        let monday = CalendarMonth(november, firstWeekday: .monday)
        #expect(monday.leadingBlanks == 6)
        #expect(monday.cell(of: 1) == ElementPosition(index: 6, row: 0, column: 6))
        #expect(monday.cell(of: 2) == ElementPosition(index: 7, row: 1, column: 0))
        #expect(monday.cell(of: 30) == ElementPosition(index: 35, row: 5, column: 0))
        #expect(monday.rowCount == 6)
        #expect(monday.columnWeekdays.map(\.abbreviation) == ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"])
        let sunday = CalendarMonth(november, firstWeekday: .sunday)
        #expect(sunday.leadingBlanks == 0)
        #expect(sunday.cell(of: 1) == ElementPosition(index: 0, row: 0, column: 0))
        #expect(sunday.rowCount == 5)
        #expect(sunday.columnWeekdays.first == .sunday)
        // February 2021 starts on a Monday and has 28 days: exactly four rows.
        #expect(CalendarMonth(YearMonth(year: 2021, month: 2), firstWeekday: .monday).rowCount == 4)
        // Every day's column is its weekday's column.
        for day in monday.days {
            let weekday = zellerWeekday(year: 2026, month: 11, day: day)
            #expect(monday.columnWeekdays[monday.cell(of: day).column] == weekday)
        }
    }

    @Test("months are written YYYY-MM, count across years, and name themselves")
    func yearMonth() {
        #expect(YearMonth("2026-11") == YearMonth(year: 2026, month: 11))
        #expect(YearMonth("2026-13") == nil && YearMonth("2026-00") == nil && YearMonth("26-11") == nil
                && YearMonth("2026-1") == nil && YearMonth("Nov 2026") == nil)
        let november = YearMonth(year: 2026, month: 11)
        #expect(november.adding(months: 2) == YearMonth(year: 2027, month: 1))
        #expect(november.adding(months: -11) == YearMonth(year: 2025, month: 12))
        #expect(november.adding(months: 2).months(since: november) == 2)
        #expect(november.name == "November" && november.description == "2026-11")
        #expect(CalendarDay("2024-02-29") == CalendarDay(YearMonth(year: 2024, month: 2), day: 29))
        #expect(CalendarDay("2023-02-29") == nil)
        #expect(CalendarDay("2026-11-14")?.description == "2026-11-14")
    }
}
