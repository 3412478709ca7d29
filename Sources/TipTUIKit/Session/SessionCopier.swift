import TipCore

/// What a session's fork (`PlaygroundSession.fork()`) copies once and shares as the original
/// shares it: each clock, in-memory datastore, sync container and link to one, copied the first
/// time a device names it. A device on a persona keeps its own datastore apart from its persona's,
/// and devices on one sync container reach one copy of it.
struct SessionCopier {
    private var clocks: [ObjectIdentifier: ManualClock] = [:]
    private var datastores: [ObjectIdentifier: InMemoryDatastore] = [:]
    private var networks: [ObjectIdentifier: SimulatedNetwork] = [:]
    private var links: [ObjectIdentifier: SimulatedNetwork.Link] = [:]
    private var syncs: [ObjectIdentifier: TipSync] = [:]

    /// A clock at the same time.
    mutating func clock(_ clock: ManualClock) -> ManualClock {
        if let copy = clocks[ObjectIdentifier(clock)] { return copy }
        let copy = ManualClock(clock.now)
        clocks[ObjectIdentifier(clock)] = copy
        return copy
    }

    /// A datastore with the same contents; only an in-memory one can be copied.
    mutating func datastore(_ datastore: any TipDatastore) throws(SessionError) -> InMemoryDatastore {
        guard let inMemory = datastore as? InMemoryDatastore else {
            throw SessionError("a session on the datastore \(datastore.location) cannot be forked: only in-memory datastores are copied")
        }
        if let copy = datastores[ObjectIdentifier(inMemory)] { return copy }
        let copy = inMemory.copy()
        datastores[ObjectIdentifier(inMemory)] = copy
        return copy
    }

    /// A link to a copy of the sync container, on the copy of its device's clock; only a
    /// playground's in-memory container can be copied.
    mutating func syncStore(_ store: any TipSyncStore) throws(SessionError) -> SimulatedNetwork.Link {
        guard let link = store as? SimulatedNetwork.Link, let linkClock = link.clock as? ManualClock else {
            throw SessionError("a session syncing with \(store.location) cannot be forked: only a playground's own sync containers are copied")
        }
        if let copy = links[ObjectIdentifier(link)] { return copy }
        let network = networks[ObjectIdentifier(link.network)] ?? link.network.copy()
        networks[ObjectIdentifier(link.network)] = network
        let copy = network.link(delay: link.delay, clock: clock(linkClock), clockOffset: link.clockOffset)
        links[ObjectIdentifier(link)] = copy
        return copy
    }

    /// The device's side of sync in the same state, on a copy of its store, reading `clock`: the
    /// copy of the device's clock, which a device's sync reads (`SyncTarget.sync(on:)`).
    mutating func sync(_ sync: TipSync, on clock: ManualClock) throws(SessionError) -> TipSync {
        if let copy = syncs[ObjectIdentifier(sync)] { return copy }
        let copy = sync.copy(store: try sync.store.map { store throws(SessionError) in try syncStore(store) }, clock: clock)
        syncs[ObjectIdentifier(sync)] = copy
        return copy
    }
}
