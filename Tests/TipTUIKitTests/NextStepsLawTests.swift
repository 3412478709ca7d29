import Foundation
import Testing
import TipCore
import TipPlayground
@testable import TipTUIKit

/// The inspector's "next:" law, over every shipped playground: in every state a seeded walk of
/// explore's inputs reaches, every tip that is not available gets a step, and doing what the
/// steps say, one at a time, makes it available within a few steps, unless a step says plainly
/// that it can never show.
@Suite struct NextStepsLawTests {
    /// Walks per playground (more with TIPPLAYGROUND_NEXT_STEPS_WALKS), of this many inputs.
    static let walkCount = LawSeeds.budget(4, variable: "TIPPLAYGROUND_NEXT_STEPS_WALKS")
    static let stepsPerWalk = 8
    /// Steps followed before a tip must be available.
    static let patience = 30

    @Test("following next: makes every tip available, or next: says it never shows", arguments: LookingIsInvisibleTests.shipped.indices)
    func followingNextStepsMakesATipAvailable(playground: Int) throws {
        let document = LookingIsInvisibleTests.shipped[playground]
        let explorer = PlaygroundExplorer(document: document)
        for seed in LawSeeds.seeds(count: Self.walkCount) {
            var random = SeededGenerator(seed: seed &+ UInt64(playground) &* 7_919)
            let session = try explorer.launch()
            var walk: [String] = []
            for _ in 0...Self.stepsPerWalk {
                for tip in document.tips {
                    try Self.checkLaw(for: tip, in: session, after: walk, seed: seed, playground: document.fileName)
                }
                let actions = explorer.actions(in: session)
                guard let action = actions.randomElement(using: &random) else { break }
                walk.append(action.scriptText ?? "\(action)")
                session.send(action)
            }
        }
    }

    /// The explanation the inspector reads: with the tip's group.
    static func explanation(of tipID: String, in session: PlaygroundSession) -> TipExplanation? {
        guard let tip = session.device.runtime.tips[tipID] else { return nil }
        let group = session.document.groups.first { $0.tipIDs.contains(tipID) }.flatMap { session.device.runtime.groups[$0.id] }
        return session.engine.explanation(for: tip, in: group)
    }

    static func checkLaw(for tip: TipDeclaration, in session: PlaygroundSession, after walk: [String], seed: UInt64, playground: String) throws {
        guard let explanation = explanation(of: tip.id, in: session), explanation.status != .available else { return }
        let context = "\(playground), seed \(seed), \(tip.id) after [\(walk.joined(separator: "; "))]"
        let plan = NextSteps(session: session).plan(for: tip, explanation: explanation)
        try #require(!plan.isEmpty, "no next: for a tip that is not available (\(context))")
        let fork = try session.fork()
        var followed: [String] = []
        for _ in 0..<patience {
            guard let now = Self.explanation(of: tip.id, in: fork) else { return }
            if now.status == .available { return }
            let steps = NextSteps(session: fork).plan(for: tip, explanation: now)
            guard let step = steps.first(where: { !$0.actions.isEmpty }) else {
                #expect(steps.contains { $0.text.hasPrefix("none: it can never show") },
                        "next: offers nothing to do but does not say the tip never shows: \(steps.map(\.text)) (\(context); followed \(followed))")
                return
            }
            followed.append(step.text)
            for action in step.actions { fork.send(action) }
        }
        Issue.record("following next: did not make the tip available in \(patience) steps: \(followed.suffix(4)) (\(context))")
    }
}
