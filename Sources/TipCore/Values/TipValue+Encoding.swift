import Foundation

extension TipValue {
    /// The plain-data form of a `Codable` value, as it looks after a round trip through the
    /// datastore (spec PAR-4). Values that cannot be encoded become `.null`.
    public init(encoding value: some Encodable) {
        guard let data = try? TipValue.encoder.encode(value),
              let decoded = try? JSONDecoder().decode(TipValue.self, from: data)
        else {
            self = .null
            return
        }
        self = decoded
    }

    /// Decodes the JSON the datastore holds for a parameter or donation payload.
    public init(json data: Data) {
        self = (try? JSONDecoder().decode(TipValue.self, from: data)) ?? .null
    }

    /// The JSON the datastore keeps for this value.
    public var jsonData: Data {
        (try? TipValue.encoder.encode(self)) ?? Data("null".utf8)
    }

    /// Sorted keys so the same value always encodes to the same bytes.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
