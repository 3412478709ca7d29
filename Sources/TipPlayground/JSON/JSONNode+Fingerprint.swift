extension JSONNode {
    /// Adds the node to `hash`: every value, and where each value and key is written, members in
    /// file order. Two nodes hash alike only when they are written alike at the same places (up
    /// to a collision), so a hash of a tip's node changes with anything the tip is read from,
    /// its findings' line and column included.
    ///
    /// A tree is hashed rather than `String(reflecting:)` of what it decodes to: a dictionary
    /// describes itself in a different order in every process, and a tree has none.
    ///
    /// - Parameter withPositions: false to hash the values alone, so moving the node in the file
    ///   (a line added above it) does not change its hash.
    public func fingerprint(into hash: inout StableHash, withPositions: Bool = true) {
        if withPositions { hash.combine(UInt64(position.line) << 32 | UInt64(position.column)) }
        switch value {
        case .null:
            hash.combine("n")
        case .bool(let flag):
            hash.combine(flag ? "t" : "f")
        case .integer(let number):
            hash.combine("i")
            hash.combine(UInt64(bitPattern: Int64(number)))
        case .double(let number):
            hash.combine("d")
            hash.combine(number.bitPattern)
        case .string(let text):
            hash.combine("s")
            hash.combine(text)
        case .array(let elements):
            hash.combine("a")
            hash.combine(UInt64(elements.count))
            for element in elements { element.fingerprint(into: &hash, withPositions: withPositions) }
        case .object(let members):
            hash.combine("o")
            hash.combine(UInt64(members.count))
            for member in members {
                hash.combine(member.key)
                if withPositions { hash.combine(UInt64(member.keyPosition.line) << 32 | UInt64(member.keyPosition.column)) }
                member.value.fingerprint(into: &hash, withPositions: withPositions)
            }
        }
    }
}
