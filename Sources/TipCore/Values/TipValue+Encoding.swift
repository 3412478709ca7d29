import Foundation

extension TipValue {
    /// The plain-data form of a `Codable` value, as it looks after a round trip through the
    /// datastore (spec PAR-4). Values that cannot be encoded become `.null`.
    public init(encoding value: some Encodable) {
        guard let data = try? TipValue.storedData(for: value) else {
            self = .null
            return
        }
        self = TipValue(json: data)
    }

    /// Decodes the JSON the datastore holds for a parameter or donation payload. A number written
    /// with a fraction or exponent is a `.double`, even when it is whole (`4.0`).
    public init(json data: Data) {
        self = TipValue(jsonText: data) ?? .null
    }

    /// The JSON the datastore keeps for this value; a whole `.double` keeps its fraction (`4.0`).
    public var jsonData: Data {
        Data(jsonText.utf8)
    }

    /// The JSON the datastore keeps for a Swift value: `JSONEncoder`'s, except that a `Double` is
    /// written as a double (`4.0`, where `JSONEncoder` writes `4`), so it reads back as one in
    /// plain form. Doubles inside other types are written by `JSONEncoder`.
    static func storedData(for value: some Encodable) throws -> Data {
        if let double = value as? Double, double.isFinite { return TipValue.double(double).jsonData }
        return try encoder.encode(value)
    }

    /// Sorted keys so the same value always encodes to the same bytes.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
