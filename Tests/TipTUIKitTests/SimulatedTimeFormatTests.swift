import Foundation
import Testing
@testable import TipTUIKit

/// The clock's calendar fields are worked out by arithmetic; they must be `Calendar`'s, in UTC.
@Suite struct SimulatedTimeFormatTests {
    @Test func theArithmeticAgreesWithCalendarOnRandomDates() {
        var generator = SeededGenerator(seed: 42 &+ LawSeeds.offset)
        // Years 1 to 9999 (before 1582 both ask Calendar, which turns Julian there), the
        // Gregorian start, around 1970 and the scripts' start, and the boundaries of a day.
        var dates = (0..<LawSeeds.budget(3_000)).map { _ in Date(timeIntervalSince1970: Double(Int64.random(in: -62_135_596_800...253_402_300_799, using: &generator))) }
        dates += [-12_219_292_801, -12_219_292_800, -86_401, -86_400, -86_399, -1, 0, 1, 86_399, 86_400, 951_782_400, 1_767_690_000]
            .map { Date(timeIntervalSince1970: $0) }
        for date in dates {
            #expect(SimulatedTimeFormat.fields(date) == SimulatedTimeFormat.calendarFields(date), "\(date.timeIntervalSince1970)")
        }
        #expect(SimulatedTimeFormat.dateAndTime(Date(timeIntervalSince1970: 1_767_690_000)) == "Tue 2026-01-06 09:00 UTC")
        #expect(SimulatedTimeFormat.time(Date(timeIntervalSince1970: 1_767_690_000.9)) == "09:00:00")
    }
}
