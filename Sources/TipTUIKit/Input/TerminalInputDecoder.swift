import TipDrawing

/// Turns what a terminal sends into input events, whole sequences at a time, before any key is
/// resolved: the one place that reads the terminal's input language.
///
/// The backend hands over characters as they arrive (ncurses with its own key decoding off) and
/// calls `flush()` when input pauses. Everything a terminal can send is recognised and consumed
/// whole, so no part of a sequence ever arrives as a key press:
/// - keys: printable characters, C0 controls (Tab, Enter, Backspace, Ctrl-letters), and the
///   CSI and SS3 sequences of the xterm family for arrows, Home/End, PageUp/PageDown, Delete,
///   Shift-Tab and F1–F12 (any modifiers ignored);
/// - mouse reports in the SGR encoding (mode 1006) and the older X10 one (`ESC [ M` and three
///   bytes);
/// - bracketed paste (mode 2004): everything between `ESC [ 200 ~` and `ESC [ 201 ~` is one
///   `.paste`, a lone ESC inside it included, like a browser's paste event, never keystrokes;
/// - strings (OSC, DCS, APC, PM, SOS, up to BEL or ST), other CSI and SS3 sequences, and
///   ESC-intermediate sequences: consumed and dropped, since they mean nothing here (a pasted
///   hyperlink's `ESC ] 8 ;; url ESC \` included).
///
/// An ESC followed by anything else is the Esc key, and what follows is read on its own (Alt
/// combinations are Esc and a key, as before).
public struct TerminalInputDecoder: Sendable {
    /// Where the decoder is inside a sequence.
    private enum Phase: Sendable, Equatable {
        case ground
        /// After ESC.
        case escape
        /// After `ESC [`: parameters and intermediates so far.
        case controlSequence(String)
        /// After `ESC [` and more parameters than any key has: read to its final character and
        /// dropped.
        case overlongControlSequence
        /// After `ESC O` (or `ESC N`): one more character completes it.
        case singleShift
        /// After `ESC` and an intermediate (`ESC ( B`): up to the final character.
        case escapeIntermediate
        /// After `ESC [ M` (X10 mouse): the three bytes read so far.
        case legacyMouse([UInt32])
        /// Inside an OSC, DCS, APC, PM or SOS string; `sawEscape` when its last character was
        /// the ESC that may begin the string terminator `ESC \`.
        case string(isOSC: Bool, sawEscape: Bool)
        /// Inside a bracketed paste: the text so far and how much of the end marker
        /// `ESC [ 201 ~` has been matched.
        case paste(String, matched: Int)
    }

    /// How long the backend should wait for more input before `flush()`.
    public enum Wait: Equatable, Sendable {
        /// Nothing is pending.
        case none
        /// An ESC or a short sequence is pending: the terminal sends the rest at once, so a
        /// short pause (ncurses' escape delay) tells a lone Esc from a sequence.
        case briefly
        /// A paste or a string is pending: it may come in pieces over a slow link, so wait
        /// longer before giving up on its end.
        case patiently
    }

