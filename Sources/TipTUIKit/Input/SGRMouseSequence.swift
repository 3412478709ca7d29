/// Mouse reports in the SGR encoding (xterm mode 1006): `ESC [ < button ; column ; row M`
/// (`m` for a release), numbers in decimal and 1-based. Unlike the older encoding, which
/// sends each coordinate as one byte, it reaches any column, so clicks beyond column 223 work.
/// ncurses decodes it itself where the terminal description asks for it (`xterm`); for others
/// (`screen`, `tmux`) the terminal backend turns the mode on and reads reports with this.
public enum SGRMouseSequence {
    /// The longest report worth reading: three numbers of up to five digits and the framing.
    public static let maximumLength = 22

    /// The event for a whole report given without its leading ESC (`[<0;241;5M`); nil for a
    /// release, motion or anything else. Left button presses are clicks; buttons 64 and 65 are
    /// one notch of the wheel up and down. Shift, Alt and Ctrl held (bits 4, 8, 16) are ignored.
    public static func event(for text: Substring) -> InputEvent? {
        guard text.hasPrefix("[<"), text.last == "M" else { return nil }
        let numbers = text.dropFirst(2).dropLast().split(separator: ";", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(\.isASCII) }),
            let button = Int(numbers[0]), let column = Int(numbers[1]), let row = Int(numbers[2]),
            column >= 1, row >= 1
        else { return nil }
        let point = Point(x: column - 1, y: row - 1)
        switch button & ~(4 | 8 | 16) {
        case 0: return .mouseClick(point)
        case 64: return .mouseWheel(point, down: false)
        case 65: return .mouseWheel(point, down: true)
        default: return nil
        }
    }

    /// Whether `text` (without ESC) could still grow into a report: what to keep reading.
    public static func isPrefixOfReport(_ text: Substring) -> Bool {
        guard text.count <= maximumLength else { return false }
        let framing = "[<"
        if text.count <= framing.count { return framing.hasPrefix(text) }
        return text.hasPrefix(framing) && text.dropFirst(2).allSatisfy { $0.isASCII && ($0.isNumber || $0 == ";") }
    }
}
