import Foundation

/// The operations of one `SQLiteDatastore.atomically` call, run inside its open transaction.
///
/// Usable only while that call runs: afterwards every operation throws instead of touching a
/// connection it no longer owns.
final class SQLiteTransaction: TipDatastoreOperations {
    private let connection: SQLiteConnection
    /// What the writes other than appends changed, as stored scope names, recorded before commit.
    private var changedScopes: Set<String> = []
    /// The highest number this transaction gave out, as a donation sequence or a change number.
    private var highestNumber: Int64?
    /// The counter as it stood before this transaction's first write other than an append: its
    /// deletes may remove the newest donations, and the counter must not go back with them.
    private var numberBeforeChanges: Int64?
    private var isOpen = true

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func close() { isOpen = false }

    // MARK: Tip records

    func tipRecord(id: String) throws -> TipRecord? {
        var record: TipRecord?
        try read("SELECT \(Self.tipColumns) FROM tip_records WHERE tip_id = ?", [.text(id)]) { row in
            record = try self.tipRecord(from: row)
        }
        return record
    }

    func allTipRecords() throws -> [TipRecord] {
        var records: [TipRecord] = []
        try read("SELECT \(Self.tipColumns) FROM tip_records ORDER BY tip_id") { row in
            records.append(try self.tipRecord(from: row))
        }
        return records
    }

