import Foundation

/// The key of a localizable `Text`, as SwiftUI's: a literal whose interpolations may be values,
/// other `Text`s (keeping their style) or `Image`s (drawn inline), and whose inline Markdown
/// (`**bold**`, `*italic*`, `` `code` ``) styles the words, as in SwiftUI.
///
/// `key` is the format SwiftUI would look up (`"Tap %@ to save"`); TipCore has no string
/// tables, so the runs built from the literal are what is shown.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    public let key: String
    let runs: [Text.Run]

    public init(_ value: String) {
        key = value
        runs = InlineMarkdown.runs(of: [.literal(value)])
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        runs = InlineMarkdown.runs(of: stringInterpolation.pieces)
    }

    /// Collects the literal parts and the runs of each interpolation, in order.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var pieces: [InlineMarkdown.Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
            pieces.append(.literal(literal))
        }

        /// `\(Image(systemName: "repeat"))`: the image, drawn inline.
        public mutating func appendInterpolation(_ image: Image) {
            key += "%@"
            append([Text.Run(image: image)])
        }

        /// `\(Text("Pro").bold())`: the text with its own style.
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            append(text.runs)
        }

        public mutating func appendInterpolation(_ string: some StringProtocol) {
            key += "%@"
            append([Text.Run(String(string))])
        }

        /// `\(count)`, `\(trail.name)`: the value as `String(describing:)` prints it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            key += "%@"
            append([Text.Run(String(describing: value))])
        }

        /// `\(distance, specifier: "%.1f")`, as SwiftUI formats numbers.
        public mutating func appendInterpolation<Value: CVarArg>(_ value: Value, specifier: String) {
            key += specifier
            append([Text.Run(String(format: specifier, value))])
        }

        /// `\(date, format: .dateTime.day().month())` and other format styles.
        public mutating func appendInterpolation<Format: FormatStyle>(_ input: Format.FormatInput, format: Format)
        where Format.FormatOutput == String {
            key += "%@"
            append([Text.Run(format.format(input))])
        }

        private mutating func append(_ runs: [Text.Run]) {
            pieces.append(.runs(runs))
        }
    }
}
