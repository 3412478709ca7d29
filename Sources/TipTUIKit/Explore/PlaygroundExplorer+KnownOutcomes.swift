import Foundation
import TipCore
import TipPlayground

/// Actions whose outcome the search knows without sending them: most of what a search sends goes
/// to another screen (a tab bar's tabs), and most of that from states that differ only in the
/// screen they are on, to states already seen (1,000 tips: 62,000 of 104,000 inputs).
extension PlaygroundExplorer {
    /// Where an action leads when what it does to the app is decided by the engine, its store and
    /// the screen it goes to alone: a press that only goes to another screen (a tab), a switch to
    /// a screen, a relaunch.
    enum Destination: Hashable {
        case screen(String)
        case relaunch
    }

    /// A state with nothing on screen that could outlast leaving it, told apart from another by
    /// everything its engine decides from: what its store holds (exactly, not only what the key
    /// compares), the time and the parameters' values. Its screen is left out: from two states
    /// equal in these, going to the same screen, or relaunching, does the same (nothing is
    /// presented to end, and the screen's own state, its popovers dismissed and tips hidden by the
    /// app, starts over there), so the state reached has the same key.
    struct QuietState: Hashable {
        var store: InMemoryDatastore.Snapshot
        var now: Date
        var parameters: [String]
    }

    /// `session`'s state as a `QuietState`, or nil when what it shows could make leaving it
    /// differ: a tip presented or hidden while presented (its presentation ends on the way out), a
    /// tip refused that waits for a display-frequency window, other devices or a sync (what they
    /// hold is not in the store compared), a store not in memory.
    func quietState(of session: PlaygroundSession, key: StateKey) -> QuietState? {
        let device = session.device
        guard session.devices.count == 1, device.sync == nil, device.presented.isEmpty, device.suspended.isEmpty,
              device.refused.isEmpty, let store = device.datastore as? InMemoryDatastore
        else { return nil }
        return QuietState(store: store.snapshot(), now: session.clock.now, parameters: key.parameters)
    }

    /// Where `action` leads, when it does nothing else on the way (see `Destination`); nil for
    /// any other action, and for a press of the screen the session is on.
    func destination(of action: PlaygroundAction, in session: PlaygroundSession) -> Destination? {
        switch action {
        case .relaunch: return .relaunch
        case .screen(let id) where id != session.device.screenID: return .screen(id)
        case .press(let id):
            guard let screen = tabs[session.device.screenID]?[id], screen != session.device.screenID else { return nil }
            return .screen(screen)
        default: return nil
        }
    }

    /// Whether `action` provably leaves the state's key as it is: a press that only goes to the
    /// screen already shown, when no popover is on screen (the press would dismiss it), no tip is
    /// hidden while presented and none waits for a display-frequency window. The press changes
    /// the focus alone; the device settles again to what it presents already.
    func changesNothing(_ action: PlaygroundAction, in session: PlaygroundSession) -> Bool {
        let device = session.device
        guard case .press(let id) = action, tabs[device.screenID]?[id] == device.screenID else { return false }
        return session.devices.count == 1 && device.presentedPopover == nil && device.suspended.isEmpty && device.refused.isEmpty
    }

    /// Per screen, the controls whose press does nothing but go to a screen (a tab bar's tabs),
    /// and where to: what `destination(of:in:)` and `changesNothing(_:in:)` look up for every
    /// press the search tries. A press reaches the first control with its id, as `allControls`
    /// orders them.
    static func tabs(of document: PlaygroundDocument) -> [String: [String: String]] {
        var tabs: [String: [String: String]] = [:]
        for screen in document.screens where tabs[screen.id] == nil {
            var pressed: Set<String> = []
            var targets: [String: String] = [:]
            for control in screen.allControls where pressed.insert(control.id).inserted {
                if control.effects.count == 1, case .goTo(let target) = control.effects[0] { targets[control.id] = target }
            }
            tabs[screen.id] = targets
        }
        return tabs
    }
}
