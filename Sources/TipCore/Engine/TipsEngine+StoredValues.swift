import Foundation

extension TipsEngine {
    /// A small value of the app's own, kept in the tip datastore's meta table under `key`, or nil.
    /// TipCore extension, not in TipKit: for state that must travel with the tips' state and be
    /// cleared with it (a reset), such as a simulated clock's offset. Namespace the key
    /// (`"myapp.something"`) so it cannot meet TipCore's own keys.
    ///
    /// Reads and writes go through the engine, so inside `inOneTransaction` they join its
    /// transaction instead of opening one beside it.
    public func storedValue(forKey key: String) throws -> String? {
        try state.withLock { state in
            try state.reading { try $0.metaValue(key: key) }
        }
    }

    /// Stores (or, for nil, removes) a value of the app's own; see `storedValue(forKey:)`.
    public func setStoredValue(_ value: String?, forKey key: String) throws {
        try state.withLock { state in
            try state.write { try $0.setMetaValue(value, key: key) }
        }
    }

    /// The latest time the store has recorded anything at (`latestRecordedDate(eventIDs:)` of
    /// the datastore's operations), read through the engine; nil for an empty store or when it
    /// cannot be read.
    public func latestRecordedDate(eventIDs: [String]) -> Date? {
        state.withLock { state in
            state.read(nil) { try $0.latestRecordedDate(eventIDs: eventIDs) }
        }
    }
}
