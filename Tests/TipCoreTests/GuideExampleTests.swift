// The complete example of docs/tipcore.md ("A complete example"), from `import TipCore` to the
// `main.swift` comment, kept here word for word so it cannot rot: a test below checks that the
// guide still shows exactly this code. Change both together.
import Testing

import TipCore

/// Suggests saving a trail once the user is signed in and has looked at three trails.
struct FavoriteTrailTip: Tip {
    static let trailViewed = Event(id: "trailViewed")
    @Parameter static var isSignedIn = false

    var title: Text { Text("Save your favourite trails") }
    var message: Text? { Text("Tap \(Image(systemName: "star")) to find a trail again later.") }
    var image: Image? { Image(systemName: "star") }

    var rules: [Rule] {
        #Rule(Self.$isSignedIn) { $0 == true }
        #Rule(Self.trailViewed) { $0.donations.count >= 3 }
    }

    var options: [any TipOption] {
        MaxDisplayCount(1)
    }
}

/// One session of a small app: configure, change state, show the tip once.
@MainActor
func runTrailsSession(storeDirectory: URL, log: (String) -> Void) async throws {
    try Tips.configure([
        .datastoreLocation(.url(storeDirectory)),
        .displayFrequency(.daily),
    ])
    let tip = FavoriteTrailTip()
    log("at launch: shouldDisplay = \(tip.shouldDisplay)")

    FavoriteTrailTip.isSignedIn = true
    for _ in 1...3 {
        await FavoriteTrailTip.trailViewed.donate()
    }
    log("after three views: \(tip.status)")

    // There is no SwiftUI: the program that draws the tip reports when it is on screen.
    let engine = TipsEngine.current
    if engine.beginPresentation(of: tip) {
        log("showing \"\(tip.title)\"")
        engine.endPresentation(of: tip)
    }
    log("after one showing: shouldDisplay = \(tip.shouldDisplay)")
    log(engine.explanation(for: tip).summary)
}

// In an app's `main.swift`, with the shared engine:
//
//     let store = FileManager.default.temporaryDirectory.appendingPathComponent("trails-tips")
//     try await runTrailsSession(storeDirectory: store) { print($0) }

// MARK: - Tests

@Suite struct GuideExampleTests {
    @MainActor
    @Test func theGuidesExampleRunsAsDescribed() async throws {
        let scratch = ScratchDirectory()
        let engine = TipsEngine(clock: ManualClock())
        var lines: [String] = []
        try await engine.withCurrent {
            try await runTrailsSession(storeDirectory: scratch.url) { lines.append($0) }
        }
        #expect(lines == [
            "at launch: shouldDisplay = false",
            "after three views: available",
            "showing \"Save your favourite trails\"",
            "after one showing: shouldDisplay = false",
            "Invalidated: MaxDisplayCount reached (displayCountExceeded).",
        ])
        #expect(FileManager.default.fileExists(atPath: scratch.file(SQLiteDatastore.fileName).path))
    }

    /// The guide shows this file's example word for word, so what it shows compiles and runs.
    @Test func theGuideShowsThisExampleWordForWord() throws {
        let testFile = URL(fileURLWithPath: #filePath)
        let guide = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/tipcore.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let section = try #require(text.range(of: "## A complete example"))
        let start = try #require(text.range(of: "```swift\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let example = String(text[start.upperBound..<end.lowerBound])
        #expect(example.contains("struct FavoriteTrailTip: Tip"))
        #expect(try String(contentsOf: testFile, encoding: .utf8).contains(example))
    }

    /// The guide's testing snippet.
    @Test func aTestEngineWithAnInMemoryStoreAndAManualClock() throws {
        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(InMemoryDatastore())])
        engine.withCurrent { FavoriteTrailTip.isSignedIn = true }
        for _ in 1...3 { try engine.donate(eventID: "trailViewed") }
        #expect(engine.status(of: FavoriteTrailTip()) == .available)
    }

    @Test func theGuidesExplanationSampleHasTheRightShape() throws {
        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(InMemoryDatastore()), .displayFrequency(.daily)])
        for _ in 1...3 { try engine.donate(eventID: "trailViewed") }
        let lines = engine.explanation(for: FavoriteTrailTip()).description.split(separator: "\n").map(String.init)
        #expect(lines.first == "FavoriteTrailTip [FavoriteTrailTip]: pending")
        #expect(lines[1].hasPrefix("Pending: rule on parameter FavoriteTrailTip.isSignedIn ("))
        #expect(lines[1].hasSuffix(") is false (saw value false)."))
        #expect(lines[2] == "Rules (all must hold):")
        #expect(lines[4].hasPrefix("  [pass] rule on event trailViewed ("))
        #expect(lines[4].hasSuffix("): saw 3 donations in all"))
        #expect(Array(lines[5...]) == [
            "Display frequency: daily; no window in force", "Displays: 0 of 1 allowed", "On screen: 0 s (no limit)",
            "Testing override: none",
        ])
    }
}
