import Testing
@testable import TipTUIKit

@Suite("Script checks in words")
struct ScriptExpectationTextTests {
    static let cases: [(ScriptExpectation, String)] = [
        (.visible(tip: "T", presentation: nil, edge: nil), "visible"),
        (.visible(tip: "T", presentation: .popover, edge: .top), "visible as popover with its arrow on the top edge"),
        (.hidden(tip: "T"), "hidden"),
        (.status(tip: "T", .available), "status available"),
        (.status(tip: "T", .invalidated(nil)), "status invalidated"),
        (.status(tip: "T", .invalidated(.tipClosed)), "status invalidated(tipClosed)"),
        (.current(group: "g", tip: "T"), "current tip T"),
        (.current(group: "g", tip: nil), "no current tip"),
        (.displayCount(tip: "T", 1), "displayed 1 time"),
        (.displayCount(tip: "T", 3), "displayed 3 times"),
        (.screenContains("say \"hi\"\n"), "screen contains \"say \\\"hi\\\"\\n\""),
        (.screenNotContains("Search"), "screen does not contain \"Search\""),
        (.snapshot(name: "home"), "screen matches snapshot home"),
        (.parameter("ratio", .number(2.5)), "ratio = 2.5"),
        (.donations(event: "e", 0), "donated 0 times"),
    ]

    @Test("each check reads as a sentence fragment", arguments: cases)
    func expectedText(expectation: ScriptExpectation, text: String) {
        #expect(expectation.expectedText == text)
    }

    @Test func textValuesRoundTripThroughTheirScriptLiteral() throws {
        let value = ScriptValue.text("a \"quoted\" \\ line\nbreak")
        let script = try parsedScript("playground p.json\nset name \(value.scriptLiteral)")
        #expect(script.lines.last?.step == .step(.set(parameter: "name", value: value.tipValue)))
    }

    @Test func aQuotedCommandWordIsNotACommand() {
        #expect(parseErrors("\"reset\"") == ["demo.tipscript:1:1: error: unknown command '\"reset\"'; did you mean 'reset'?"])
    }
}
