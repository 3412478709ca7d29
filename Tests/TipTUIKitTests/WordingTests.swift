import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

@Suite struct WordingTests {
    @Test func countsAgreeWithTheirNouns() {
        #expect(Wording.count(1, "group") == "1 group")
        #expect(Wording.count(0, "group") == "0 groups")
        #expect(Wording.count(2, "donation") == "2 donations")
        #expect(Wording.count(3, "match", plural: "matches") == "3 matches")
    }

    @Test func articlesFollowTheFirstLetter() {
        #expect(Wording.withArticle("int") == "an int")
        #expect(Wording.withArticle("string") == "a string")
        #expect(Wording.withArticle("double") == "a double")
    }
}

@Suite struct SessionWordingTests {
    @Test func aSessionSaysOneDonationAndAnIntParameter() throws {
        let document = try PlaygroundLoader.parse(
            #"{ "parameters": [ { "id": "count", "type": "int", "default": 0 } ], "events": [ { "id": "opened" } ], "screens": [ { "id": "s" } ] }"#,
            fileName: "p.json")
        let session = try PlaygroundSession(document: document, datastore: InMemoryDatastore(), clock: ManualClock())
        session.send(.donate(event: "opened", count: 1))
        #expect(session.state.log.last?.message.hasSuffix("donated opened (1 donation)") == true)
        #expect(session.send(.set(parameter: "count", value: .string("x"))).errors == [SessionError("'count' is an int parameter; \"x\" does not fit")])
    }
}
