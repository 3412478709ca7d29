import TipPlayground

/// A placement's presentation options in words, for the inspector: the app's `isPresented`
/// binding, a custom style, `tipBackgroundInteraction` and the appearance modifiers, each with
/// what the terminal makes of it (`image style purple (drawn magenta)`).
enum PresentationOptionsText {
    /// `isPresented binding (starts false) · style HeadlineTipViewStyle, no close button`; nil
    /// when the placement uses none.
    static func describe(_ placement: TipPlacement) -> String? {
        var parts: [String] = []
        if let isPresented = placement.isPresented { parts.append("isPresented binding (starts \(isPresented))") }
        if let anchorID = placement.anchorID { parts.append("anchorID \(anchorID)") }
        if let style = placement.style {
            parts.append("style \(style.name), \(style.hasCloseButton ? "with its own close button" : "no close button")")
        }
        if let interaction = placement.backgroundInteraction { parts.append("background interaction \(interaction.rawValue)") }
        let appearance = placement.appearance
        if !appearance.imageStyle.isEmpty {
            let styles = appearance.imageStyle.map { ShapeStyleText.text($0) ?? "a gradient" }.joined(separator: ", ")
            let drawn = appearance.imageStyle.first.flatMap(ShapeStyleText.terminalColorName).map { "drawn \($0)" } ?? "drawn in the terminal's colour"
            parts.append("image style \(styles) (\(drawn))")
        }
        if let background = appearance.background {
            parts.append("background \(ShapeStyleText.text(background) ?? "a gradient") (not drawn: copy stays readable)")
        }
        if let radius = appearance.cornerRadius {
            let shown = radius > 0 ? "rounded corners" : "square corners"
            let points = radius == radius.rounded() ? String(Int(radius)) : String(radius)
            parts.append("corner radius \(points) (\(shown))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
