/// Pasted text made fit for a one-line place to type (the `:` line, a copy piece, a text field),
/// as a browser's single-line input takes a paste: line breaks and tabs become spaces, and other
/// control characters (an ESC among them) are left out, since they would reach the terminal as
/// commands once drawn or written to a file.
public struct PastedText: Equatable, Sendable {
    /// The text to type.
    public let line: String
    /// The control characters left out, as `U+1B`, once each in the order met.
    public let leftOut: [String]

    public init(_ pasted: String) {
        var line = ""
        var leftOut: [String] = []
        var previousWasCarriageReturn = false
        for scalar in pasted.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCarriageReturn: continue  // CR LF is one break
            case "\r", "\n", "\t": line.unicodeScalars.append(" ")
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format && scalar.value < 0x20 {
                    let name = "U+" + String(scalar.value, radix: 16, uppercase: true)
                    if !leftOut.contains(name) { leftOut.append(name) }
                } else {
                    line.unicodeScalars.append(scalar)
                }
            }
        }
        self.line = line
        self.leftOut = leftOut
    }
}
