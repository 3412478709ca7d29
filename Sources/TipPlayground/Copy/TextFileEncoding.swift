/// A text file's bytes as Unicode scalars and back again, byte for byte: UTF-8 (with or without a
/// byte-order mark) or UTF-16 with its mark, as `.strings` tables may be. The mark is decoded as
/// the scalar U+FEFF and encoded back the same way, so decoding and encoding an untouched file
/// gives its bytes exactly, and a change to some scalars changes only their bytes.
enum TextFileEncoding: Equatable {
    case utf8
    case utf16(bigEndian: Bool)

    /// The encoding the bytes announce: UTF-16 by its byte-order mark, UTF-8 otherwise.
    init(of bytes: [UInt8]) {
        if bytes.starts(with: [0xFF, 0xFE]) {
            self = .utf16(bigEndian: false)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            self = .utf16(bigEndian: true)
        } else {
            self = .utf8
        }
    }

    /// The scalars of `bytes`, or nil when they are not valid in this encoding (such a file
    /// could not be written back exactly).
    func decode(_ bytes: [UInt8]) -> [Unicode.Scalar]? {
        var scalars: [Unicode.Scalar] = []
        var failed = false
        switch self {
        case .utf8:
            failed = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) {
                scalars.append(Unicode.Scalar($0)!)
            }
        case .utf16(let bigEndian):
            guard bytes.count % 2 == 0 else { return nil }
            let units = stride(from: 0, to: bytes.count, by: 2).map { index -> UInt16 in
                let first = UInt16(bytes[index])
                let second = UInt16(bytes[index + 1])
                return bigEndian ? first << 8 | second : second << 8 | first
            }
            failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF32.self, stoppingOnError: true) {
                scalars.append(Unicode.Scalar($0)!)
            }
        }
        return failed ? nil : scalars
    }

    func encode(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        var bytes: [UInt8] = []
        switch self {
        case .utf8:
            for scalar in scalars { bytes += Array(String(scalar).utf8) }
        case .utf16(let bigEndian):
            for scalar in scalars {
                for unit in String(scalar).utf16 {
                    let high = UInt8(unit >> 8)
                    let low = UInt8(unit & 0xFF)
                    bytes += bigEndian ? [high, low] : [low, high]
                }
            }
        }
        return bytes
    }
}
