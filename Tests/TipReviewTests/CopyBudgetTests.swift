import Testing
import TipDrawing
import TipPlayground
@testable import TipReview

/// The copy editor's budget line measures a piece as review does (`CopyBudget`).
@Suite("Copy budget: one piece measured as review measures it")
struct CopyBudgetTests {
    private typealias F = ReviewFixture

    @Test("Characters, sentences, lines per width preset, and the same copy findings review reports for the tip")
    func measuresLikeReview() throws {
        let tip = """
            { "id": "LongTip", "title": "Save every single note you write to your favorites list today",
              "message": "Tap the heart. It stays. Then find it later.", "actions": [ { "id": "go", "title": "Go" } ] }
            """
        let json = F.playground(tips: [tip, F.quietTip])
        let document = try PlaygroundLoader.parse(json, fileName: "fixture.json")
        let title = CopyBudget(of: .title, tipID: "LongTip", locale: nil, in: document, isPopover: false)
        #expect(title.characters == 61)
        #expect(title.sentences == 1)
        #expect(title.lines.map(\.preset) == [.watch, .phone, .tablet])
        let counts = title.lines.map(\.count)
        #expect(counts[0] > counts[1] && counts[1] >= counts[2] && counts[2] == 1, "\(counts)")
        let reviewed = try F.review(json).findings.filter {
            $0.tipID == "LongTip" && ($0.check.id.hasPrefix("COPY") || $0.check.id.hasPrefix("L10N"))
        }
        #expect(title.findings.map(\.message) == reviewed.map(\.message), "the copy findings review reports, in its words")
        #expect(title.findings.contains { $0.check == .titleTooManyWords })
        let message = CopyBudget(of: .message, tipID: "LongTip", locale: nil, in: document, isPopover: false)
        #expect(message.sentences == 3)
        #expect(message.findings.contains { $0.check == .messageTooManySentences })
        let quiet = CopyBudget(of: .title, tipID: "QuietTip", locale: nil, in: document, isPopover: true)
        #expect(quiet.findings.isEmpty)
        #expect(quiet.lines.map(\.count) == [2, 1, 1], "a popover's box at the watch width is 22 columns")
        let edited = document.replacingCopy("Save it", of: .title, tipID: "LongTip", locale: nil)
        #expect(!CopyBudget(of: .title, tipID: "LongTip", locale: nil, in: edited, isPopover: false)
            .findings.contains { $0.check == .titleTooManyWords }, "measured as typed")
    }
}