    private var phase = Phase.ground
    /// The most characters a control sequence may hold before it is dropped as garbage.
    static let longestControlSequence = 64
    /// The end marker of a bracketed paste, as scalars.
    private static let pasteEnd: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]

    public init() {}

    /// What the backend should do while no more input comes.
    public var wait: Wait {
        switch phase {
        case .ground: .none
        case .string, .paste: .patiently
        default: .briefly
        }
    }

    /// Reads more of the input; returns the events it completed, oldest first.
    public mutating func feed(_ scalars: some Sequence<Unicode.Scalar>) -> [PlaygroundAction] {
        var events: [PlaygroundAction] = []
        for scalar in scalars { read(scalar, into: &events) }
        return events
    }

    /// Input has paused: an ESC on its own is the Esc key; a sequence cut short is dropped; a
    /// paste whose end never came is delivered as it is (text is never lost, never typed).
    public mutating func flush() -> [PlaygroundAction] {
        defer { phase = .ground }
        switch phase {
        case .escape: return [.key(.escape)]
        case .paste(let text, let matched):
            let tail = String(String.UnicodeScalarView(Self.pasteEnd.prefix(matched)))
            return [.paste(text + tail)]
        default: return []
        }
    }

    private mutating func read(_ scalar: Unicode.Scalar, into events: inout [PlaygroundAction]) {
        let value = scalar.value
        switch phase {
        case .ground:
            readInGround(scalar, into: &events)
        case .escape:
            switch value {
            case 0x5B: phase = .controlSequence("")  // [
            case 0x4F, 0x4E: phase = .singleShift  // O (SS3), N (SS2)
            case 0x5D: phase = .string(isOSC: true, sawEscape: false)  // ]
            case 0x50, 0x5F, 0x5E, 0x58: phase = .string(isOSC: false, sawEscape: false)  // P _ ^ X
            case 0x5C: phase = .ground  // a stray string terminator
            case 0x20...0x2F: phase = .escapeIntermediate
            case 0x1B:
                events.append(.key(.escape))
                phase = .escape
            default:
                // Esc, then this character read on its own.
                events.append(.key(.escape))
                phase = .ground
                readInGround(scalar, into: &events)
            }
        case .controlSequence(var body):
            switch value {
            case 0x40...0x7E:
                phase = .ground
                if body.isEmpty, value == 0x4D {  // ESC [ M: three bytes of an X10 mouse report follow
                    phase = .legacyMouse([])
                } else if body == "200", value == 0x7E {
                    phase = .paste("", matched: 0)
                } else if let event = Self.event(forControlSequence: body, final: scalar) {
                    events.append(event)
                }
            case 0x20...0x3F:
                body.unicodeScalars.append(scalar)
                phase = body.unicodeScalars.count < Self.longestControlSequence ? .controlSequence(body) : .overlongControlSequence
            case 0x1B:
                phase = .escape  // cut short by a new sequence
            default:
                // Not part of a sequence: the sequence and this character are dropped, since
                // garbage inside a sequence must not act as a key.
                phase = .ground
            }
        case .overlongControlSequence:
            switch value {
            case 0x20...0x3F: break
            case 0x1B: phase = .escape
            default: phase = .ground
            }
        case .singleShift:
            phase = .ground
            if let event = Self.event(forSingleShift: scalar) { events.append(event) }
        case .escapeIntermediate:
            if !(0x20...0x2F).contains(value) { phase = .ground }
        case .legacyMouse(var bytes):
            bytes.append(value)
            if bytes.count < 3 {
                phase = .legacyMouse(bytes)
            } else {
                phase = .ground
                if let event = Self.legacyMouseEvent(bytes) { events.append(event) }
            }
        case .string(let isOSC, let sawEscape):
            if sawEscape && value == 0x5C {  // ESC \ ends it
                phase = .ground
            } else if (isOSC && value == 0x07) || value == 0x9C {  // BEL ends an OSC; C1 ST any string
                phase = .ground
            } else {
                phase = .string(isOSC: isOSC, sawEscape: value == 0x1B)
            }
        case .paste(var text, let matched):
            if scalar == Self.pasteEnd[matched] {
                if matched + 1 == Self.pasteEnd.count {
                    phase = .ground
                    events.append(.paste(text))
                } else {
                    phase = .paste(text, matched: matched + 1)
                }
                return
            }
            // What looked like the end marker was text after all.
            text.unicodeScalars.append(contentsOf: Self.pasteEnd.prefix(matched))
            if scalar == Self.pasteEnd[0] {
                phase = .paste(text, matched: 1)
            } else {
                text.unicodeScalars.append(scalar)
                phase = .paste(text, matched: 0)
            }
        }
    }

    private mutating func readInGround(_ scalar: Unicode.Scalar, into events: inout [PlaygroundAction]) {
        switch scalar.value {
        case 0x1B: phase = .escape
        case 0x09: events.append(.key(.tab))
        case 0x0A, 0x0D: events.append(.key(.enter))
        case 0x08, 0x7F: events.append(.key(.backspace))
        case 0x01...0x1A: events.append(.key(.control(Character(Unicode.Scalar(UInt8(scalar.value) + 0x60)))))
        default:
            // NUL, the other C0 controls, C1 controls and zero-width characters type nothing.
            guard scalar.value >= 0x20, !(0x80...0x9F).contains(scalar.value), scalar.terminalWidth > 0 else { return }
            events.append(.key(.character(Character(scalar))))
        }
    }

    /// The key or mouse event of a whole CSI sequence, or nil for one that means nothing here
    /// (a release, motion, focus reports, device replies, Insert).
    static func event(forControlSequence body: String, final: Unicode.Scalar) -> PlaygroundAction? {
        if body.hasPrefix("<") { return sgrMouseEvent(body: body.dropFirst(), final: final) }
        // Private parameters (`?`, `>`, `=`) are replies, not keys.
        guard body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") }) else { return nil }
        let parameters = body.split(separator: ";", omittingEmptySubsequences: false)
        switch final {
        case "A": return .key(.up)
        case "B": return .key(.down)
        case "C": return .key(.right)
        case "D": return .key(.left)
        case "H": return .key(.home)
        case "F": return .key(.end)
        case "Z": return .key(.backTab)
        case "P", "Q", "R", "S": return .key(.function(Int(final.value - 0x50) + 1))
        case "~":
            guard let first = parameters.first, let number = Int(first) else { return nil }
            return tildeKeys[number].map(PlaygroundAction.key)
        default: return nil
        }
    }

    /// `ESC [ n ~` keys of the VT220 family.
    private static let tildeKeys: [Int: Key] = [
        1: .home, 7: .home, 4: .end, 8: .end, 3: .delete, 5: .pageUp, 6: .pageDown,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// `ESC O x`: arrows, Home/End, F1–F4 and the keypad's Enter in application mode.
    static func event(forSingleShift final: Unicode.Scalar) -> PlaygroundAction? {
        switch final {
        case "A": .key(.up)
        case "B": .key(.down)
        case "C": .key(.right)
        case "D": .key(.left)
        case "H": .key(.home)
        case "F": .key(.end)
        case "M": .key(.enter)
        case "P", "Q", "R", "S": .key(.function(Int(final.value - 0x50) + 1))
        default: nil
        }
    }

    /// SGR mouse reports (`ESC [ < button ; column ; row M`, `m` for a release): decimal and
    /// 1-based, so they reach any column. Presses of the primary button and wheel notches mean
    /// something (`mouseEvent`).
    private static func sgrMouseEvent(body: Substring, final: Unicode.Scalar) -> PlaygroundAction? {
        guard final == "M" else { return nil }
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(\.isASCII) }),
            let button = Int(numbers[0]), let column = Int(numbers[1]), let row = Int(numbers[2]),
            column >= 1, row >= 1
        else { return nil }
        return mouseEvent(button: button, at: Point(x: column - 1, y: row - 1))
    }

    /// X10 reports: each of button, column and row is one character, offset by 32.
    private static func legacyMouseEvent(_ bytes: [UInt32]) -> PlaygroundAction? {
        guard bytes.allSatisfy({ $0 >= 32 }), bytes[1] > 32, bytes[2] > 32 else { return nil }
        return mouseEvent(button: Int(bytes[0] - 32), at: Point(x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33))
    }

    /// A press or a wheel notch; the wheel with Shift held (4) and a sideways wheel's notches
    /// (66 left, 67 right) move sideways, as they do in other programs. Alt and Ctrl change nothing.
    private static func mouseEvent(button: Int, at point: Point) -> PlaygroundAction? {
        let shift = button & 4 != 0
        switch button & ~(4 | 8 | 16) {
        case 0: return .click(point)
        case 64: return shift ? .sidewaysWheel(point, right: false) : .wheel(point, down: false)
        case 65: return shift ? .sidewaysWheel(point, right: true) : .wheel(point, down: true)
        case 66: return .sidewaysWheel(point, right: false)
        case 67: return .sidewaysWheel(point, right: true)
        default: return nil
        }
    }
}
