import Foundation
import Testing
import TipPlayground
@testable import TipReviewSwift
@testable import TipReview

/// The SWIFT checks on small pieces of app code: each fires on the mistake and stays quiet on
/// the code the guides recommend.
@Suite("Review: Swift source checks")
struct ReviewSwiftSourceCheckTests {
    private func checks(_ source: String) -> [String] {
        SwiftReview.review(source, fileName: "App.swift").findings.map(\.check.id)
    }

    // MARK: SWIFT-1

    @Test func configuringTipsFromOnAppearFires() {
        let source = """
            struct HikesView: View {
                var body: some View {
                    List { Text("Hikes") }
                        .onAppear {
                            try? Tips.configure()
                        }
                }
            }
            """
        let report = SwiftReview.review(source, fileName: "HikesView.swift")
        #expect(report.findings.map(\.check.id) == ["SWIFT-1"])
        #expect(report.findings.first?.description.hasPrefix("HikesView.swift:5:22: warning: [SWIFT-1] Tips.configure is called from .onAppear") == true)
    }

    @Test func configuringTipsFromATaskFires() {
        #expect(checks("""
            struct V: View {
                var body: some View { Text("x").task { try? Tips.configure([.displayFrequency(.daily)]) } }
            }
            """) == ["SWIFT-1"])
    }

    @Test func configuringTipsInTheAppInitIsQuiet() {
        #expect(checks("""
            @main struct TrailsApp: App {
                init() {
                    try? Tips.configure([.displayFrequency(.daily)])
                }
                var body: some Scene { WindowGroup { Text("x").onAppear { print("shown") } } }
            }
            """) == [])
    }

    // MARK: SWIFT-2

    @Test func aTestingOverrideOutsideDebugFires() {
        #expect(checks("""
            init() {
                Tips.showAllTipsForTesting()
                Tips.hideTipsForTesting([SearchTip.self])
                try? Tips.configure()
            }
            """) == ["SWIFT-2", "SWIFT-2"])
    }

    @Test func resettingTheDatastoreOutsideDebugFires() {
        #expect(checks("init() {\n    try? Tips.resetDatastore()\n    try? Tips.configure()\n}\n") == ["SWIFT-2"])
    }

    @Test func testingCallsInsideIfDebugAreQuiet() {
        #expect(checks("""
            init() {
                #if DEBUG
                try? Tips.resetDatastore()
                Tips.showTipsForTesting([SearchTip.self])
                #endif
                try? Tips.configure()
            }
            """) == [])
    }

    @Test func aTestingCallInTheElseOfIfDebugFires() {
        #expect(checks("""
            init() {
                #if DEBUG
                print("debug")
                #else
                Tips.hideAllTipsForTesting()
                #endif
            }
            """) == ["SWIFT-2"])
    }

    // MARK: SWIFT-3

    @Test func resettingAfterConfiguringInTheSameFunctionFires() {
        #expect(checks("""
            init() {
                #if DEBUG
                try? Tips.configure()
                try? Tips.resetDatastore()
                #endif
            }
            """) == ["SWIFT-3"])
    }

    @Test func resettingBeforeConfiguringIsQuiet() {
        #expect(checks("""
            init() {
                #if DEBUG
                try? Tips.resetDatastore()
                #endif
                try? Tips.configure()
            }
            func later() {
                #if DEBUG
                try? Tips.resetDatastore()
                #endif
            }
            """) == [])
    }

    // MARK: SWIFT-4

    @Test func aTipGroupInAViewWithoutStateFires() {
        #expect(checks("""
            @available(iOS 18, *)
            struct MapView: View {
                var compassTips = TipGroup(.ordered) { ShowLocationTip(); RotateMapTip() }
                var body: some View { Text("Map") }
            }
            """) == ["SWIFT-4"])
    }

    @Test func aTipGroupInStateIsQuiet() {
        #expect(checks("""
            @available(iOS 18, *)
            struct MapView: View {
                @State private var compassTips = TipGroup(.ordered) { ShowLocationTip(); RotateMapTip() }
                var body: some View { Text("Map") }
            }
            """) == [])
    }

    // MARK: SWIFT-5

    @Test func iOS18APIWithoutAnAvailabilityCheckFires() {
        let report = SwiftReview.review("""
            struct MapView: View {
                @State var tips = TipGroup(.ordered) { ShowLocationTip() }
                var body: some View { Text("Map") }
            }
            func again(_ tip: SearchTip) async { await tip.resetEligibility() }
            """, fileName: "Map.swift")
        #expect(report.findings.map(\.check.id) == ["SWIFT-5", "SWIFT-5"])
        #expect(report.findings.map(\.position.line) == [2, 5])
        #expect(report.findings.first?.message.contains("assumed to be iOS 17") == true)
    }

    @Test func iOS18APIUnderIfAvailableOrAtAvailableIsQuiet() {
        #expect(checks("""
            @available(iOS 18.0, *)
            struct MapView: View {
                @State var tips = TipGroup(.ordered) { ShowLocationTip() }
                var body: some View { Text("Map") }
            }
            func again(_ tip: SearchTip) async {
                if #available(iOS 26, *) {
                    await tip.resetEligibility()
                }
            }
            func once(_ tip: SearchTip) async {
                guard #available(iOS 26, *) else { return }
                await tip.resetEligibility()
            }
            """) == [])
    }

    @Test func iOS26APIKnowsItsOwnIntroduction() {
        let report = SwiftReview.review("""
            func again(_ tip: SearchTip) async {
                if #available(iOS 18, *) { await tip.resetEligibility() }
            }
            struct SearchTip: Tip {
                static let searched = Tips.Event(id: "searched", donationLimit: .init(maximumCount: 10))
                var title: Text { Text("Search") }
                var rules: [Rule] {
                    Tips.Rule(.disjunction, [#Rule(Self.searched) { $0.donations.count > 1 }])
                }
            }
            struct SearchView: View {
                @State private var shown = true
                var body: some View {
                    Button("Search") { }
                        .popoverTip(SearchTip(), isPresented: $shown)
                        .tipBackgroundInteraction(.enabled)
                }
            }
            @available(iOS 26, *)
            func clear() async throws { try await SearchTip.searched.deleteDonations() }
            """, fileName: "Search.swift")
        #expect(report.findings.map(\.check.id) == Array(repeating: "SWIFT-5", count: 5))
        #expect(report.findings.map(\.position.line) == [2, 5, 8, 15, 16])
        #expect(report.findings.map(\.message) == [
            "resetEligibility is iOS 26 API; check with if #available(iOS 26, *) or mark the enclosing declaration "
                + "@available(iOS 26, *) (the deployment target is assumed to be iOS 17)",
            "Event(donationLimit:) is iOS 26 API; check with if #available(iOS 26, *) or mark the enclosing declaration "
                + "@available(iOS 26, *) (the deployment target is assumed to be iOS 17)",
            "a compound rule (Tips.Rule(.disjunction, …)) is iOS 26 API; check with if #available(iOS 26, *) or mark "
                + "the enclosing declaration @available(iOS 26, *) (the deployment target is assumed to be iOS 17)",
            "popoverTip(isPresented:) is iOS 26 API; check with if #available(iOS 26, *) or mark the enclosing "
                + "declaration @available(iOS 26, *) (the deployment target is assumed to be iOS 17)",
            "tipBackgroundInteraction is iOS 26 API; check with if #available(iOS 26, *) or mark the enclosing "
                + "declaration @available(iOS 26, *) (the deployment target is assumed to be iOS 17)",
        ])
    }

    @Test func anAvailabilityCheckForAnOlderSystemDoesNotCover() {
        #expect(checks("""
            func again(_ tip: SearchTip) async {
                if #available(iOS 17, *) { await tip.resetEligibility() }
            }
            """) == ["SWIFT-5"])
    }

    @Test func callsInCommentsAndStringsAreNotCode() {
        #expect(checks("""
            // Tips.showAllTipsForTesting()
            let note = "Tips.resetDatastore() and TipGroup are for later"
            """) == [])
    }

    // MARK: SWIFT-6

    @Test func aComputedTipIDFires() {
        #expect(checks("""
            struct TrailTip: Tip {
                let trail: String
                var id: String { "trail-\\(trail)" }
                var title: Text { Text("Save this trail") }
            }
            struct SessionTip: Tip {
                let id = UUID().uuidString
                var title: Text { Text("New here?") }
            }
            """) == ["SWIFT-6", "SWIFT-6"])
    }

    @Test func aLiteralOrMissingTipIDIsQuiet() {
        #expect(checks("""
            struct TrailTip: Tip {
                var id: String { "trail-tip" }
                var title: Text { Text("Save this trail") }
            }
            struct PlainTip: Tip {
                var title: Text { Text("Plain") }
            }
            struct NotATip {
                var id: String { UUID().uuidString }
            }
            """) == [])
    }

    // MARK: Silencing and positions

    @Test func aCommentOnOrAboveTheLineSilencesThatCheckOnly() {
        #expect(checks("""
            init() {
                // tiptui-review: ignore SWIFT-2
                Tips.showAllTipsForTesting()
                Tips.hideAllTipsForTesting() // tiptui-review: ignore SWIFT-1, SWIFT-2
                Tips.showTipsForTesting([A.self]) // tiptui-review: ignore SWIFT-1
            }
            """) == ["SWIFT-2"])
    }

    @Test func columnsCountUnicodeScalars() {
        let report = SwiftReview.review("let é = 1; Tips.showAllTipsForTesting()\n", fileName: "A.swift")
        #expect(report.findings.map(\.position) == [SourcePosition(line: 1, column: 12)])
    }

    @Test func foldersAreWalkedAndSARIFCarriesTheSwiftFileAndRegion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Views"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("struct A: View {\n  var body: some View { Text(\"a\").onAppear { try? Tips.configure() } }\n}\n".utf8)
            .write(to: folder.appendingPathComponent("Views/A.swift"))
        try Data("let quiet = 1\n".utf8).write(to: folder.appendingPathComponent("B.swift"))
        let reports = try SwiftReview.review(paths: [folder.path])
        #expect(reports.map(\.file) == [folder.path + "/B.swift", folder.path + "/Views/A.swift"])
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(ReviewReport.sarif(reports, toolVersion: "0.1.0").utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "SWIFT-1")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("Views/A.swift") == true)
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 2)
        #expect(region["startColumn"] as? Int == 51, "at Tips.configure, after `try? `")
    }

    @Test func anUnknownCheckInASilencingCommentIsBadInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("init() {\n    Tips.showAllTipsForTesting() // tiptui-review: ignore SWIFT-2, SWFIT-1\n}\n".utf8)
            .write(to: folder.appendingPathComponent("App.swift"))
        let error = try #require(throws: ReviewInputError.self) { try SwiftReview.review(paths: [folder.path + "/"]) }
        #expect(error.problems.map(\.description).first?.hasPrefix(
            folder.path + "/App.swift:2:68: error: unknown review check 'SWFIT-1' in a tiptui-review comment") == true)
    }

    @Test func aSilencingCommentMayGiveItsReasonAndProseAboutTheMarkerIsNoComment() {
        #expect(SwiftReview.silencedIDs(in: "f() // tiptui-review: ignore SWIFT-2, SWIFT-5 until iOS 18 ships")
            == ["SWIFT-2", "SWIFT-5"])
        #expect(SwiftReview.silencedIDs(in: "/// Silence with `// tiptui-review: ignore SWIFT-2` (several ids).") == nil,
                "documentation that mentions the marker silences nothing and is not bad input")
        #expect(SwiftReview.silencedIDs(in: "let x = 1") == nil)
    }

    @Test func aMissingPathIsBadInput() {
        #expect(throws: ReviewInputError.self) { try SwiftReview.review(paths: ["/nonexistent/Sources"]) }
    }
}
