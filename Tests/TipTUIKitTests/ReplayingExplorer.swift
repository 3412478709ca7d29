import TipCore
import TipPlayground
@testable import TipTUIKit

/// The search `tiptui explore` ran before states were kept: every state is reached by replaying
/// its walk on a new launch, and its end is paged in place (it is never expanded itself). Kept
/// here, and only here, as the reference the kept-states search must agree with
/// (`ExploreSnapshotEquivalenceTests`), with its own order of actions and key of states as they
/// were; it shares the explorer's list of actions.
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
        var seen: Set<StateKey> = []
        let start = try explorer.launch()
        seen.insert(key(of: start))
        note(start, walk: [], in: &findings)
        var frontier: [(walk: [PlaygroundAction], actions: [PlaygroundAction])] =
            [([], prioritized(explorer.actions(in: start), in: start, seeking: sought.subtracting(findings.walks.keys)))]
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
                    guard session.send(action).errors.isEmpty, seen.insert(key(of: session)).inserted else { continue }
                    let child = walk + [action]
                    findings.statesExplored += 1
                    findings.depthReached = max(findings.depthReached, child.count)
                    note(session, walk: child, in: &findings)
                    let unfound = sought.subtracting(findings.walks.keys)
                    next.append((child, prioritized(explorer.actions(in: session), in: session, seeking: unfound)))
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

    /// The order actions were tried in: those that feed a tip not shown yet first.
    func prioritized(_ actions: [PlaygroundAction], in session: PlaygroundSession, seeking unfound: Set<String>) -> [PlaygroundAction] {
        let document = explorer.document
        guard !unfound.isEmpty else { return actions }
        let inputs = Set(document.tips.filter { unfound.contains($0.id) }.flatMap(\.rules).flatMap(\.expression.inputs))
        let screens = Set(document.screens.filter { screen in
            screen.placements.contains { document.tipIDs(shownBy: $0).contains(where: unfound.contains) }
        }.map(\.id))
        let controls = session.device.screen.allControls
        func feeds(_ action: PlaygroundAction) -> Bool {
            switch action {
            case .press(let id):
                return controls.first { $0.id == id }?.effects.contains { effect in
                    switch effect {
                    case .donate(let event, _): inputs.contains(.event(event))
                    case .setParameter(let parameter, _), .toggleParameter(let parameter): inputs.contains(.parameter(parameter))
                    case .goTo(let screen): screens.contains(screen)
                    case .invalidate: false
                    }
                } ?? false
            case .screen(let id): return screens.contains(id)
            default: return false
            }
        }
        return actions.filter(feeds) + actions.filter { !feeds($0) }
    }

    /// What told states apart.
    struct StateKey: Hashable {
        var screen: String
        var shown: [String]
        var tips: [String]
        var events: [Int]
        var parameters: [String]
        var secondsPassed: Int
    }

    func key(of session: PlaygroundSession) -> StateKey {
        let document = explorer.document
        let engine = session.engine
        let tips: [String]
        if explorer.timeMatters {
            tips = document.tips.map { declaration -> String in
                guard let tip = session.device.runtime.tips[declaration.id] else { return "" }
                return "\(engine.status(of: tip))|\(min(engine.record(of: tip).displayCount, PlaygroundExplorer.countCap))"
            }
        } else {
            let records = engine.records(of: document.tips.compactMap { session.device.runtime.tips[$0.id] })
            tips = records.map { "\($0.invalidationReason.map { "\($0)" } ?? "-")|\(min($0.displayCount, PlaygroundExplorer.countCap))" }
        }
        return StateKey(
            screen: session.device.screenID,
            shown: session.device.shownTips.map(\.tip.id),
            tips: tips,
            events: document.events.map { min(engine.donations(eventID: $0.id).count, PlaygroundExplorer.countCap) },
            parameters: document.parameters.map { "\(engine.parameterValue(id: $0.id))" },
            secondsPassed: Int(session.clock.now.timeIntervalSince(ScriptPlayer.defaultStart)))
    }
}
