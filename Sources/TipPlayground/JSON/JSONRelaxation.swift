/// A place where a file uses one of `JSONParser`'s relaxations of RFC 8259: text the playground
/// reads but other JSON tools may not (jq, Python, `JSONSerialization` and editors reject a raw
/// line break in a string). `tiptui lint` warns at each, saying how to write it strictly; the
/// file still loads.
public struct JSONRelaxation: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Control characters written raw inside one string (a line break, a tab), in order.
        case rawControls([Unicode.Scalar])
        /// A `\uXXXX` escape of half a surrogate pair, read as U+FFFD.
        case loneSurrogate(UInt32)
    }

    /// Where it is: the first raw control character of the string, or the escape's backslash.
    public let position: SourcePosition
    public let kind: Kind

    public init(at position: SourcePosition, _ kind: Kind) {
        self.position = position
        self.kind = kind
    }

    /// What is not JSON there, and how to write it so it is.
    public var message: String {
        switch kind {
        case .rawControls(let scalars):
            var names: [String] = []
            var escapes: [String] = []
            for scalar in scalars where !escapes.contains(Self.escape(of: scalar)) {
                names.append(Self.name(of: scalar))
                escapes.append(Self.escape(of: scalar))
            }
            let what = switch (scalars.count, names.count) {
            case (1, _): "a raw \(names[0])"
            case (let count, 1): "\(count) raw \(names[0])s"
            case (let count, _): "\(count) raw control characters (\(names.joined(separator: ", ")))"
            }
            return "this string holds \(what), which strict JSON tools reject; write "
                + (scalars.count == 1 ? "it" : "them") + " as " + escapes.joined(separator: " ")
        case .loneSurrogate(let unit):
            let hex = String(unit, radix: 16, uppercase: true)
            return "\\u\(hex) is half a surrogate pair, no character: it is read as U+FFFD, and some JSON tools reject it; "
                + "write the character itself or both halves of its pair"
        }
    }

    private static func name(of scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "line break"
        case "\r": "carriage return"
        case "\t": "tab"
        default: "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + " character"
        }
    }

    /// The scalar as a JSON escape, as `JSONText.quoted` writes it.
    private static func escape(of scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
