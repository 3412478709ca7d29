import Foundation

/// A tip's copy, standing in for SwiftUI's `Text`: words and inline images in styled runs.
///
/// Tip declarations written for TipKit compile unchanged: `Text("Show your location")`,
/// `Text("Tap \(Image(systemName: "repeat")) to loop")`, `Text("Pro").bold() + Text(" mode")`,
/// `.font(.title)`, `.foregroundStyle(.purple)`. Styling is kept as data on each `Run` so a
/// renderer can show it (a terminal with bold, italic and colour attributes); `content` is the
/// plain string for callers that only want the words.
public struct Text: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The pieces of the copy, in order; neighbouring pieces differ in style or kind.
    public private(set) var runs: [Run]

    init(runs: [Run]) {
        self.runs = runs
    }

    /// A localizable literal, as SwiftUI reads `Text("Tap \(Image(systemName: "star")) to save")`.
    ///
    /// There are no string tables on Linux: the key is the text, in the development language.
    /// `tableName`, `bundle` and `comment` are accepted so localized declarations compile.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        runs = key.runs
    }

    /// A string shown as it is (a variable, not a literal), as in SwiftUI.
    @_disfavoredOverload
    public init(_ content: some StringProtocol) {
        runs = [Run(String(content))]
    }

    public init(verbatim content: String) {
        runs = [Run(content)]
    }

    /// A localized string resource; its default value is the text.
    public init(_ resource: LocalizedStringResource) {
        runs = resource.defaultValue.runs
    }

    /// A formatted value: `Text(distance, format: .number)`, `Text(date, format: .dateTime.day())`.
    public init<Format: FormatStyle>(_ input: Format.FormatInput, format: Format) where Format.FormatOutput == String {
        runs = [Run(format.format(input))]
    }

    /// An image on its own, drawn inline (`Text(Image(systemName: "star"))`).
    public init(_ image: Image) {
        runs = [Run(image: image)]
    }

    public init(stringLiteral value: String) {
        runs = LocalizedStringKey(value).runs
    }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        runs = LocalizedStringKey(stringInterpolation: stringInterpolation).runs
    }

    /// The words with every image as its plain stand-in (`[repeat]`); see `plainText(imageStandIn:)`.
    public var content: String { plainText { $0.plainStandIn } }

    /// The words, with each inline image replaced by what `imageStandIn` returns (a renderer's
    /// glyph for the symbol, for example).
    public func plainText(imageStandIn: (Image) -> String) -> String {
        runs.map { run in
            switch run.content {
            case .string(let string): string
            case .image(let image): imageStandIn(image)
            }
        }.joined()
    }

    public var description: String { content }

    /// `Text("Tap ") + Text("Save").bold()`: the runs of both, each keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: Run.merged(lhs.runs + rhs.runs))
    }
}
