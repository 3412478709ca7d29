import Foundation
import Testing
import TipPlayground
@testable import TipReview

/// `"review": { "ignore": [...] }` silences checks for one tip, and only known checks.
@Suite struct ReviewIgnoreTests {
    typealias F = ReviewFixture

    @Test func anIgnoredCheckIsSilencedForThatTipOnly() throws {
        let silenced = #"{ "id": "A", "title": "Click here", "review": { "ignore": ["COPY-5"] } }"#
        let other = #"{ "id": "B", "title": "Click there" }"#
        let found = try F.findings(.pointerWording, tips: [silenced, other])
        #expect(found.map(\.tipID) == ["B"])
    }

    @Test func anUnknownCheckIdIsBadInputAtItsPlace() throws {
        let tip = #"{ "id": "A", "title": "Go", "review": { "ignore": ["COPY-99"] } }"#
        let error = try #require(throws: ReviewInputError.self) { try F.review(F.playground(tips: [tip])) }
        #expect(error.problems.map(\.description) == [
            "fixture.json:3:63: error: unknown review check 'COPY-99' in 'ignore' of tip 'A'; checks are: "
                + ReviewCheck.allCases.map(\.id).joined(separator: ", ")
        ])
    }

    @Test func lintAcceptsTheReviewFieldAndRejectsAMisshapenOne() throws {
        let good = #"{ "id": "A", "title": "Go", "review": { "ignore": ["COPY-5"] } }"#
        let document = try PlaygroundLoader.parse(F.playground(tips: [good]), fileName: "p.json")
        #expect(document.tips[0].reviewIgnores.map(\.checkID) == ["COPY-5"])
        let bad = #"{ "id": "A", "title": "Go", "review": { "ignore": [3], "skip": true } }"#
        let error = try #require(throws: PlaygroundLoadError.self) {
            try PlaygroundLoader.parse(F.playground(tips: [bad]), fileName: "p.json")
        }
        #expect(error.problems.map(\.message) == [
            "expected a check id like \"COPY-3\" in 'ignore' of the review settings of tip 'A', found a number",
            "unknown key 'skip' in the review settings of tip 'A'; expected one of: ignore",
        ])
    }

    @Test func aPlaygroundThatDoesNotLoadIsBadInput() throws {
        let error = try #require(throws: ReviewInputError.self) { try F.review("{ \"tips\": [ }") }
        #expect(error.problems.first?.file == "fixture.json")
    }
}
