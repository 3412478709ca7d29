/// FNV-1a over 64 bits: the catalogue's keys for what a picture, a page or a tip's review
/// findings depend on.
///
/// Stable across runs and machines, which Swift's `Hasher` is not (it is seeded per process),
/// and cheap: every run hashes every cell's inputs to find the few that changed, so 45,000 cells
/// must hash in milliseconds. A collision would only keep an old picture; nothing here defends
/// against inputs made to collide.
public struct StableHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Adds `text` and a separator, so ("ab", "c") and ("a", "bc") differ.
    public mutating func combine(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0xFF)  // never a byte of UTF-8
    }

    /// Adds raw bytes (a file read as it is) and their count.
    public mutating func combine(bytes: [UInt8]) {
        for byte in bytes { mix(byte) }
        combine(UInt64(bytes.count))
    }

    public mutating func combine(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    private mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// Sixteen lowercase hexadecimal digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
