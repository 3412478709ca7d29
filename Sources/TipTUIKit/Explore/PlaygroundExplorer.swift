import Foundation
import TipCommandLine
import TipCore
import TipDrawing
import TipPlayground

/// `tiptui explore`: what a user can make the app show. A breadth-first search over what a user
/// can do (press the screen's controls and list rows, switch screens, act on and close the tips shown, dismiss
/// a popover, relaunch, let time pass) on a headless device launched once, each state expanded once by
/// sending each action to a fork of it (`PlaygroundSession.fork()`), with
/// states told apart by what decides the tips (screen, tips shown, statuses, display counts,
/// donation counts, parameters, time passed). The first walk that shows a tip is its shortest.
///
/// Limits are counted, not timed, so a run is the same on any machine: a depth (steps per walk)
/// and a number of states. When a limit stops the search, tips not yet seen are undecided,
/// never called unreachable.
///
/// A playground that declares `devices` is searched once per device (`exploreEveryDevice()`):
/// the walks act on that device, as a script's steps after `device NAME` do.
public struct PlaygroundExplorer {
    /// A depth (steps per walk) and a number of states, as `--depth` and `--states` give them.
    public typealias Limits = ExploreLimits

    public let document: PlaygroundDocument
    public let limits: Limits
    /// The device of the playground's `devices` the walks act on; nil for the first (or only) one.
    public let device: String?
    /// Donation and display counts above this are alike to the search (rules compare small numbers).
    static let countCap = 12

