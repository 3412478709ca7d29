import Testing
import TipDrawing
@testable import TipCommandLine

/// `tiptui review`'s command line.
@Suite struct ReviewInvocationTests {
    @Test func reviewTakesFilesAndAFormat() throws {
        var options = ReviewOptions()
        options.format = .sarif
        #expect(try InvocationParser.parse(["review", "a.json", "--format", "sarif", "b.json"])
            == .review(files: ["a.json", "b.json"], options: options))
    }

    @Test func reviewWithoutFilesReviewsTheBuiltInPlaygroundAsText() throws {
        #expect(try InvocationParser.parse(["review"]) == .review(files: [], options: ReviewOptions()))
    }

    @Test func checksListsTheChecks() throws {
        guard case .review(_, let options) = try InvocationParser.parse(["review", "--checks"]) else {
            Issue.record("not a review")
            return
        }
        #expect(options.listsChecks)
    }

    @Test func anUnknownFormatOrOptionIsAUsageError() {
        #expect(throws: InvocationParser.UsageError(message: "unknown review format 'xml'; expected one of: text, json, sarif, svg")) {
            try InvocationParser.parse(["review", "--format", "xml"])
        }
        #expect(throws: InvocationParser.UsageError(message: "--format needs a value")) {
            try InvocationParser.parse(["review", "--format"])
        }
        #expect(throws: InvocationParser.UsageError(message: "unknown option '--fast'")) {
            try InvocationParser.parse(["review", "--fast"])
        }
    }

    @Test func aPseudoLanguageIsALocaleOnTheCommandLine() throws {
        var options = RunOptions()
        options.locale = "pseudo-double"
        #expect(try InvocationParser.parse(["--locale", "pseudo-double"]) == .run(file: nil, options: options))
    }
}
