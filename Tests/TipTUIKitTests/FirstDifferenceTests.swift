import Foundation
import Testing
import TipCore

/// The looking law's failure report names the field that differs and shows two values that read
/// differently, also where the values' own summaries read alike.
@Suite("First difference")
struct FirstDifferenceTests {
    @Test("a date a quarter second apart is named to its field, with both instants")
    func subsecondDate() throws {
        let date = Date(timeIntervalSince1970: 1_767_690_000)
        let this = [TipRecord(tipID: "a"), TipRecord(tipID: "b", displayCount: 1, lastDisplayedAt: date)]
        var that = this
        that[1].lastDisplayedAt = date.addingTimeInterval(0.25)
        #expect(String(reflecting: this) == String(reflecting: that), "the summaries read alike")
        let found = try #require(FirstDifference.between(this, that, at: "records"))
        #expect(found.hasPrefix("records[1].lastDisplayedAt: "))
        let values = found.dropFirst("records[1].lastDisplayedAt: ".count).components(separatedBy: "\n    / ")
        #expect(values.count == 2 && values[0] != values[1], "\(found)")
    }

    @Test("data of one length is named by its key, byte by byte")
    func sameLengthData() throws {
        let this: [String: Data?] = ["on": Data("true ".utf8), "off": nil]
        let that: [String: Data?] = ["on": Data("false".utf8), "off": nil]
        let found = try #require(FirstDifference.between(this, that, at: "parameters"))
        #expect(found == "parameters[\"on\"]: Optional(5 bytes \"true \")\n    / Optional(5 bytes \"false\")")
    }

    @Test("a missing key, a set's extra member and equal values")
    func keysAndSets() {
        #expect(FirstDifference.between(["a": 1], ["a": 1, "b": 2], at: "d") == "d[\"b\"]: absent / 2")
        #expect(FirstDifference.between(Set(["x"]), Set(["x", "y"]), at: "s") == "s: has not / has \"y\"")
        #expect(FirstDifference.between([TipRecord(tipID: "a")], [TipRecord(tipID: "a")], at: "r") == nil)
    }
}
