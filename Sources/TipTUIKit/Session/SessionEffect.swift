/// What an input asks for that cannot happen inside its own write transaction: a launch writes
/// in transactions of its own, a persona is read from the store, a sync brings in what other
/// devices wrote. `PlaygroundSession.reduce(_:)` returns them as values, and `send(_:)` runs them
/// once the input's transaction is over, in this order; what they bring back is logged and, for a
/// tick's sync that brought something, recorded as the `sync` action it amounts to.
enum SessionEffect: Equatable, Sendable {
    /// A relaunch, a reset (a reinstall) or a restart of the whole playground.
    case launch(PlaygroundAction)
    /// Writes the device's state as a persona beside the playground file.
    case savePersona(String)
    /// Starts the device again from a persona, or (nil) on its own datastore.
    case startPersona(String?)
    /// Pushes and pulls the devices' changes: asked for by the person or script (the log says
    /// what arrived, or that nothing did), or by the live tick (it speaks only when something did).
    case sync(asked: Bool)

    /// The order effects run in: a launch first, a sync last, so it sees what the others did.
    private var rank: Int {
        switch self {
        case .launch: 0
        case .savePersona: 1
        case .startPersona: 2
        case .sync: 3
        }
    }

    /// The effects to run: in order, one sync at most (an asked one over a tick's).
    static func toRun(_ effects: [SessionEffect]) -> [SessionEffect] {
        let syncs = effects.filter { if case .sync = $0 { true } else { false } }
        var kept = effects.filter { if case .sync = $0 { false } else { true } }
        if !syncs.isEmpty { kept.append(.sync(asked: syncs.contains(.sync(asked: true)))) }
        return kept.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
    }
}
