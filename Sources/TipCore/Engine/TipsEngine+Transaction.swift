import Glibc

extension TipsEngine {
    /// Runs `body` with every datastore read and write the engine makes on this thread in one
    /// transaction. TipCore extension, not in TipKit.
    ///
    /// An app event often does several engine writes at once: a press donates an event, which
    /// makes a tip eligible, whose presentation then begins. Each is atomic by itself; together
    /// they are one commit instead of one each (with SQLite, one `BEGIN IMMEDIATE` and one fsync
    /// rather than several), and another process sees all of them or none. A call inside another
    /// joins it. Engine calls made by other threads meanwhile wait for the commit, as they would
    /// for another process.
    ///
    /// If the transaction fails, nothing of it is stored and the engine forgets what it had read,
    /// so it reads the store again rather than trust values that were rolled back.
    ///
    /// What others changed before it is taken in first: inside the transaction the engine reads
    /// what it cached (nobody else can write there), so a record another writer changed (a sync
    /// that brought a display from another device) would otherwise be read as it was, and a tip
    /// already at its `MaxDisplayCount` presented again.
    public func inOneTransaction<T>(_ body: () throws -> T) throws -> T {
        let (datastore, joins) = state.withLock { ($0.datastore, $0.joinableTransaction != nil) }
        guard let datastore, !joins else { return try body() }
        let mark = state.withLock { state in
            state.refreshIfStale()
            return state.cache.knownMark
        }
        do {
            let (result, changes) = try datastore.atomically(reportingChangesSince: mark) { operations in
                let open = OpenTransaction(operations: operations, thread: pthread_self())
                state.withLock { $0.openTransaction = open }
                defer { state.withLock { $0.openTransaction = nil } }
                return try body()
            }
            state.withLock { $0.apply(changes) }
            return result
        } catch {
            state.withLock { $0.cache.clear() }
            throw error
        }
    }
}