    func saveTipRecord(_ record: TipRecord) throws {
        try write(
            "INSERT OR REPLACE INTO tip_records (\(Self.tipColumns)) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                .text(record.tipID),
                .optional(record.invalidationReason?.rawValue),
                .optional(record.invalidatedAt.map(SQLiteDate.milliseconds)),
                .integer(Int64(record.displayCount)),
                .real(record.displayDuration),
                .optional(record.firstDisplayedAt.map(SQLiteDate.milliseconds)),
                .optional(record.lastDisplayedAt.map(SQLiteDate.milliseconds)),
            ],
            changing: .tip(id: record.tipID))
    }

    func deleteTipRecord(id: String) throws {
        try write("DELETE FROM tip_records WHERE tip_id = ?", [.text(id)], changing: .tip(id: id))
    }

    private static let tipColumns = """
        tip_id, invalidation_reason, invalidated_at_ms, display_count, display_duration_seconds, \
        first_displayed_at_ms, last_displayed_at_ms
        """

    private func tipRecord(from row: SQLiteRow) throws -> TipRecord {
        var reason: Tips.InvalidationReason?
        if let name = row.optionalText(1) {
            // A reason this build does not know was written by a newer one; refusing beats guessing.
            guard let known = Tips.InvalidationReason(rawValue: name) else {
                throw TipDatastoreError.sqlite(
                    path: connection.path, code: 0, message: "unknown invalidation reason '\(name)'")
            }
            reason = known
        }
        return TipRecord(
            tipID: row.text(0),
            invalidationReason: reason,
            invalidatedAt: row.optionalInteger(2).map(SQLiteDate.date),
            displayCount: Int(row.integer(3)),
            displayDuration: row.real(4),
            firstDisplayedAt: row.optionalInteger(5).map(SQLiteDate.date),
            lastDisplayedAt: row.optionalInteger(6).map(SQLiteDate.date))
    }

    // MARK: Donations

    /// The donation takes the next number of the store's change counter as its `sequence`: other
    /// connections find it by that number (`sequence >` their mark), so an append records nothing
    /// else and writes no page beyond the donation's own.
    func appendDonation(_ donation: DonationRecord) throws -> DonationRecord {
        try openConnection().run(
            "INSERT INTO donations (sequence, event_id, date_ms, payload) VALUES ((\(Self.newestNumberSQL)) + 1, ?, ?, ?)",
            [.text(donation.eventID), .integer(SQLiteDate.milliseconds(donation.date)), .blob(donation.payload)])
        var stored = donation
        stored.sequence = connection.lastInsertedRowID
        highestNumber = stored.sequence
        return stored
    }

    /// The highest number given out so far: the newest donation sequence or change number. Taking
    /// the larger of both keeps it going up when the newest donations are deleted.
    static let newestNumberSQL = """
        SELECT max(coalesce((SELECT max(sequence) FROM donations), 0), \
        coalesce((SELECT max(version) FROM changes), 0))
        """

    func donations(eventID: String, limit: Int) throws -> [DonationRecord] {
        // The inner query picks the newest `limit` through the index; the outer one puts them oldest first.
        var donations: [DonationRecord] = []
        try read(
            """
            SELECT sequence, date_ms, payload FROM (
                SELECT sequence, date_ms, payload FROM donations WHERE event_id = ?
                ORDER BY date_ms DESC, sequence DESC LIMIT ?
            ) ORDER BY date_ms, sequence
            """,
            // SQLite reads a negative LIMIT as "no limit"; the protocol means "none".
            [.text(eventID), .integer(Int64(max(0, limit)))]
        ) { row in
            donations.append(
                DonationRecord(
                    sequence: row.integer(0), eventID: eventID, date: SQLiteDate.date(row.integer(1)),
                    payload: row.blob(2)))
        }
        return donations
    }

    func donationCount(eventID: String) throws -> Int {
        var count = 0
        try read("SELECT count(*) FROM donations WHERE event_id = ?", [.text(eventID)]) { row in
            count = Int(row.integer(0))
        }
        return count
    }

    func deleteDonations(eventID: String) throws {
        try write("DELETE FROM donations WHERE event_id = ?", [.text(eventID)], changing: .event(id: eventID))
    }

    func pruneDonations(eventID: String, keepingNewest: Int, notBefore: Date?) throws {
        try write(
            """
            DELETE FROM donations WHERE event_id = ?1 AND (
                date_ms < ?2 OR sequence NOT IN (
                    SELECT sequence FROM donations WHERE event_id = ?1
                    ORDER BY date_ms DESC, sequence DESC LIMIT ?3))
            """,
            // A NULL cut-off makes `date_ms < NULL` false: no donation is too old.
            [
                .text(eventID), .optional(notBefore.map(SQLiteDate.milliseconds)),
                .integer(Int64(max(0, keepingNewest))),
            ],
            changing: .event(id: eventID))
    }

    // MARK: Parameters and meta

    func parameterValue(id: String) throws -> Data? {
        var value: Data?
        try read("SELECT value FROM parameter_values WHERE parameter_id = ?", [.text(id)]) { row in
            value = row.blob(0)
        }
        return value
    }

    func setParameterValue(_ value: Data?, id: String) throws {
        if let value {
            try write(
                "INSERT OR REPLACE INTO parameter_values (parameter_id, value) VALUES (?, ?)",
                [.text(id), .blob(value)], changing: .parameter(id: id))
        } else {
            try write("DELETE FROM parameter_values WHERE parameter_id = ?", [.text(id)], changing: .parameter(id: id))
        }
    }

    func metaValue(key: String) throws -> String? {
        var value: String?
        try read("SELECT value FROM meta WHERE key = ?", [.text(key)]) { row in value = row.text(0) }
        return value
    }

    func setMetaValue(_ value: String?, key: String) throws {
        if let value {
            try write(
                "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", [.text(key), .text(value)],
                changing: .meta(key: key))
        } else {
            try write("DELETE FROM meta WHERE key = ?", [.text(key)], changing: .meta(key: key))
        }
    }

    /// Empties every table but the change records, which must keep counting up for other
    /// connections to notice this (they see the "*" scope: everything changed).
    func removeAll() throws {
        try noteNumberBeforeChanges()
        let tables = SQLiteSchema.datastore.migrations[SQLiteSchema.datastore.supportedVersion - 1].tables
        for table in tables.subtracting([SQLiteSchema.changesTable]).sorted() {
            try openConnection().run("DELETE FROM \(table)")
        }
        changedScopes = [TipDatastoreChangeScope.everythingName]
    }

    /// Records the scopes written (appends aside) under the next number, just before commit.
    /// Returns the highest number the transaction gave out; nil when it wrote nothing.
    func recordChanges() throws -> Int64? {
        guard !changedScopes.isEmpty else { return highestNumber }
        let newest = max(numberBeforeChanges ?? 0, highestNumber ?? 0, try openConnection().integer(Self.newestNumberSQL) ?? 0)
        let number = newest + 1
        for scope in changedScopes {
            try openConnection().run(
                "INSERT INTO changes (scope, version) VALUES (?, ?) ON CONFLICT (scope) DO UPDATE SET version = excluded.version",
                [.text(scope), .integer(number)])
        }
        highestNumber = number
        return number
    }

    // MARK: Running statements

    private func read(
        _ sql: String, _ values: [SQLiteValue] = [], eachRow: (SQLiteRow) throws -> Void
    ) throws {
        try openConnection().run(sql, values, eachRow: eachRow)
    }

    private func write(_ sql: String, _ values: [SQLiteValue], changing scope: TipDatastoreChangeScope) throws {
        try noteNumberBeforeChanges()
        try openConnection().run(sql, values)
        changedScopes.insert(scope.storedName)
    }

    private func noteNumberBeforeChanges() throws {
        if numberBeforeChanges == nil { numberBeforeChanges = try openConnection().integer(Self.newestNumberSQL) ?? 0 }
    }

    private func openConnection() throws -> SQLiteConnection {
        guard isOpen else {
            throw TipDatastoreError.sqlite(
                path: connection.path, code: 0,
                message: "datastore operations used after their atomically call returned")
        }
        return connection
    }
}
