import Testing
import TipPlayground
@testable import TipTUIKit

/// The actions the search does not send (`PlaygroundExplorer+KnownOutcomes`) lead where the
/// search takes them to lead, sent for real from states met on random walks of generated
/// playgrounds (tab bars, popovers, display limits and frequencies, time passing).
@Suite struct ExploreKnownOutcomesTests {
    @Test func knownOutcomesAreTheOnesSent() throws {
        var quietPairs = 0
        var unchanged = 0
        for seed in LawSeeds.seeds(count: LawSeeds.budget(20)) {
            let explorer = PlaygroundExplorer(document: try RandomExplorePlayground.document(seed: seed))
            var random = SeededGenerator(seed: seed)
            // The first state met of each quiet state, to compare the later ones with.
            var firstMet: [PlaygroundExplorer.QuietState: PlaygroundSession] = [:]
            for _ in 0..<8 {
                var session = try explorer.launch()
                for _ in 0..<12 {
                    let key = explorer.key(of: session)
                    let actions = explorer.actions(in: session)
                    for action in actions where explorer.changesNothing(action, in: session) {
                        #expect(try explorer.reach(action, from: session)?.1 == key, "generated \(seed): \(action) from \(key)")
                        unchanged += 1
                    }
                    if let quiet = explorer.quietState(of: session, key: key) {
                        if let first = firstMet[quiet] {
                            if first.device.screenID != session.device.screenID {
                                try expectSameDestinations(from: first, and: session, explorer: explorer, "generated \(seed)")
                                quietPairs += 1
                            }
                        } else {
                            firstMet[quiet] = session
                        }
                    }
                    guard let action = actions.randomElement(using: &random) else { break }
                    if let (next, _) = try explorer.reach(action, from: session) { session = next }
                }
            }
        }
        #expect(LawSeeds.only != nil || quietPairs > 20)
        #expect(LawSeeds.only != nil || unchanged > 20)
    }

    /// Each screen change and relaunch from `first` reaches the state of the same key as the one
    /// to the same destination from `other`, a state equal to it but for the screen.
    private func expectSameDestinations(
        from first: PlaygroundSession, and other: PlaygroundSession, explorer: PlaygroundExplorer, _ label: String
    ) throws {
        let otherActions = explorer.actions(in: other)
        for action in explorer.actions(in: first) {
            guard let destination = explorer.destination(of: action, in: first),
                  let otherAction = otherActions.first(where: { explorer.destination(of: $0, in: other) == destination })
            else { continue }
            let reached = try explorer.reach(action, from: first)?.1
            let reachedFromOther = try explorer.reach(otherAction, from: other)?.1
            #expect(reached == reachedFromOther, "\(label): \(action) from \(first.device.screenID), \(otherAction) from \(other.device.screenID)")
        }
    }
}
