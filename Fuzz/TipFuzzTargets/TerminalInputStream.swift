import TipTUIKit

/// A stream of what a terminal sends, built from arbitrary bytes read as a small program, with
/// what it must decode to: the oracle of the `terminal-input` fuzz target and of the seeded
/// property test beside it.
///
/// Three kinds of segment are mixed: text typed key by key (printable characters only), pastes
/// (anything at all between the bracketed-paste markers, ESC and controls included, but the end
/// marker), and sequences that mean nothing here (OSC with either terminator, DCS, APC, PM, SOS,
/// SS3 and CSI of no key). The law: typed characters arrive as those keys, each paste as one
/// paste of exactly its text, and the sequences as nothing.
public struct TerminalInputStream: Equatable, Sendable {
    public enum Segment: Equatable, Sendable {
        case typed(String)
        case paste(String)
        case inert(String)
    }

    public private(set) var segments: [Segment] = []

    /// - Parameter typesText: whether typed segments are made (false for modes where a typed
    ///   key would act, so only pastes and inert sequences remain).
    public init(program bytes: [UInt8], typesText: Bool = true) {
        var reader = ProgramReader(bytes: bytes)
        while let operation = reader.next() {
            let length = Int(reader.next() ?? 0) % 24
            switch operation % 3 {
            case 0 where typesText: segments.append(.typed(reader.text(length, from: Self.typedCharacters)))
            case 0, 1: segments.append(.paste(Self.withoutPasteEnd(reader.text(length, from: Self.anyCharacters))))
            default: segments.append(.inert(Self.inertSequence(kind: reader.next() ?? 0, payload: reader.text(length, from: Self.payloadCharacters))))
            }
        }
    }

    /// The stream as the terminal sends it.
    public var text: String {
        segments.map { segment in
            switch segment {
            case .typed(let text), .inert(let text): text
            case .paste(let text): "\u{1B}[200~" + text + "\u{1B}[201~"
            }
        }.joined()
    }

    /// What it must decode to.
    public var expectedEvents: [PlaygroundAction] {
        segments.flatMap { segment -> [PlaygroundAction] in
            switch segment {
            case .typed(let text): text.unicodeScalars.map { .key(.character(Character($0))) }
            case .paste(let text): [.paste(text)]
            case .inert: []
            }
        }
    }

    /// What a one-line place to type holds after the stream: the typed text and each paste made
    /// one line.
    public var expectedLine: String {
        segments.map { segment in
            switch segment {
            case .typed(let text): text
            case .paste(let text): PastedText(text).line
            case .inert: ""
            }
        }.joined()
    }

    // MARK: - Making segments

    /// Characters a person types that would be shortcuts outside a text field: digits act on
    /// tips, `h` moves the clock, `i` opens the inspector, `q` quits.
    static let typedCharacters: [Unicode.Scalar] = Array("h8iqdwxa ?:Lé漢".unicodeScalars)
    /// Anything, escape and controls included.
    static let anyCharacters: [Unicode.Scalar] = Array("h8iq \u{1B}[]\\~201;\u{07}\u{03}\u{11}\r\n\tOPé漢\u{9C}".unicodeScalars)
    /// What a string may hold: anything but its terminators (ESC, BEL and the C1 ST).
    static let payloadCharacters: [Unicode.Scalar] = Array("h8iq ;:/=.~[]\\01\u{03}é漢".unicodeScalars)

    /// A sequence of no meaning here.
    static func inertSequence(kind: UInt8, payload: String) -> String {
        let digits = String(payload.unicodeScalars.filter { ("0"..."9").contains($0) || $0 == ";" })
        switch kind % 9 {
        case 0: return "\u{1B}]8;;" + payload + "\u{1B}\\"  // a hyperlink, ST-terminated
        case 1: return "\u{1B}]0;" + payload + "\u{07}"  // a title, BEL-terminated
        case 2: return "\u{1B}P" + payload + "\u{1B}\\"  // DCS
        case 3: return "\u{1B}_" + payload + "\u{1B}\\"  // APC
        case 4: return "\u{1B}^" + payload + "\u{1B}\\"  // PM
        case 5: return "\u{1B}X" + payload + "\u{1B}\\"  // SOS
        case 6: return "\u{1B}O" + ["x", "j", "l", "w"][payload.count % 4]  // SS3 of no key
        case 7: return "\u{1B}[" + digits + ["m", "c", "n", "t"][payload.count % 4]  // CSI of no key
        default: return "\u{1B}[?" + digits + "c"  // a device attributes reply
        }
    }

    /// A paste's text cannot hold its own end marker (a terminal that brackets pastes strips it).
    static func withoutPasteEnd(_ text: String) -> String {
        var text = text
        while let range = text.range(of: "\u{1B}[201~") { text.removeSubrange(range) }
        return text
    }

    /// Reads the program's bytes one at a time.
    struct ProgramReader {
        let bytes: [UInt8]
        var index = 0

        mutating func next() -> UInt8? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[index]
        }

        mutating func text(_ length: Int, from alphabet: [Unicode.Scalar]) -> String {
            var text = String.UnicodeScalarView()
            for _ in 0..<length {
                guard let byte = next() else { break }
                text.append(alphabet[Int(byte) % alphabet.count])
            }
            return String(text)
        }
    }
}
