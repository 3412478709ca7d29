import Foundation
import Testing
import TipCore

/// How plain values are written to and read from a datastore (spec PAR-4).
@Suite struct TipValueJSONTests {
    let scratch = ScratchDirectory()

    @Test func aWholeDoubleIsWrittenWithItsFractionAndReadBackAsADouble() {
        #expect(String(decoding: TipValue.double(4.0).jsonData, as: UTF8.self) == "4.0")
        #expect(TipValue(json: Data("4.0".utf8)) == .double(4.0))
        #expect(TipValue(json: Data("4".utf8)) == .int(4))
        #expect(TipValue(json: Data("1e3".utf8)) == .double(1_000))
    }

    @Test(arguments: [
        TipValue.double(4.0), .double(-0.5), .double(1e300), .int(-7), .bool(true), .null,
        .string("quote \" backslash \\ newline \n tab \t bell \u{7} é 🎉"),
        .array([.int(1), .double(2.0), .string("three")]),
        .object(["ratio": .double(3.0), "nested": .object(["list": .array([.null, .bool(false)])])]),
    ])
    func everyKindOfValueSurvivesARoundTrip(value: TipValue) {
        #expect(TipValue(json: value.jsonData) == value)
    }

    @Test func jsonWrittenByFoundationIsStillRead() throws {
        let written = try JSONEncoder().encode(["path": "a/b", "count": "2"])
        #expect(TipValue(json: written) == .object(["path": .string("a/b"), "count": .string("2")]))
        #expect(TipValue(json: Data(#""\ud83c\udf89""#.utf8)) == .string("🎉"))
        #expect(TipValue(json: Data("[1, 2,".utf8)) == .null, "incomplete JSON is no value")
    }

    @Test("PAR-4: a double parameter set to a whole number reads back as a double from either store",
          arguments: StoreKind.allCases)
    func aWholeDoubleParameterStaysADoubleThroughTheStore(kind: StoreKind) throws {
        let store = try kind.makeStore(in: scratch)
        let writer = TipsEngine(clock: ManualClock())
        try writer.configure([.datastore(store)])
        writer.registerParameter(id: "ratio", defaultValue: .double(1.5), transient: false)

        try writer.setParameter(id: "ratio", value: .double(4.0))

        let reader = TipsEngine(clock: ManualClock())
        try reader.configure([.datastore(store)])
        #expect(reader.parameterValue(id: "ratio") == .double(4.0))
    }

    @Test func aSwiftDoubleParameterIsStoredAsADouble() throws {
        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(InMemoryDatastore())])
        let ratio = Tips.Parameter(wrappedValue: 1.5, id: "swiftRatio")

        engine.withCurrent { ratio.value = 4.0 }

        #expect(engine.parameterValue(id: "swiftRatio") == .double(4.0))
        #expect(engine.withCurrent { ratio.value } == 4.0)
    }
}
