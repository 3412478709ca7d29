import Testing
import TipCore

/// The porting guide's example is real: it compiles here (in both language modes) and works.
struct PortingGuideTests {
    @Test func theGuideShowsTheSampleWithTipKitsImports() throws {
        let here = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        let guide = try String(
            contentsOf: here.appendingPathComponent("../../docs/tipcore.md").standardized, encoding: .utf8)
        let section = try #require(guide.range(of: "## Porting TipKit code"))
        let start = try #require(guide.range(of: "```swift\n", range: section.upperBound..<guide.endIndex))
        let end = try #require(guide.range(of: "\n```", range: start.upperBound..<guide.endIndex))
        let before = String(guide[start.upperBound..<end.lowerBound])
        #expect(before.hasPrefix("import SwiftUI\nimport TipKit\n"))

        let sample = try String(contentsOf: here.appendingPathComponent("PortingGuideSample.swift"), encoding: .utf8)
        let code = try #require(sample.range(of: "import TipCore\n"))
        #expect("import SwiftUI\nimport TipKit\n" + sample[code.upperBound...] == before + "\n")
    }

    @Test func theSampleTipBehavesAsDeclared() throws {
        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(InMemoryDatastore())])
        let tip = RepeatTrackTip()
        #expect(tip.message?.content == "Tap [repeat] to hear a track on a loop.")
        #expect(tip.message?.runs.allSatisfy { $0.style.color == .secondary } == true)
        engine.withCurrent { RepeatTrackTip.isPlaying = true }
        for _ in 0..<3 { try engine.donate(eventID: "didSkip") }
        #expect(engine.status(of: tip) == .available)
    }
}
