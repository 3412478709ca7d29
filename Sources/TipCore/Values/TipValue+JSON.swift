import Foundation

/// TipValue's own JSON reading and writing, which keeps a whole-number `Double` a `Double`.
///
/// Foundation's `JSONEncoder` writes `4.0` as `4`, and its decoder cannot say whether a number
/// was written with a fraction, so `.double(4.0)` came back from a store as `.int(4)` and a
/// playground's `expect parameter ratio 4.0` failed. Here a double is always written with a
/// fraction or an exponent (`4.0`, `1e+300`), and a number read with either is a double.
/// The bytes stay plain JSON, so a Swift `Parameter<Double>` or `Parameter<Int>` decodes them.
extension TipValue {
    /// Compact JSON with object keys sorted, so the same value always gives the same bytes.
    /// Doubles that JSON cannot hold (infinity, NaN) are written as `null`.
    var jsonText: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .double(let value):
            // Swift's shortest round-trip form always has a "." or an "e" ("4.0", "1e-07").
            text += value.isFinite ? value.description : "null"
        case .string(let value): Self.writeString(value, to: &text)
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case .object(let fields):
            text += "{"
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                Self.writeString(key, to: &text)
                text += ":"
                fields[key]!.write(to: &text)
            }
            text += "}"
        }
    }

    private static func writeString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// Parses JSON text; nil when it is not one complete JSON value.
    init?(jsonText bytes: Data) {
        var parser = TipValueJSONParser(bytes: Array(bytes))
        guard let value = parser.value(), parser.atEnd else { return nil }
        self = value
    }
}

/// A small recursive-descent JSON parser that tells `4` (an int) from `4.0` (a double).
private struct TipValueJSONParser {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var atEnd: Bool {
        mutating get {
            skipWhitespace()
            return offset == bytes.count
        }
    }

    mutating func value() -> TipValue? {
        skipWhitespace()
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "n"): return literal("null", .null)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "\""): return string().map(TipValue.string)
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "{"): return object()
        default: return number()
        }
    }

    private mutating func literal(_ word: String, _ value: TipValue) -> TipValue? {
        let expected = Array(word.utf8)
        guard bytes.count - offset >= expected.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            return nil
        }
        offset += expected.count
        return value
    }

    private mutating func number() -> TipValue? {
        let start = offset
        var isDouble = false
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"): break
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): isDouble = true
            default:
                return number(from: start, isDouble: isDouble)
            }
            offset += 1
        }
        return number(from: start, isDouble: isDouble)
    }

    private func number(from start: Int, isDouble: Bool) -> TipValue? {
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard !text.isEmpty else { return nil }
        if !isDouble, let value = Int(text) { return .int(value) }
        // An integer too large for Int reads as a double, as Foundation's decoder does.
        return Double(text).map(TipValue.double)
    }

    private mutating func array() -> TipValue? {
        offset += 1
        var values: [TipValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(values)
        }
        while true {
            guard let value = value() else { return nil }
            values.append(value)
            skipWhitespace()
            guard offset < bytes.count else { return nil }
            offset += 1
            if bytes[offset - 1] == UInt8(ascii: "]") { return .array(values) }
            guard bytes[offset - 1] == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func object() -> TipValue? {
        offset += 1
        var fields: [String: TipValue] = [:]
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return nil }
            offset += 1
            guard let value = value() else { return nil }
            fields[key] = value
            skipWhitespace()
            guard offset < bytes.count else { return nil }
            offset += 1
            if bytes[offset - 1] == UInt8(ascii: "}") { return .object(fields) }
            guard bytes[offset - 1] == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func string() -> String? {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        var runStart = offset
        func flushRun(_ end: Int, into scalars: inout String.UnicodeScalarView) {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                flushRun(offset, into: &scalars)
                offset += 1
                return String(scalars)
            }
            guard byte == UInt8(ascii: "\\") else {
                offset += 1
                continue
            }
            flushRun(offset, into: &scalars)
            guard offset + 1 < bytes.count else { return nil }
            let escape = bytes[offset + 1]
            offset += 2
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                guard offset + 4 <= bytes.count,
                      let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
                else { return nil }
                offset += 4
                if (0xD800..<0xDC00).contains(code) {
                    pendingHighSurrogate = code
                } else if (0xDC00..<0xE000).contains(code), let high = pendingHighSurrogate {
                    let combined = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                    scalars.append(Unicode.Scalar(combined) ?? "\u{FFFD}")
                    pendingHighSurrogate = nil
                } else {
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                }
            default: return nil
            }
            runStart = offset
        }
        return nil
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
    }
}
