import Foundation

/// The first page of an SQLite database, read as plain bytes: the 100-byte file header and the
/// `sqlite_schema` table that follows it (SQLite's "Database File Format" document, §1.3 and §2).
///
/// Reading these without SQLite lets `SQLiteFileValidation` decide whether a file is a TipCore
/// datastore before any SQLite connection opens it: an open connection may already checkpoint a
/// write-ahead log into the file, or delete its `-wal` and `-shm` files, on its way to an error.
struct SQLitePageOne {
    static let headerSize = 100
    static let magic = Array("SQLite format 3\0".utf8)

    let pageSize: Int
    /// Bytes at the end of every page that SQLite leaves to extensions (usually 0).
    let reservedBytes: Int
    /// `PRAGMA user_version`: TipCore's schema version.
    let userVersion: Int32
    /// `PRAGMA application_id`: TipCore's identifier from schema version 2 on, 0 before.
    let applicationID: UInt32
    /// The names of the tables listed in `sqlite_schema` (SQLite's own `sqlite_*` tables left
    /// out), or nil when the list does not fit on this page, as it always does for TipCore's schema.
    let tableNames: Set<String>?

    /// Why bytes are not the first page of an SQLite database.
    struct Damage: Error {
        let reason: String
    }

    /// Reads the header from the first 100 bytes of `bytes`, and the table list when `bytes` holds
    /// the whole page.
    init(_ bytes: [UInt8]) throws(Damage) {
        guard bytes.count >= Self.headerSize else {
            throw Damage(reason: "the file is \(bytes.count) bytes long, shorter than an SQLite header")
        }
        guard Array(bytes[0..<16]) == Self.magic else {
            throw Damage(reason: "not an SQLite database")
        }
        let storedPageSize = Int(bytes.bigEndianUInt16(at: 16))
        let pageSize = storedPageSize == 1 ? 65_536 : storedPageSize
        guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else {
            throw Damage(reason: "damaged SQLite header (page size \(storedPageSize))")
        }
        guard [1, 2].contains(bytes[18]), [1, 2].contains(bytes[19]) else {
            throw Damage(reason: "damaged SQLite header (file format \(bytes[18]).\(bytes[19]))")
        }
        self.pageSize = pageSize
        reservedBytes = Int(bytes[20])
        userVersion = Int32(bitPattern: bytes.bigEndianUInt32(at: 60))
        applicationID = bytes.bigEndianUInt32(at: 68)
        tableNames = bytes.count >= pageSize ? Self.tableNames(in: bytes, usableSize: pageSize - Int(bytes[20])) : nil
    }

    /// The `type = 'table'` rows of `sqlite_schema` when they all sit on page 1 as a leaf with no
    /// overflow (SQLite's format document §1.6 and §2.1); nil otherwise.
    private static func tableNames(in page: [UInt8], usableSize: Int) -> Set<String>? {
        let treeHeader = headerSize
        // 0x0D: a leaf page of a table b-tree. An interior page means more rows than one page holds.
        guard page[treeHeader] == 0x0D else { return nil }
        let cellCount = Int(page.bigEndianUInt16(at: treeHeader + 3))
        let maximumLocalPayload = usableSize - 35
        var names: Set<String> = []
        for cell in 0..<cellCount {
            let pointerOffset = treeHeader + 8 + 2 * cell
            guard pointerOffset + 2 <= page.count else { return nil }
            var reader = ByteReader(page, at: Int(page.bigEndianUInt16(at: pointerOffset)))
            guard let payloadSize = reader.varint(), reader.varint() != nil,
                  payloadSize <= maximumLocalPayload,
                  let columns = reader.record(payloadSize: Int(payloadSize)), columns.count >= 2
            else { return nil }
            if columns[0] == "table", let name = columns[1], !name.hasPrefix("sqlite_") {
                names.insert(name)
            }
        }
        return names
    }
}

/// Reads SQLite's variable-length integers and records from a page.
private struct ByteReader {
    let bytes: [UInt8]
    var offset: Int

    init(_ bytes: [UInt8], at offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    /// A big-endian varint of 1 to 9 bytes, or nil past the end of the page.
    mutating func varint() -> Int64? {
        var value: UInt64 = 0
        for index in 0..<9 {
            guard offset < bytes.count else { return nil }
            let byte = bytes[offset]
            offset += 1
            if index == 8 { return Int64(bitPattern: value << 8 | UInt64(byte)) }
            value = value << 7 | UInt64(byte & 0x7F)
            if byte & 0x80 == 0 { return Int64(bitPattern: value) }
        }
        return nil
    }

    /// The record's columns as text (nil for a column that is not text), or nil when the record
    /// does not parse within `payloadSize` bytes.
    mutating func record(payloadSize: Int) -> [String?]? {
        let start = offset
        guard let headerSize = varint(), headerSize > 0, Int(headerSize) <= payloadSize else { return nil }
        var serialTypes: [Int64] = []
        while offset < start + Int(headerSize) {
            guard let type = varint() else { return nil }
            serialTypes.append(type)
        }
        var body = start + Int(headerSize)
        var columns: [String?] = []
        for type in serialTypes {
            let length = Self.contentLength(of: type)
            guard length >= 0, body + length <= start + payloadSize, body + length <= bytes.count else { return nil }
            let isText = type >= 13 && type % 2 == 1
            columns.append(isText ? String(decoding: bytes[body..<body + length], as: UTF8.self) : nil)
            body += length
        }
        return columns
    }

    /// Bytes a column of this serial type occupies (format document §2.1).
    private static func contentLength(of serialType: Int64) -> Int {
        switch serialType {
        case 0, 8, 9: 0
        case 1: 1
        case 2: 2
        case 3: 3
        case 4: 4
        case 5: 6
        case 6, 7: 8
        case 10, 11: -1
        default: Int((serialType - (serialType % 2 == 0 ? 12 : 13)) / 2)
        }
    }
}

extension Array where Element == UInt8 {
    func bigEndianUInt16(at offset: Int) -> UInt16 {
        UInt16(self[offset]) << 8 | UInt16(self[offset + 1])
    }

    func bigEndianUInt32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8
            | UInt32(self[offset + 3])
    }
}
