/// A small JSON parser that keeps the line and column of every value and key.
///
/// Foundation's `JSONSerialization` reports no positions, and a hand-edited playground file
/// deserves errors that point at the exact spot. Two deliberate relaxations, both so that text is
/// kept as data rather than rejected: control characters (including newlines) are allowed raw inside
/// strings, which lets a multi-line rule be written as it looks in Swift; and a lone UTF-16
/// surrogate escape becomes U+FFFD. Everything else follows RFC 8259. Where a text uses them is
/// noted (`JSONRelaxation`), so lint can say how to write it strictly.
public struct JSONParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    /// How many arrays and objects enclose the current value.
    private var depth = 0
    /// Deeper nesting is an error rather than a stack overflow; no playground comes close.
    static let maximumDepth = 256
    /// Where the text uses a relaxation, in file order.
    private var relaxations: [JSONRelaxation] = []

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Parses one JSON document.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parseNotingRelaxations(text).node
    }

    /// Parses one JSON document, and says where it uses the relaxations (what strict JSON tools reject).
    public static func parseNotingRelaxations(_ text: String) throws(JSONSyntaxError) -> (node: JSONNode, relaxations: [JSONRelaxation]) {
        var parser = JSONParser(text)
        if parser.peek() == "\u{FEFF}" { parser.advance() }
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.peek() == nil else {
            throw JSONSyntaxError(at: parser.position, "expected the end of the file, found \(parser.foundPhrase)")
        }
        return (node, parser.relaxations)
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let scalar = peek(), scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            advance()
        }
    }

    /// "found ..." wording for the scalar at the current position.
    private var foundPhrase: String {
        guard let scalar = peek() else { return "the end of the file" }
        return "'\(Self.visible(scalar))'"
    }

    private func error(_ expected: String) -> JSONSyntaxError {
        JSONSyntaxError(at: position, "expected \(expected), found \(foundPhrase)")
    }

    /// A scalar as it should appear in a message: control characters escaped, the rest as is.
    private static func visible(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        let start = position
        switch peek() {
        case "{", "[":
            guard depth < Self.maximumDepth else {
                throw JSONSyntaxError(at: start, "arrays and objects are nested more than \(Self.maximumDepth) deep")
            }
            depth += 1
            defer { depth -= 1 }
            return peek() == "{" ? try parseObject() : try parseArray()
        case "\"":
            let (value, positions) = try parseString()
            return JSONNode(.string(value), at: start, scalarPositions: positions)
        case "t":
            try parseKeyword("true")
            return JSONNode(.bool(true), at: start)
        case "f":
            try parseKeyword("false")
            return JSONNode(.bool(false), at: start)
        case "n":
            try parseKeyword("null")
            return JSONNode(.null, at: start)
        case let scalar? where scalar == "-" || ("0"..."9").contains(scalar):
            return JSONNode(try parseNumber(), at: start)
        default:
            throw error("a value (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func parseKeyword(_ keyword: String) throws(JSONSyntaxError) {
        let start = position
        var word = ""
        while let scalar = peek(), scalar.properties.isAlphabetic {
            word.unicodeScalars.append(scalar)
            advance()
        }
        guard word == keyword else {
            throw JSONSyntaxError(
                at: start,
                "expected a value (an object, array, string, number, true, false or null), found '\(word)'")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode {
        let start = position
        advance()  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if peek() == "}" {
            advance()
            return JSONNode(.object(members), at: start)
        }
        while true {
            skipWhitespace()
            guard peek() == "\"" else {
                if peek() == "}" {
                    throw JSONSyntaxError(at: position, "expected a key after ',', found '}' (trailing comma)")
                }
                throw error("a key in double quotes")
            }
            let keyPosition = position
            let (key, _) = try parseString()
            skipWhitespace()
            guard peek() == ":" else { throw error("':' after the key \"\(key)\"") }
            advance()
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch peek() {
            case ",": advance()
            case "}":
                advance()
                return JSONNode(.object(members), at: start)
            default:
                throw error("',' or '}' after the value of \"\(key)\" (the object opened at \(start))")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode {
        let start = position
        advance()  // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek() == "]" {
            advance()
            return JSONNode(.array(elements), at: start)
        }
        while true {
            skipWhitespace()
            if peek() == "]" {
                throw JSONSyntaxError(at: position, "expected a value after ',', found ']' (trailing comma)")
            }
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case ",": advance()
            case "]":
                advance()
                return JSONNode(.array(elements), at: start)
            default:
                throw error("',' or ']' after an array element (the array opened at \(start))")
            }
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode.Value {
        let start = position
        var text = ""
        func take(_ parser: inout JSONParser) {
            text.unicodeScalars.append(parser.peek()!)
            parser.advance()
        }
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while let scalar = parser.peek(), ("0"..."9").contains(scalar) {
                take(&parser)
                count += 1
            }
            return count
        }
        if peek() == "-" { take(&self) }
        let integerStart = position
        let leadingZero = peek() == "0"
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw error("a digit") }
        if leadingZero, integerDigits > 1 {
            throw JSONSyntaxError(at: integerStart, "numbers cannot have leading zeros")
        }
        var isInteger = true
        if peek() == "." {
            take(&self)
            isInteger = false
            guard digits(&self) > 0 else { throw error("a digit after '.'") }
        }
        if peek() == "e" || peek() == "E" {
            take(&self)
            isInteger = false
            if peek() == "+" || peek() == "-" { take(&self) }
            guard digits(&self) > 0 else { throw error("a digit in the exponent") }
        }
        if isInteger, let value = Int(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(at: start, "the number \(text) is out of range")
        }
        return .double(value)
    }

    /// Returns the decoded string and the file position of each decoded scalar.
    private mutating func parseString() throws(JSONSyntaxError) -> (String, ScalarPositions) {
        let start = position
        advance()  // opening quote
        var value = String.UnicodeScalarView()
        var positions = ScalarPositions()
        var rawControls: [Unicode.Scalar] = []
        var firstRawControl = start
        while true {
            guard let scalar = peek() else {
                throw JSONSyntaxError(
                    at: start, "unterminated string: expected a closing '\"' for the string opened here")
            }
            let scalarPosition = position
            advance()
            if scalar == "\"" {
                if !rawControls.isEmpty { relaxations.append(JSONRelaxation(at: firstRawControl, .rawControls(rawControls))) }
                return (String(value), positions)
            }
            if scalar == "\\" {
                value.append(try parseEscape(at: scalarPosition))
            } else {
                // RFC 8259 asks U+0000 to U+001F to be escaped inside a string.
                if scalar.value < 0x20 {
                    if rawControls.isEmpty { firstRawControl = scalarPosition }
                    rawControls.append(scalar)
                }
                value.append(scalar)
            }
            positions.append(scalarPosition)
        }
    }

    private mutating func parseEscape(at start: SourcePosition) throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let escaped = peek() else {
            throw JSONSyntaxError(at: start, "unterminated string: expected an escape after '\\'")
        }
        advance()
        switch escaped {
        case "\"", "\\", "/": return escaped
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let high = try parseHex4(escapeStart: start)
            if (0xD800...0xDBFF).contains(high), peek() == "\\", peek(1) == "u" {
                let save = (index, line, column)
                advance()
                advance()
                let low = try parseHex4(escapeStart: start)
                if (0xDC00...0xDFFF).contains(low) {
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
                }
                (index, line, column) = save
            }
            guard let scalar = Unicode.Scalar(high) else {
                relaxations.append(JSONRelaxation(at: start, .loneSurrogate(high)))
                return "\u{FFFD}"
            }
            return scalar
        default:
            throw JSONSyntaxError(
                at: start,
                "unknown escape '\\\(Self.visible(escaped))'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
            )
        }
    }

    private mutating func parseHex4(escapeStart: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = peek(),
                let digit = scalar.properties.isASCIIHexDigit ? UInt32(String(scalar), radix: 16) : nil
            else {
                throw JSONSyntaxError(at: escapeStart, "expected four hex digits after '\\u', found \(foundPhrase)")
            }
            code = code * 16 + digit
            advance()
        }
        return code
    }
}
