import Foundation

/// SwiftUI's `Text` modifiers, each recorded on the runs that do not set it already.
extension Text {
    public func bold() -> Text { bold(true) }
    public func bold(_ isActive: Bool) -> Text { styled { $0.bold = isActive } }

    public func italic() -> Text { italic(true) }
    public func italic(_ isActive: Bool) -> Text { styled { $0.italic = isActive } }

    /// The line's own colour (`color:`) is accepted but not recorded: terminals draw it in the
    /// text's colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { styled { $0.underline = isActive } }

    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.strikethrough = isActive }
    }

    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.monospaced = isActive } }

    /// `nil` leaves the font as it was.
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }

    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }

    public func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }

    /// A colour, a hierarchical style (`.secondary`) or a gradient (`LinearGradient`,
    /// `MeshGradient`): kept as `Style.foregroundStyle`, drawn as `Style.color`, the one colour
    /// nearest to it.
    public func foregroundStyle(_ style: some ShapeStyle) -> Text {
        styled {
            $0.color = style.resolvedColor
            $0.foregroundStyle = style.shapeStyleValue
        }
    }

    public func foregroundColor(_ color: Color?) -> Text {
        styled {
            $0.color = color
            $0.foregroundStyle = color.map(ShapeStyleValue.color)
        }
    }

    /// Accepted so declarations compile; spacing is not drawn in a terminal.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

    /// Applies `change` to a fresh style and fills each run's unset attributes from it.
    private func styled(_ change: (inout Style) -> Void) -> Text {
        var outer = Style()
        change(&outer)
        return Text(runs: Run.merged(runs.map { run in
            var run = run
            run.style = run.style.filled(from: outer)
            return run
        }))
    }
}
