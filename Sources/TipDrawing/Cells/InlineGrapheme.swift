/// A grapheme cluster kept as UTF-8 bytes inside three machine words, so a `Cell` holds no
/// reference: arrays of cells are copied, compared and cleared as plain memory, with no
/// reference counting per cell. That is what makes building and diffing a 200x60 frame cheap.
///
/// Up to 23 bytes fit: any cluster the playground draws after `PreparedText` (emoji sequences
/// are reduced there), including Indic conjuncts of seven scalars. A longer cluster, in practice
/// a pile of combining marks, keeps the leading scalars that fit, much as ncurses keeps only the
/// first five characters of a cell. The cell keeps the whole cluster's width, so columns only
/// disagree with the terminal if a dropped scalar was a spacing one.
struct InlineGrapheme: Hashable, Sendable {
    static let capacity = 23

    /// Bytes 0-7, 8-15 and 16-22 of the UTF-8, little end first; byte 23 holds the count.
    private var low: UInt64 = 0
    private var middle: UInt64 = 0
    private var high: UInt64 = 0

    init(_ character: Character) {
        var count = 0
        let utf8 = character.utf8
        if utf8.count <= Self.capacity {
            for byte in utf8 {
                append(byte, at: count)
                count += 1
            }
        } else {
            for scalar in character.unicodeScalars {
                guard count + UTF8.width(scalar) <= Self.capacity else { break }
                UTF8.encode(scalar) { byte in
                    append(byte, at: count)
                    count += 1
                }
            }
        }
        high |= UInt64(count) << 56
    }

    /// A printable ASCII character, from its byte: no `Character` to take apart.
    init(printableASCII byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    private var count: Int { Int(high >> 56) }

    private mutating func append(_ byte: UInt8, at index: Int) {
        let shifted = UInt64(byte) << UInt64((index % 8) * 8)
        switch index / 8 {
        case 0: low |= shifted
        case 1: middle |= shifted
        default: high |= shifted
        }
    }

    private func byte(at index: Int) -> UInt8 {
        let word = index < 8 ? low : index < 16 ? middle : high
        return UInt8(truncatingIfNeeded: word >> UInt64((index % 8) * 8))
    }

    /// Appends the cluster's UTF-8 bytes: what writers of text files (SVG, plain text) need,
    /// without making a `Character` of it.
    func appendUTF8(to bytes: inout [UInt8]) {
        let count = self.count
        // One byte, as most of a picture's cells are: no loop.
        if count == 1 { return bytes.append(UInt8(truncatingIfNeeded: low)) }
        for index in 0..<count { bytes.append(byte(at: index)) }
    }

    /// The first two UTF-8 bytes (0 past the end): enough to tell the scripts and code points
    /// SVG writing treats apart (`CellBuffer.needsCharacterPath`).
    var leadingBytes: (UInt8, UInt8) { (byte(at: 0), count > 1 ? byte(at: 1) : 0) }

    /// Whether the cluster is one scalar: its first scalar's UTF-8 length, told by the lead byte,
    /// is all the bytes there are.
    var isOneScalar: Bool {
        let lead = byte(at: 0)
        let firstLength = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return firstLength == count
    }

    /// The cluster's only byte when it is one ASCII character, else nil.
    var asciiByte: UInt8? {
        count == 1 && low < 0x80 ? UInt8(truncatingIfNeeded: low) : nil
    }

    /// The stored cluster.
    var character: Character {
        Character(String(decoding: (0..<count).map(byte(at:)), as: UTF8.self))
    }
}

extension InlineGrapheme: CustomDebugStringConvertible {
    /// The grapheme in quotes, so a failing test shows `"a"` rather than three numbers.
    var debugDescription: String { String(character).debugDescription }
}
