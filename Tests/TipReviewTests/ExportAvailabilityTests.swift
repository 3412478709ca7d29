import Foundation
import Testing
import TipExport
import TipPlayground

@testable import TipImport
@testable import TipReviewSwift

@Suite("Export: each declaration is marked with the iOS release that introduced the API it uses")
struct ExportAvailabilityTests {
    @Test("A tip reading an event with a DonationLimit is iOS 26 API, and so are the views that name it; review finds nothing")
    func donationLimitIsIOS26() throws {
        let document = DefaultPlayground.document()
        let swift = SwiftExporter.swift(document, flavour: .tipKit, views: true)
        #expect(swift.contains("@available(iOS 26, *)\nstruct ButlerForkTip: Tip {"), "\(swift)")
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
        let views = lines.indices.filter { lines[$0].hasSuffix("Screen: View {") }
        #expect(!views.isEmpty)
        #expect(views.allSatisfy { lines[$0 - 1] == "@available(iOS 26, *)" }, "the views name ButlerForkTip")
        #expect(!swift.contains("@available(iOS 18, *)\nstruct ButlerForkTip"))
        #expect(SwiftReview.review(swift, fileName: "Trails.swift").findings.isEmpty)
        // The TipCore form has no availability: TipCore runs everything everywhere.
        #expect(!SwiftExporter.swift(document, flavour: .tipCore).contains("@available"))
    }

    @Test("A compound rule is iOS 26 API; MaxDisplayDuration alone is iOS 18")
    func compoundRuleIsIOS26() throws {
        let json = #"""
            {
              "parameters": [ { "id": "isPro", "type": "bool" }, { "id": "isTrial", "type": "bool" } ],
              "tips": [
                { "id": "UpgradeTip", "title": "Upgrade",
                  "rules": [ "Tips.Rule(.disjunction, [#Rule(Self.$isPro) { $0 }, #Rule(Self.$isTrial) { $0 }])" ] },
                { "id": "TimedTip", "title": "Timed", "options": { "maxDisplayDuration": 120 } }
              ],
              "screens": [ { "id": "home", "title": "Home", "controls": [ { "id": "go", "label": "Go" } ],
                             "tips": [ { "tip": "UpgradeTip", "popover": "go" } ] } ]
            }
            """#
        let document = try PlaygroundLoader.parse(json, fileName: "upgrade.json")
        let swift = SwiftExporter.swift(document, flavour: .tipKit)
        #expect(swift.contains("@available(iOS 26, *)\nstruct UpgradeTip: Tip {"), "\(swift)")
        #expect(swift.contains("@available(iOS 18, *)\nstruct TimedTip: Tip {"), "\(swift)")
        #expect(SwiftReview.review(swift, fileName: "Upgrade.swift").findings.isEmpty)
    }

    @Test("isPresented, anchorID, tipAnchor and tipBackgroundInteraction make a view iOS 26; tipImageStyle alone iOS 18; review finds nothing")
    func presentationOptionsNeedTheirRelease() throws {
        func document(_ placements: String) throws -> PlaygroundDocument {
            try PlaygroundLoader.parse(#"""
                { "tips": [ { "id": "DraftTip", "title": "Drafts" }, { "id": "ShareTip", "title": "Share" } ],
                  "screens": [ { "id": "compose", "title": "Compose", "controls": [ { "id": "share", "label": "Share" } ],
                                 "tips": \#(placements) } ] }
                """#, fileName: "compose.json")
        }
        let ios26 = SwiftExporter.swift(try document(#"""
            [ { "tip": "DraftTip", "inline": "top", "isPresented": false, "anchorID": "share", "style": { "name": "HeadlineTipViewStyle" } },
              { "tip": "ShareTip", "popover": "share", "backgroundInteraction": "disabled" } ]
            """#), flavour: .tipKit, views: true)
        #expect(ios26.contains("@available(iOS 26, *)\nstruct ComposeScreen: View {"), "\(ios26)")
        #expect(ios26.contains("@State private var isDraftTipPresented = false"))
        #expect(SwiftReview.review(ios26, fileName: "Compose.swift").findings.isEmpty, "\(SwiftReview.review(ios26, fileName: "Compose.swift").findings)")
        let ios18 = SwiftExporter.swift(try document(#"""
            [ { "tip": "DraftTip", "inline": "top", "imageStyle": "purple", "cornerRadius": 8 } ]
            """#), flavour: .tipKit, views: true)
        #expect(ios18.contains("@available(iOS 18, *)\nstruct ComposeScreen: View {"), "\(ios18)")
        #expect(ios18.contains(".tipImageStyle(.purple)\n"))
        #expect(SwiftReview.review(ios18, fileName: "Compose.swift").findings.isEmpty)
    }

    @Test("A popover's arrowEdges makes its view iOS 26, and review finds nothing; arrowEdge alone does not")
    func arrowEdgesNeedIOS26() throws {
        let document = try PlaygroundLoader.parse(#"""
            { "tips": [ { "id": "ShareTip", "title": "Share" } ],
              "screens": [ { "id": "compose", "title": "Compose", "controls": [ { "id": "share", "label": "Share" } ],
                             "tips": [ { "tip": "ShareTip", "popover": "share", "arrowEdges": ["top", "leading"] } ] } ] }
            """#, fileName: "compose.json")
        let swift = SwiftExporter.swift(document, flavour: .tipKit, views: true)
        #expect(swift.contains("@available(iOS 26, *)\nstruct ComposeScreen: View {"), "\(swift)")
        #expect(swift.contains(".popoverTip(ShareTip(), arrowEdges: [.top, .leading])"), "\(swift)")
        #expect(SwiftReview.review(swift, fileName: "Compose.swift").findings.isEmpty, "\(SwiftReview.review(swift, fileName: "Compose.swift").findings)")
        // Without the availability the review says the call is iOS 26 API.
        let unmarked = swift.replacingOccurrences(of: "@available(iOS 26, *)\nstruct ComposeScreen", with: "struct ComposeScreen")
        #expect(SwiftReview.review(unmarked, fileName: "Compose.swift").findings.map(\.message) == [
            "popoverTip(arrowEdges:) is iOS 26 API; check with if #available(iOS 26, *) or mark the enclosing "
                + "declaration @available(iOS 26, *) (the deployment target is assumed to be iOS 17)",
        ])
    }
}
