import Foundation

/// Readers for the literal forms of script arguments. Each returns `nil` for anything it does not
/// fully accept, so the caller can say what was expected.
enum ScriptLiterals {
    /// A size written `WIDTHxHEIGHT`, e.g. `80x24`.
    static func size(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let width = Int(parts[0]), let height = Int(parts[1]) else {
            return nil
        }
        return (width, height)
    }

    /// A UTC instant written `YYYY-MM-DDTHH:MM:SSZ` (seconds may have a fraction) or a day
    /// `YYYY-MM-DD` (midnight UTC). Computed with plain calendar arithmetic so the result never
    /// depends on the machine's time zone or locale.
    static func date(_ text: String) -> Date? {
        let characters = Array(text)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= characters.count else { return nil }
            let digits = characters[range]
            guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(String(digits))
        }
        func character(_ index: Int, is expected: Character) -> Bool {
            index < characters.count && characters[index] == expected
        }
        guard let year = number(0..<4), character(4, is: "-"), let month = number(5..<7),
              character(7, is: "-"), let day = number(8..<10),
              (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else {
            return nil
        }
        var seconds = TimeInterval(daysSinceEpoch(year: year, month: month, day: day)) * 86_400
        if characters.count == 10 { return Date(timeIntervalSince1970: seconds) }

        guard character(10, is: "T"), let hour = number(11..<13), character(13, is: ":"),
              let minute = number(14..<16), character(16, is: ":"), let second = number(17..<19),
              hour < 24, minute < 60, second < 60, characters.last == "Z" else {
            return nil
        }
        seconds += TimeInterval(hour * 3_600 + minute * 60 + second)
        let fraction = characters[19..<(characters.count - 1)]
        if !fraction.isEmpty {
            guard fraction.count > 1, fraction.first == ".",
                  fraction.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
                  let value = Double("0" + String(fraction)) else {
                return nil
            }
            seconds += value
        }
        return Date(timeIntervalSince1970: seconds)
    }

    /// A locale identifier such as `fr`, `pt-BR` or `zh_Hant`.
    static func isLocale(_ text: String) -> Bool {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
        let isAlphanumeric = { (part: Substring) in part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        guard let language = parts.first, (2...3).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && isAlphanumeric($0) }
    }

    /// A snapshot name, used as a file name: ASCII letters, digits, `-`, `_` and `.`, not starting
    /// with a dot (so it can never climb out of the snapshot folder or hide itself).
    static func isSnapshotName(_ text: String) -> Bool {
        !text.isEmpty && text.first != "."
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }

    private static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
