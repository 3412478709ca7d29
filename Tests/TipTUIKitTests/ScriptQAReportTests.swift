import Testing
@testable import TipOutputs
@testable import TipTUIKit

@Suite("Script QA report: Markdown")
struct ScriptQAReportTests {
    static let report = QAReport(
        title: "Onboarding walkthrough",
        scriptPath: "demo-scripts/onboarding.tipscript",
        sections: [
            .tipGroup("onboarding", steps: [
                QAStep(lineNumber: 4, command: "press favoriteButton", outcome: .performed),
                QAStep(lineNumber: 5, command: "expect current onboarding FavoriteTip", outcome: .passed,
                       expected: "FavoriteTip", actual: "FavoriteTip",
                       screen: "Home\n  [★ Favorite]\n┌──────────────┐\n│ Save places  │\n└──────────────┘"),
                QAStep(lineNumber: 7, command: "expect visible SearchTip popover edge top", outcome: .failed,
                       expected: "visible as popover, arrow on top", actual: "hidden (status pending)",
                       screen: "Home\n```fence inside```\n"),
            ]),
            QASection(title: "After relaunch", steps: [
                QAStep(lineNumber: 9, command: "relaunch", outcome: .performed),
                QAStep(lineNumber: 10, command: "expect screen contains \"a|b\"", outcome: .passed,
                       expected: "contains a|b", actual: "found on row 3"),
            ]),
            QASection(title: "Empty", steps: []),
        ]
    )

    @Test func severalReportsBeginWithASummaryOverAllOfThem() {
        let other = QAReport(title: "QA report: b.tipscript", scriptPath: "b.tipscript", sections: [
            QASection(title: "Other steps", steps: [QAStep(lineNumber: 1, command: "expect hidden A", outcome: .passed)]),
        ])
        let markdown = QAReport.markdown([Self.report, other])
        #expect(markdown.hasPrefix("""
            # QA report: 2 scripts

            | Script | Passed | Failed |
            | --- | ---: | ---: |
            | `demo-scripts/onboarding.tipscript` | 2 | 1 |
            | `b.tipscript` | 1 | 0 |
            | **All 2 scripts** | **3** | **1** |

            ---

            # Onboarding walkthrough
            """))
        #expect(QAReport.markdown([other]) == other.markdown())
    }

    @Test func theReportCountsOnlyChecks() {
        #expect(Self.report.passedCount == 2)
        #expect(Self.report.failedCount == 1)
    }

    @Test func theMarkdownMatchesTheGolden() {
        let golden = #"""
            # Onboarding walkthrough

            Script: `demo-scripts/onboarding.tipscript`

            **2 passed, 1 failed**

            Failed checks:

            - `demo-scripts/onboarding.tipscript:7` `expect visible SearchTip popover edge top`: expected visible as popover, arrow on top, got hidden (status pending)

            ## TipGroup `onboarding`

            | Line | Step | Expected | Actual | Result |
            | ---: | --- | --- | --- | --- |
            | 4 | `press favoriteButton` |  |  | done |
            | 5 | `expect current onboarding FavoriteTip` | FavoriteTip | FavoriteTip | passed |
            | 7 | `expect visible SearchTip popover edge top` | visible as popover, arrow on top | hidden (status pending) | **FAILED** |

            Screen after line 5, `expect current onboarding FavoriteTip`:

            ```text
            Home
              [★ Favorite]
            ┌──────────────┐
            │ Save places  │
            └──────────────┘
            ```

            Screen after line 7, `expect visible SearchTip popover edge top`:

            ````text
            Home
            ```fence inside```
            ````

            ## After relaunch

            | Line | Step | Expected | Actual | Result |
            | ---: | --- | --- | --- | --- |
            | 9 | `relaunch` |  |  | done |
            | 10 | `expect screen contains "a\|b"` | contains a\|b | found on row 3 | passed |

            ## Empty

            No steps.

            """#
        #expect(Self.report.markdown() == golden)
    }

    @Test func aReportWithoutFailuresHasNoFailureList() {
        let report = QAReport(title: "T", scriptPath: "s.tipscript", sections: [
            .tipGroup("g", steps: [QAStep(lineNumber: 1, command: "expect hidden A", outcome: .passed,
                                          expected: "hidden", actual: "hidden")]),
        ])
        #expect(report.markdown().contains("**1 passed, 0 failed**\n\n## TipGroup `g`\n"))
        #expect(!report.markdown().contains("Failed checks"))
    }

    @Test func codeSpansSurviveBackticksInCommands() {
        let report = QAReport(title: "T", scriptPath: "s.tipscript", sections: [
            QASection(title: "S", steps: [QAStep(lineNumber: 1, command: "type \"`x`\"", outcome: .performed)]),
        ])
        #expect(report.markdown().contains("| 1 | ``type \"`x`\"`` |  |  | done |"))
    }
}
