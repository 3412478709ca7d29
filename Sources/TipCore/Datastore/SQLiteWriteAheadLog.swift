import Foundation

/// A `-wal` file read as plain bytes, checked the way SQLite's recovery checks it (SQLite's
/// "Database File Format" document, §4: the header's magic number, version and checksum; each
/// frame's salts and cumulative checksum), without opening it with SQLite.
struct SQLiteWriteAheadLog {
    static let headerSize = 32
    static let frameHeaderSize = 24
    static let formatVersion: UInt32 = 3_007_000

    let pageSize: Int
    /// Frames up to and including the last commit frame that passed the checks.
    let committedFrameCount: Int
    /// The newest committed copy of page 1 in the log: what SQLite will read as the database's
    /// header and schema. Nil when no committed frame holds page 1.
    let committedPageOne: [UInt8]?

    struct Damage: Error {
        let reason: String
    }

    /// Checks `bytes` (a whole, non-empty `-wal` file).
    init(_ bytes: [UInt8]) throws(Damage) {
        guard bytes.count >= Self.headerSize else {
            throw Damage(reason: "it is \(bytes.count) bytes long, shorter than a write-ahead log header")
        }
        let magic = bytes.bigEndianUInt32(at: 0)
        guard magic == 0x377F_0682 || magic == 0x377F_0683 else {
            throw Damage(reason: "it is not an SQLite write-ahead log")
        }
        guard bytes.bigEndianUInt32(at: 4) == Self.formatVersion else {
            throw Damage(reason: "unknown write-ahead log version \(bytes.bigEndianUInt32(at: 4))")
        }
        let pageSize = Int(bytes.bigEndianUInt32(at: 8))
        guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else {
            throw Damage(reason: "damaged write-ahead log header (page size \(pageSize))")
        }
        // The magic number's low bit says in which byte order the checksums add up the words.
        let checksum = WALChecksum(bigEndianWords: magic & 1 == 1)
        var sums = checksum.adding(bytes, from: 0, count: 24, to: (0, 0))
        guard sums == (bytes.bigEndianUInt32(at: 24), bytes.bigEndianUInt32(at: 28)) else {
            throw Damage(reason: "damaged write-ahead log header (checksum)")
        }
        let salts = (bytes.bigEndianUInt32(at: 16), bytes.bigEndianUInt32(at: 20))

        var committedFrameCount = 0
        var committedPageOne: [UInt8]?
        var pendingPageOne: [UInt8]?
        var frame = 0
        var offset = Self.headerSize
        while offset + Self.frameHeaderSize + pageSize <= bytes.count {
            let pageNumber = bytes.bigEndianUInt32(at: offset)
            guard pageNumber > 0,
                  bytes.bigEndianUInt32(at: offset + 8) == salts.0, bytes.bigEndianUInt32(at: offset + 12) == salts.1
            else { break }
            sums = checksum.adding(bytes, from: offset, count: 8, to: sums)
            sums = checksum.adding(bytes, from: offset + Self.frameHeaderSize, count: pageSize, to: sums)
            guard sums == (bytes.bigEndianUInt32(at: offset + 16), bytes.bigEndianUInt32(at: offset + 20)) else { break }
            frame += 1
            if pageNumber == 1 {
                pendingPageOne = Array(bytes[offset + Self.frameHeaderSize..<offset + Self.frameHeaderSize + pageSize])
            }
            // A non-zero database size marks the frame that commits a transaction.
            if bytes.bigEndianUInt32(at: offset + 4) != 0 {
                committedFrameCount = frame
                if let pendingPageOne { committedPageOne = pendingPageOne }
                pendingPageOne = nil
            }
            offset += Self.frameHeaderSize + pageSize
        }
        self.pageSize = pageSize
        self.committedFrameCount = committedFrameCount
        self.committedPageOne = committedPageOne
    }
}

/// SQLite's write-ahead log checksum: two 32-bit sums over pairs of 32-bit words.
private struct WALChecksum {
    let bigEndianWords: Bool

    func adding(_ bytes: [UInt8], from start: Int, count: Int, to sums: (UInt32, UInt32)) -> (UInt32, UInt32) {
        var (s0, s1) = sums
        bytes.withUnsafeBytes { raw in
            var offset = start
            while offset < start + count {
                var x0 = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                var x1 = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                if bigEndianWords {
                    x0 = UInt32(bigEndian: x0)
                    x1 = UInt32(bigEndian: x1)
                } else {
                    x0 = UInt32(littleEndian: x0)
                    x1 = UInt32(littleEndian: x1)
                }
                s0 = s0 &+ x0 &+ s1
                s1 = s1 &+ x1 &+ s0
                offset += 8
            }
        }
        return (s0, s1)
    }
}
