import Testing
import TipCore
import TipPlayground
@testable import TipTUIKit

@Suite struct SessionWordingTests {
    @Test func aSessionSaysOneDonationAndAnIntParameter() throws {
        let document = try PlaygroundLoader.parse(
            #"{ "parameters": [ { "id": "count", "type": "int", "default": 0 } ], "events": [ { "id": "opened" } ], "screens": [ { "id": "s" } ] }"#,
            fileName: "p.json")
        let session = try PlaygroundSession(document: document, datastore: InMemoryDatastore(), clock: ManualClock())
        session.send(.donate(event: "opened", count: 1))
        #expect(session.state.messages.log.last?.message.hasSuffix("donated opened (1 donation)") == true)
        #expect(session.send(.set(parameter: "count", value: .string("x"))).errors == [SessionError("'count' is an int parameter; \"x\" does not fit")])
    }
}