    public init(document: PlaygroundDocument, limits: Limits = Limits(), device: String? = nil) {
        self.document = document
        self.limits = limits
        self.device = device
        timeSteps = Self.timeSteps(of: document)
        let runtime = PlaygroundRuntime(document: document)
        tips = document.tips.compactMap { runtime.tips[$0.id] }
        tipIDs = tips.map(\.id)
        tipIndex = Dictionary(tipIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        eventIDs = document.events.map(\.id)
        tabs = Self.tabs(of: document)
    }

    /// The playground's tips as the engine reads them, and their ids, in file order, made once:
    /// each state's key reads them.
    let tips: [any Tip]
    let tipIDs: [String]
    /// Each tip's place in `tipIDs`, by which a state's key names the tips it holds.
    let tipIndex: [String: Int]
    /// The playground's events, in file order, whose donation counts each state's key reads.
    let eventIDs: [String]
    /// Per screen, its controls that only go to a screen, and that screen (`tabs(of:)`).
    let tabs: [String: [String: String]]

    /// The search on each device the playground declares, in file order (once, on its one
    /// device, when it declares none): what a tip takes can differ per device (a persona, a
    /// width that has no room for a popover).
    public func exploreEveryDevice() throws -> [Findings] {
        let names = document.devices.map(\.name)
        guard !names.isEmpty else { return [try explore()] }
        return try names.map { try PlaygroundExplorer(document: document, limits: limits, device: $0).explore() }
    }

    /// What the search found.
    public struct Findings: Sendable {
        /// The device searched (`PlaygroundExplorer.device`).
        public var device: String?
        /// Per tip the device presented: the shortest walk that presents it (empty: at launch).
        public var walks: [String: [PlaygroundAction]] = [:]
        /// Per tip: the tips shown at the same moment on the same screen in some state.
        public var competitors: [String: Set<String>] = [:]
        public var statesExplored = 0
        /// Whether every state was explored: no limit was reached and nothing was left to try.
        /// A search that stopped because every tip had been shown is not exhaustive, and its
        /// competitors are those seen until then.
        public var isExhaustive = false
        /// The deepest walk explored.
        public var depthReached = 0
        /// Per tip presented: the page keys after its walk that bring it into view on an 80x24
        /// screen (none when it is drawn at once), or nil when the device presents it but this
        /// frame cannot draw it (a popover with no room).
        public var reveals: [String: [PlaygroundAction]?] = [:]
        /// Per tip presented but not drawn at the end of its walk, paged through: why, in the
        /// words of `TipVisibility.whyNotOnScreen` after its "presented, but not drawn: ".
        public var whyNotDrawn: [String: String] = [:]

        /// Scrolls a fork of the walk's end until each tip is drawn, as a script's `expect
        /// visible` needs it.
        mutating func noteReveals(of tipIDs: [String], in session: PlaygroundSession) {
            for tipID in tipIDs {
                var keys: [PlaygroundAction] = []
                while session.frame.placedTip(id: tipID) == nil, keys.count < 8 {
                    keys.append(.key(.pageDown))
                    session.send(.key(.pageDown))
                }
                if session.frame.placedTip(id: tipID) == nil {
                    reveals[tipID] = .some(nil)
                    for _ in keys { session.send(.key(.pageUp)) }
                    let why = TipVisibility(session: session).whyNotOnScreen(tipID)
                    let prefix = "presented, but not drawn: "
                    whyNotDrawn[tipID] = why.hasPrefix(prefix) ? String(why.dropFirst(prefix.count)) : why
                } else {
                    reveals[tipID] = keys
                    for _ in keys { session.send(.key(.pageUp)) }
                }
            }
        }
    }

    /// Searches until every tip that can show has been shown (the tips the playground alone
    /// proves unreachable are not waited for), or the limits are reached.
    public func explore() throws -> Findings {
        var findings = Findings(device: device)
        let provenUnreachable = Set(TipReachability.unreachableReasons(in: document).filter { !$0.value.isEmpty }.keys)
        let sought = Set(document.tips.map(\.id)).subtracting(provenUnreachable)
        // Counted as they are found: asking the walks found after every state cost as much as a
        // state at 1,000 tips.
        var soughtFound = 0
        func allFound() -> Bool { soughtFound == sought.count }
        func note(_ session: PlaygroundSession, walk: [PlaygroundAction]) throws {
            let newlyShown = try self.note(session, walk: walk, in: &findings)
            soughtFound += newlyShown.count { sought.contains($0) }
        }
        // What feeds the tips not found yet, worked out again only when a tip has been found.
        var targets = FeedTargets(seeking: sought, in: document)
        func currentTargets() -> FeedTargets {
            if targets.unfound.count != sought.count - soughtFound {
                targets = FeedTargets(seeking: sought.subtracting(findings.walks.keys), in: document)
            }
            return targets
        }
        var seen: Set<StateKey> = []
        let start = try launch()
        // Every tip's rules run once here: each fork starts with their results, instead of
        // running the same rules again whenever it goes to another screen.
        start.engine.cacheRuleResults(of: tips)
        seen.insert(key(of: start))
        try note(start, walk: [])
        var frontier = [Waiting(walk: [], reached: .launched(start), targets: currentTargets())]
        findings.statesExplored = 1
        var limitReached = false
        // Where screen changes and relaunches led from a quiet state (`QuietState`): from another
        // state equal to it but for its screen, they lead to the same states.
        var knownOutcomes: [QuietState: [Destination: StateKey]] = [:]
        search: while !frontier.isEmpty, !allFound() {
            var next: [Waiting] = []
            for index in frontier.indices {
                let state = frontier[index]
                // Let go once expanded: a parent lives only as long as a child waits to be made again.
                frontier[index].reached = nil
                guard state.walk.count < limits.depth, let reached = state.reached else {
                    limitReached = true
                    continue
                }
                let (session, sessionKey) = try reached.session(explorer: self)
                let quiet = quietState(of: session, key: sessionKey)
                var outcomes = quiet.flatMap { knownOutcomes[$0] } ?? [:]
                defer { if let quiet { knownOutcomes[quiet] = outcomes } }
                // Each action is tried on a fork of it (`reach`): the state stays as it is for the next.
                let actions = prioritized(actions(in: session), in: session, feeding: state.targets)
                for action in actions {
                    guard findings.statesExplored < limits.states else {
                        limitReached = true
                        break search
                    }
                    // What is known to lead to a state seen is not sent: it would be found seen.
                    if changesNothing(action, in: session) { continue }
                    let destination = quiet == nil ? nil : destination(of: action, in: session)
                    if let destination, let known = outcomes[destination], seen.contains(known) { continue }
                    // Its focus is settled only if it is noted with reveals (`note`): most are seen.
                    guard let (child, childKey) = try reach(action, from: session, settlingFocus: false) else { continue }
                    if let destination { outcomes[destination] = childKey }
                    guard seen.insert(childKey).inserted else { continue }
                    let walk = state.walk + [action]
                    findings.statesExplored += 1
                    findings.depthReached = max(findings.depthReached, walk.count)
                    try note(child, walk: walk)
                    // Kept as its parent and the action, made again at its turn: a level holds
                    // many states, and most of the last level is never expanded.
                    next.append(Waiting(walk: walk, reached: .sent(action, to: session), targets: currentTargets()))
                    if allFound() { break search }
                }
            }
            frontier = next
        }
        findings.isExhaustive = !limitReached && frontier.isEmpty
        return findings
    }

    /// A state the search has reached and not yet expanded: the shortest walk to it, how to make
    /// its session again (nil once expanded) and what fed the tips not found when it was reached,
    /// which orders its actions as they were ordered then.
    private struct Waiting {
        var walk: [PlaygroundAction]
        var reached: Reached?
        var targets: FeedTargets
    }

    /// How a waiting state's session is had: the launch itself, or its parent's session sent
    /// the action that reached it, again.
    private enum Reached {
        case launched(PlaygroundSession)
        case sent(PlaygroundAction, to: PlaygroundSession)

        /// The session, with its key.
        func session(explorer: PlaygroundExplorer) throws -> (PlaygroundSession, StateKey) {
            switch self {
            case .launched(let session): return (session, explorer.key(of: session))
            case .sent(let action, let parent):
                // The same steps as when it was first reached, so the same state: the send and
                // the key's reads (which may record an invalidation a display limit made due).
                guard let (session, key) = try explorer.reach(action, from: parent) else {
                    preconditionFailure("an action that reached a state once reaches it again")
                }
                // A relaunch starts an engine with no rule results, as the launch did.
                if action == .relaunch { session.engine.cacheRuleResults(of: explorer.tips) }
                return (session, key)
            }
        }
    }

    /// The state `action` leads to from `session`'s, on a fork of it, with its key; nil when the
    /// action is refused there. Without `settlingFocus`, the fork's focus is left to settle
    /// (`PlaygroundSession.send(_:settlingFocus:)`) before anything reads it.
    func reach(
        _ action: PlaygroundAction, from session: PlaygroundSession, settlingFocus: Bool = true
    ) throws -> (PlaygroundSession, StateKey)? {
        let child = try session.fork()
        guard child.send(action, settlingFocus: settlingFocus).errors.isEmpty else { return nil }
        return (child, key(of: child))
    }

    /// A fresh device as `tiptui check` starts one: in memory, 80x24, the scripts' default
    /// clock; acting on `device` (as a script's `device NAME` makes it act).
    func launch() throws -> PlaygroundSession {
        let session = try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart),
            size: ScriptPlayer.defaultSize)
        if let device { session.send(.device(device)) }
        return session
    }

    /// Everything a user can do on the screen as it is: its controls, the tips shown (their
    /// actions, closing them, dismissing a popover), what the app's own code does with an
    /// `isPresented` binding (hiding a tip, showing it again), a relaunch, and time passing by the
    /// steps that matter to the playground.
    func actions(in session: PlaygroundSession) -> [PlaygroundAction] {
        let screen = session.device.screen
        // Every control, list rows included; a text field is left alone (free text is not searched).
        let controls = screen.allControls
        var actions = controls.filter { control in
            switch control.kind {
            case .textField, .list: false
            default: true
            }
        }.map { PlaygroundAction.press(control: $0.id) }
        // Typing into a text field: free text cannot be enumerated, so the values tried are the
        // ones its parameter's rules compare against (their string literals, and strings as long
        // as each number in them and one longer), plus the empty string.
        for control in controls {
            guard case .textField(_, let parameter?) = control.kind else { continue }
            actions += Self.sampledText(for: parameter, in: document).map { .set(parameter: parameter, value: .string($0)) }
        }
        // Switching to a screen no control of this one goes to (a playground's screens may be
        // previews with no navigation between them).
        let reachedByControls = Set(controls.flatMap(\.effects).compactMap { effect -> String? in
            if case .goTo(let id) = effect { return id }
            return nil
        })
        actions += document.screens.map(\.id).filter { $0 != screen.id && !reachedByControls.contains($0) }.map { .screen($0) }
        for shown in session.device.shownTips {
            actions += shown.tip.actions.map { .action(tip: shown.tip.id, action: $0.id) }
            // A custom style may draw no × (VIEW-4): then there is nothing to close it with.
            if shown.placement.hasCloseButton { actions.append(.close(tip: shown.tip.id)) }
            if shown.presentation == .popover { actions.append(.dismiss(tip: shown.tip.id)) }
            // The app's own code may hide a tip through its isPresented binding, and show it again.
            if shown.placement.isPresented != nil { actions.append(.hide(tip: shown.tip.id)) }
        }
        for placement in screen.placements where placement.isPresented != nil {
            actions += document.tipIDs(shownBy: placement).filter(session.device.hiddenByApp.contains).map { .show(tip: $0) }
        }
        actions.append(.relaunch)
        actions += timeSteps.map { .advance($0) }
        return actions
    }

    /// The texts typed into a field bound to `parameter`: the boundaries its rules' text compares
    /// against.
    static func sampledText(for parameter: String, in document: PlaygroundDocument) -> [String] {
        let sources = document.tips.flatMap(\.rules).filter { $0.expression.inputs.contains(.parameter(parameter)) }.map(\.source)
        var samples: Set<String> = [""]
        for source in sources {
            let quoted = source.split(separator: "\"", omittingEmptySubsequences: false)
            for (index, part) in quoted.enumerated() where index % 2 == 1 { samples.insert(String(part)) }
            // `$0` is the rule's argument, not a number it compares against.
            let numbers = source.replacingOccurrences(of: "$0", with: " ").split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            for number in numbers where number <= 100 {
                samples.insert(String(repeating: "a", count: number))
                samples.insert(String(repeating: "a", count: number + 1))
            }
        }
        return samples.sorted()
    }

    /// What feeds the tips not shown yet: the inputs their rules read, and the screens that place
    /// them.
    struct FeedTargets {
        let unfound: Set<String>
        let inputs: Set<RuleExpression.Input>
        let screens: Set<String>

        init(seeking unfound: Set<String>, in document: PlaygroundDocument) {
            self.unfound = unfound
            inputs = Set(document.tips.filter { unfound.contains($0.id) }.flatMap(\.rules).flatMap(\.expression.inputs))
            screens = Set(document.screens.filter { screen in
                screen.placements.contains { document.tipIDs(shownBy: $0).contains(where: unfound.contains) }
            }.map(\.id))
        }
    }

    /// `actions` with the presses that feed a tip not shown yet first (they donate an event or
    /// set a parameter its rules read, or go to a screen that places it). Within a level of the
    /// search the order changes nothing found, only how soon the last tip turns up, so the
    /// search can stop sooner; every walk is still the shortest.
    func prioritized(_ actions: [PlaygroundAction], in session: PlaygroundSession, feeding targets: FeedTargets) -> [PlaygroundAction] {
        guard !targets.unfound.isEmpty else { return actions }
        let controls = session.device.screen.allControls
        func feeds(_ action: PlaygroundAction) -> Bool {
            switch action {
            case .press(let id):
                return controls.first { $0.id == id }?.effects.contains { effect in
                    switch effect {
                    case .donate(let event, _): targets.inputs.contains(.event(event))
                    case .setParameter(let parameter, _), .toggleParameter(let parameter): targets.inputs.contains(.parameter(parameter))
                    case .goTo(let screen): targets.screens.contains(screen)
                    case .invalidate: false
                    }
                } ?? false
            case .screen(let id): return targets.screens.contains(id)
            default: return false
            }
        }
        return actions.filter(feeds) + actions.filter { !feeds($0) }
    }

    /// An hour, a day and a week (the display-frequency windows and the usual rule windows), and
    /// just past each tip's `MaxDisplayDuration`; none when nothing in the playground depends on
    /// time (an immediate display frequency, no time in any rule, no duration limit), where
    /// waiting changes nothing and would only multiply the states.
    var timeMatters: Bool { !timeSteps.isEmpty }

    /// The steps time passes by in the search (see `timeSteps(of:)`).
    let timeSteps: [TimeInterval]

    static func timeSteps(of document: PlaygroundDocument) -> [TimeInterval] {
        let durations = document.tips.compactMap(\.options.maxDisplayDuration).map { $0 + 1 }
        let ruleReadsTime = document.tips.flatMap(\.rules).contains { rule in
            ["donatedWithin", "Date", "now"].contains { rule.source.contains($0) }
        }
        let frequencyWaits = document.configuration.displayFrequency != .immediate
        guard ruleReadsTime || frequencyWaits || !durations.isEmpty else { return [] }
        return Array(Set([3_600, 86_400, 604_800] + durations)).sorted()
    }

    /// Notes the walk to each tip the state shows first, and the popovers it makes compete;
    /// returns the tips shown first. The session's focus may be left to settle (`reach`).
    private func note(_ session: PlaygroundSession, walk: [PlaygroundAction], in findings: inout Findings) throws -> [String] {
        let newlyShown = session.device.shownTips.map(\.tip.id).filter { findings.walks[$0] == nil }
        for tipID in newlyShown { findings.walks[tipID] = walk }
        // Paged on a fork, its focus settled as `send` settles it: the state itself is made again
        // to be expanded.
        if !newlyShown.isEmpty {
            session.settleFocus()
            findings.noteReveals(of: newlyShown, in: try session.fork())
        }
        // Popovers eligible together on one screen: one is shown, the others wait for it. A
        // screen that places none spares reading its tips again.
        let placesPopovers = session.device.screen.placements.contains { placement in
            if case .popover = placement.presentation { true } else { false }
        }
        guard placesPopovers else { return newlyShown }
        let offered = session.device.offeredTips().filter { $0.presentation == .popover }
        let available = offered.filter { tip in session.device.runtime.tips[tip.tip.id].map { session.engine.status(of: $0) == .available } ?? false }
        if available.count > 1 {
            for tip in available { findings.competitors[tip.tip.id, default: []].formUnion(available.map(\.tip.id).filter { $0 != tip.tip.id }) }
        }
        return newlyShown
    }
}
