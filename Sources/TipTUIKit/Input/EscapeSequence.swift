import TipDrawing

/// Escape sequences the terminal backend reads itself, after ncurses has handed over an ESC
/// followed at once by more input: sequences ncurses does not know for this terminal.
///
/// Mouse reports in the SGR encoding (xterm mode 1006) are `ESC [ < button ; column ; row M`
/// (`m` for a release), numbers in decimal and 1-based. Unlike the older encoding, which sends
/// each coordinate as one byte, they reach any column, so clicks beyond column 223 work. ncurses
/// decodes them itself where the terminal description asks for them (`xterm`); for others
/// (`screen`, `tmux`) the backend turns the mode on and reads the reports with this.
///
/// Any other complete sequence (`ESC [ 4 ~` for End where the description lacks it) is read
/// whole, so its characters never arrive as stray key presses.
public enum EscapeSequence {
    /// The longest sequence worth reading: three numbers of up to five digits and the framing.
    public static let maximumLength = 22

    /// What a whole sequence given without its ESC means: a click, a wheel notch, Home or End;
    /// nil for a sequence of no interest (a release, motion, an unknown key).
    public static func event(for text: Substring) -> InputEvent? {
        switch text {
        case "[H", "[1~", "[7~", "OH": return .key(.home)
        case "[F", "[4~", "[8~", "OF": return .key(.end)
        default: return mouseEvent(for: text)
        }
    }

    /// Whether `text` (without ESC) is a whole sequence: a CSI (`[` then parameters and one
    /// final character from `@` to `~`) or an SS3 (`O` and one character).
    public static func isComplete(_ text: Substring) -> Bool {
        guard let first = text.first, let last = text.last?.asciiValue, text.count >= 2 else { return false }
        if first == "O" { return text.count == 2 }
        return first == "[" && (0x40...0x7E).contains(last) && !(text.count == 2 && last == UInt8(ascii: "["))
            && text.dropFirst().dropLast().allSatisfy { $0.isASCII && !(0x40...0x7E).contains($0.asciiValue!) }
    }

    /// Whether `text` (without ESC) could still grow into a whole sequence: what to keep reading.
    public static func isPrefix(_ text: Substring) -> Bool {
        guard let first = text.first, text.count < maximumLength else { return false }
        guard first == "[" || first == "O" else { return false }
        if first == "O" { return text.count == 1 }
        // Parameters and intermediates of a CSI: digits, `;`, `<`, `=`, `>`, `?`, space to `/`.
        return text.dropFirst().allSatisfy { $0.isASCII && (0x20...0x3F).contains($0.asciiValue!) }
    }

    private static func mouseEvent(for text: Substring) -> InputEvent? {
        guard text.hasPrefix("[<"), text.last == "M" else { return nil }
        let numbers = text.dropFirst(2).dropLast().split(separator: ";", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(\.isASCII) }),
            let button = Int(numbers[0]), let column = Int(numbers[1]), let row = Int(numbers[2]),
            column >= 1, row >= 1
        else { return nil }
        let point = Point(x: column - 1, y: row - 1)
        // Shift, Alt and Ctrl held (4, 8, 16) do not change what a click or a notch does.
        switch button & ~(4 | 8 | 16) {
        case 0: return .mouseClick(point)
        case 64: return .mouseWheel(point, down: false)
        case 65: return .mouseWheel(point, down: true)
        default: return nil
        }
    }
}
