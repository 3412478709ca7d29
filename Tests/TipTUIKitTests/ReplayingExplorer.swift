import TipCore
import TipPlayground
@testable import TipTUIKit

/// The search `tiptui explore` ran before states were kept: every state is reached by replaying
/// its walk on a new launch, and its end is paged in place (it is never expanded itself). Kept
/// here, and only here, as the reference the kept-states search must agree with
/// (`ExploreSnapshotEquivalenceTests`); it shares the explorer's actions, their order and the
/// states' key, so only how a state is reached differs.
struct ReplayingExplorer {
    let explorer: PlaygroundExplorer

    /// Per device, as `PlaygroundExplorer.exploreEveryDevice()`.
    func exploreEveryDevice() throws -> [PlaygroundExplorer.Findings] {
        let document = explorer.document
        let names = document.devices.map(\.name)
        guard !names.isEmpty else { return [try explore()] }
        return try names.map {
            try ReplayingExplorer(explorer: PlaygroundExplorer(document: document, limits: explorer.limits, device: $0)).explore()
        }
    }

    func explore() throws -> PlaygroundExplorer.Findings {
        let document = explorer.document
        let limits = explorer.limits
        var findings = PlaygroundExplorer.Findings(device: explorer.device)
        let provenUnreachable = Set(TipReachability.unreachableReasons(in: document).filter { !$0.value.isEmpty }.keys)
        let sought = Set(document.tips.map(\.id)).subtracting(provenUnreachable)
        func allFound() -> Bool { sought.isSubset(of: findings.walks.keys) }
        var seen: Set<PlaygroundExplorer.StateKey> = []
        let start = try explorer.launch()
        seen.insert(explorer.key(of: start))
        note(start, walk: [], in: &findings)
        var frontier: [(walk: [PlaygroundAction], actions: [PlaygroundAction])] =
            [([], explorer.prioritized(explorer.actions(in: start), in: start, seeking: sought.subtracting(findings.walks.keys)))]
        findings.statesExplored = 1
        var limitReached = false
        search: while !frontier.isEmpty, !allFound() {
            var next: [(walk: [PlaygroundAction], actions: [PlaygroundAction])] = []
            for (walk, actions) in frontier {
                guard walk.count < limits.depth else {
                    limitReached = true
                    continue
                }
                for action in actions {
                    guard findings.statesExplored < limits.states else {
                        limitReached = true
                        break search
                    }
                    let session = try replay(walk)
                    guard session.send(action).errors.isEmpty, seen.insert(explorer.key(of: session)).inserted else { continue }
                    let child = walk + [action]
                    findings.statesExplored += 1
                    findings.depthReached = max(findings.depthReached, child.count)
                    note(session, walk: child, in: &findings)
                    let unfound = sought.subtracting(findings.walks.keys)
                    next.append((child, explorer.prioritized(explorer.actions(in: session), in: session, seeking: unfound)))
                    if allFound() { break search }
                }
            }
            frontier = next
        }
        findings.isExhaustive = !limitReached && frontier.isEmpty
        return findings
    }

    /// The walk sent, step by step, to a new launch.
    func replay(_ walk: [PlaygroundAction]) throws -> PlaygroundSession {
        let session = try explorer.launch()
        for action in walk { session.send(action) }
        return session
    }

    private func note(_ session: PlaygroundSession, walk: [PlaygroundAction], in findings: inout PlaygroundExplorer.Findings) {
        let newlyShown = session.device.shownTips.map(\.tip.id).filter { findings.walks[$0] == nil }
        for tipID in newlyShown { findings.walks[tipID] = walk }
        if !newlyShown.isEmpty { findings.noteReveals(of: newlyShown, in: session) }
        let offered = session.device.offeredTips().filter { $0.presentation == .popover }
        let available = offered.filter { tip in
            session.device.runtime.tips[tip.tip.id].map { session.engine.status(of: $0) == .available } ?? false
        }
        if available.count > 1 {
            for tip in available {
                findings.competitors[tip.tip.id, default: []].formUnion(available.map(\.tip.id).filter { $0 != tip.tip.id })
            }
        }
    }
}
