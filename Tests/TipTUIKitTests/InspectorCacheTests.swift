import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The inspector cache must be invisible: after every step of random histories the inspector's
/// lines, as the session keeps them between frames, are the lines worked out afresh.
@Suite("Inspector cache")
struct InspectorCacheTests {
    /// Histories run in CI, from the commit's seed offset (`LawSeeds`); `TIPPLAYGROUND_LAW_SEED=S`
    /// replays the one a failure names.
    static let sequenceCount = LawSeeds.budget(48)
    static let stepsPerSequence = 40
    static let chunks = 4

    @Test("kept inspector lines equal fresh ones after every step of random histories", arguments: 0..<chunks)
    func keptLinesEqualFreshOnes(chunk: Int) throws {
        var sectionsKeptWhileTimeMoved = 0
        for seed in LawSeeds.seeds(count: Self.sequenceCount, chunk: chunk, of: Self.chunks) {
            var random = SeededGenerator(seed: seed)
            let document = seed % 2 == 0
                ? LookingIsInvisibleTests.shipped[Int(seed / 2) % LookingIsInvisibleTests.shipped.count]
                : try GeneratedPlayground.make(using: &random)
            let session = try LookingIsInvisibleTests.session(document)
            session.send(.inspector(true))
            var history: [String] = []
            var realTime = LookingIsInvisibleTests.start
            for step in 0..<Self.stepsPerSequence {
                let action: PlaygroundAction
                switch Int.random(in: 0..<10, using: &random) {
                case 0...3: action = AppAction.random(for: session, using: &random)
                case 4...6: action = LookAction.random(for: session, using: &random)
                case 7: action = .inspector(!session.state.panels.showsInspector)
                default:
                    // Live time: a tick moves every clock by what passed, often only the time.
                    realTime += [1, 59, 61, 3_600].randomElement(using: &random)!
                    action = .tick(realTime)
                }
                history.append("\(action)")
                let timeBefore = session.clock.now, revisionBefore = session.engine.revision
                session.send(action)
                if session.clock.now != timeBefore, session.engine.revision == revisionBefore { sectionsKeptWhileTimeMoved += 1 }
                // The frame draws with the cache when the inspector is open; read the kept lines
                // either way, so the cache also sees the gaps of a closed inspector.
                _ = session.frame
                let kept = InspectorContent(session: session, cache: session.composer.inspectorCache).lines
                let fresh = InspectorContent(session: session).lines
                if kept != fresh {
                    let differing = zip(kept, fresh).first { $0 != $1 }
                    Issue.record("""
                        seed \(seed), step \(step): kept inspector lines differ from fresh ones
                        first difference: \(differing.map { "\($0.0.text) | \($0.1.text)" } ?? "\(kept.count) vs \(fresh.count) lines")
                        history: \(history.joined(separator: "; "))
                        """)
                    break
                }
            }
        }
        #expect(LawSeeds.only != nil || sectionsKeptWhileTimeMoved > 20, "steps where only the time moved: \(sectionsKeptWhileTimeMoved)")
    }

    @Test("a presented tip's section moves with the time: kept as it was, it would be stale")
    func aPresentedTipsOnScreenTimeMoves() throws {
        let json = """
            { "title": "One tip", "configuration": { "datastore": "memory" },
              "tips": [ { "id": "Only", "title": "The only tip" } ],
              "screens": [ { "id": "main", "title": "Main", "controls": [ { "id": "go", "label": "Go" } ],
                             "tips": [ { "tip": "Only", "inline": { "after": "go" } } ] } ] }
            """
        let session = try LookingIsInvisibleTests.session(try PlaygroundLoader.parse(json, fileName: "one.json"))
        #expect(session.presented["Only"] != nil)
        let declaration = try #require(session.document.tip(id: "Only"))
        let before = try #require(InspectorContent(session: session).section(of: declaration))
        let revision = session.engine.revision
        session.send(.advance(90))
        #expect(session.engine.revision == revision, "only the time moved")
        let after = try #require(InspectorContent(session: session).section(of: declaration))
        #expect(before.lines != after.lines, "the on-screen time is in the section")
        #expect(before.lines(at: session.clock.now) == after.lines)
    }
}
