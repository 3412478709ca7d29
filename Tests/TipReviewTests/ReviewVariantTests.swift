import Foundation
import Testing
import TipDrawing
import TipPlayground
@testable import TipReview

/// Copy variants under review: each is reviewed as base copy, named and placed at the variant,
/// and every wording is measured against the budgets at each width.
@Suite struct ReviewVariantTests {
    typealias F = ReviewFixture

    static let tip = """
        { "id": "T", "title": "Save to Favorites", "message": "Click the heart to keep items close.",
          "options": { "maxDisplayCount": 3 },
          "variants": {
            "short": { "title": "Save it", "message": "Tap the heart." },
            "wordy": { "title": "Tap here to see all of the new things" }
          } }
        """

    @Test func aVariantsOwnFindingsAreNamedAfterItAndPlacedAtIt() throws {
        let report = try F.review(F.playground(tips: [Self.tip]))
        let titles = report.findings.filter { $0.check == .titleTooManyWords }
        #expect(titles.count == 1)
        #expect(titles.first?.message == "tip 'T' variant 'wordy' title has 9 words; keep titles to 8 or fewer")
        #expect(titles.first?.position == SourcePosition(line: 7, column: 14), "at the variant's object")
        // "Click" is the tip's own (and so wordy's, which keeps the message): reported once, for the tip.
        let pointer = report.findings.filter { $0.check == .pointerWording }
        #expect(pointer.map(\.message) == ["tip 'T' message says 'click'; on touch devices write tap, or touch and hold"])
    }

    @Test func everyWordingIsMeasuredAgainstTheBudgetsAtEachWidth() throws {
        let report = try F.review(F.playground(tips: [Self.tip]))
        #expect(report.variantBudgets.map(\.variant) == [nil, "short", "wordy"])
        let own = try #require(report.variantBudgets.first)
        #expect(own.findingChecks == ["COPY-5"])
        #expect(own.lines.map(\.width) == [.watch, .phone, .tablet])
        let short = report.variantBudgets[1]
        #expect(short.isWithinBudgets)
        #expect(short.description.hasPrefix("short: within the budgets at every width (title+message lines: watch 1+1"))
        let wordy = report.variantBudgets[2]
        #expect(!wordy.isWithinBudgets)
        #expect(wordy.findingChecks == ["COPY-2", "COPY-5"])
        #expect(wordy.description.contains("title wraps at watch"))
        // A grid cell speaks of its own width only.
        #expect(wordy.shortText(at: .watch) == "budget: COPY-2; COPY-5; title 3 lines")
        #expect(wordy.shortText(at: .phone) == "budget: COPY-2; COPY-5")
        #expect(short.shortText(at: .watch) == "budget: ok" && short.isWithinBudgets(at: .tablet))
        #expect(report.variantLines.first == "fixture.json: tip 'T' copy variants:")
    }

    @Test func aTipWithoutVariantsHasNoBudgetLines() throws {
        let report = try F.review(F.playground(tips: [F.quietTip]))
        #expect(report.variantBudgets.isEmpty && report.variantLines.isEmpty)
        #expect(!ReviewReport.json([report]).contains("variants"))
    }

    @Test func jsonCarriesEachWordingsBudgets() throws {
        let json = ReviewReport.json([try F.review(F.playground(tips: [Self.tip]))])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let file = try #require((object["files"] as? [[String: Any]])?.first)
        let variants = try #require(file["variants"] as? [[String: Any]])
        #expect(variants.map { $0["variant"] as? String } == [nil, "short", "wordy"])
        #expect(variants.map { $0["withinBudgets"] as? Bool } == [false, true, false])
        #expect(variants[2]["checks"] as? [String] == ["COPY-2", "COPY-5"])
        let lines = try #require(variants[1]["lines"] as? [String: [String: Int]])
        #expect(lines["watch"] == ["title": 1, "message": 1])
        #expect(Set(lines.keys) == ["watch", "phone", "tablet"])
    }
}
