/// The clusters of a text beyond ASCII, each once, in order of first appearance: what the
/// missing-font check asks fontconfig about.
///
/// Fast on text that says the same again and again, as pictures do (a catalogue page's boxes
/// draw the same border glyph thousands of times): a scalar of the Basic Multilingual Plane met
/// before as a cluster of its own is passed over by its value, without a `Character` being made,
/// unless what follows could join it (a mark, a joiner, a variation selector, a skin tone, a
/// regional indicator, a tag). Everything else is split into clusters as Swift splits it, from the
/// ASCII character before it, which a combining mark belongs to.
enum DistinctClusters {
    static func of(_ text: String) -> [Character] {
        of([text])
    }

    /// Those of several texts together, each once.
    static func of(_ texts: [String]) -> [Character] {
        var seen = Set<Character>()
        var clusters: [Character] = []
        for var text in texts {
            text.makeContiguousUTF8()
            for cluster in text.utf8.withContiguousStorageIfAvailable({ scan($0, of: text) }) ?? [] where seen.insert(cluster).inserted {
                clusters.append(cluster)
            }
        }
        return clusters
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, of text: String) -> [Character] {
        var seen = Set<Character>()
        var clusters: [Character] = []
        // Per BMP scalar: met as a cluster of its own; known never to share a cluster.
        var alone = [UInt64](repeating: 0, count: 1024), neverJoins = [UInt64](repeating: 0, count: 1024)
        func has(_ bits: [UInt64], _ value: UInt32) -> Bool { value < 0x10000 && bits[Int(value >> 6)] & (1 << (value & 63)) != 0 }
        func set(_ bits: inout [UInt64], _ value: UInt32) { if value < 0x10000 { bits[Int(value >> 6)] |= 1 << (value & 63) } }
        // Whether a scalar never joins what is before it or after it (known once per value).
        func standsAlone(_ value: UInt32) -> Bool {
            if has(neverJoins, value) { return true }
            guard value < 0x10000, !mayJoin(value) else { return false }
            set(&neverJoins, value)
            return true
        }
        // Whether the scalar at `next` begins a cluster of its own (or there is none).
        func beginsCluster(_ next: Int) -> Bool {
            guard next < bytes.count, bytes[next] >= 0x80 else { return true }
            return standsAlone(decode(bytes, at: next).0)
        }
        func character(at offset: Int) -> Character {
            text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)...].first!
        }
        var offset = 0
        while offset < bytes.count {
            guard bytes[offset] >= 0x80 else {
                offset += 1
                continue
            }
            let (value, length) = decode(bytes, at: offset)
            if has(alone, value), standsAlone(value), beginsCluster(offset + length) {
                offset += length
                continue
            }
            // A cluster as Swift makes it, from the ASCII character before, if it belongs to it.
            var start = offset > 0 && bytes[offset - 1] < 0x80 ? offset - 1 : offset
            var cluster = character(at: start)
            if start < offset, cluster.utf8.count == 1 {
                start = offset
                cluster = character(at: start)
            }
            if seen.insert(cluster).inserted { clusters.append(cluster) }
            if cluster.unicodeScalars.count == 1 { set(&alone, value) }
            offset = max(start + cluster.utf8.count, offset + 1)
        }
        return clusters
    }

    /// The scalar whose UTF-8 begins at `offset`, and its length in bytes. Bytes that are not
    /// UTF-8 (a String holds none) would read as one byte each.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[offset])
        func continuation(_ index: Int) -> UInt32 { offset + index < bytes.count ? UInt32(bytes[offset + index] & 0x3F) : 0 }
        switch lead {
        case 0xC0..<0xE0: return ((lead & 0x1F) << 6 | continuation(1), 2)
        case 0xE0..<0xF0: return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        case 0xF0...: return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        default: return (lead, 1)
        }
    }

    /// Whether a scalar can share a cluster with the one before or after it: a mark, a joiner, a
    /// variation selector, a skin tone, a regional indicator, a tag, Hangul jamo and syllables
    /// (which join each other), or one of the few that join what follows them (prepended
    /// concatenation marks).
    private static func mayJoin(_ value: UInt32) -> Bool {
        switch value {
        case 0x200C, 0x200D, 0x20E3, 0xFE00...0xFE0F, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0000...0xE0FFF,
             0x1100...0x11FF, 0xA960...0xA97F, 0xAC00...0xD7FF,
             0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E: return true
        default:
            guard let scalar = Unicode.Scalar(value) else { return false }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }
    }
}
