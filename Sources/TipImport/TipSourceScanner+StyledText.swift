import SwiftSyntax

/// Styled `Text` in tip copy, read as the Markdown the playground draws: `Text("Save").bold()` is
/// `**Save**`, `.italic()` is `*…*`, `.strikethrough()` is `~~…~~`, `Text("a") + Text("b")` is the
/// two joined, so the copy keeps its emphasis and `tiptui export` writes it back as a literal
/// SwiftUI renders the same. Modifiers the terminal cannot show (a colour, a font) keep the
/// words and are named, so the import can say what was left out.
extension TipSourceScanner {
    struct StyledText {
        var markdown: String
        /// Modifiers that changed nothing in the copy (`foregroundStyle`, `font`).
        var dropped: [String] = []
    }

    /// The copy of a styled `Text` expression, or nil when it is not one (a plain literal or a
    /// call the scanner reads elsewhere, or copy computed at run time).
    static func styledText(_ expression: ExprSyntax) -> StyledText? {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `Text("a") + Text("b")`: operands and `+` operators, alternately.
            var result = StyledText(markdown: "")
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                    continue
                }
                guard let part = text(element) else { return nil }
                result.markdown += part.markdown
                result.dropped += part.dropped
            }
            return result
        }
        guard let call = call(expression), call.calledExpression.is(MemberAccessExprSyntax.self) else { return nil }
        return text(expression)
    }

    /// `Text("…")`, a modifier applied to one, or a sum of them.
    private static func text(_ expression: ExprSyntax) -> StyledText? {
        if let sequence = expression.as(SequenceExprSyntax.self) { return styledText(ExprSyntax(sequence)) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return text(inner.expression)
        }
        guard let call = call(expression) else { return nil }
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" {
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
                  let literal = stringLiteral(argument.expression)
            else { return nil }
            return StyledText(markdown: literal)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              var styled = text(base)
        else { return nil }
        let name = member.declName.baseName.text
        switch name {
        case "bold" where call.arguments.isEmpty: styled.markdown = wrap(styled.markdown, in: "**")
        case "fontWeight" where call.arguments.first?.expression.trimmedDescription.hasSuffix("bold") == true:
            styled.markdown = wrap(styled.markdown, in: "**")
        case "italic" where call.arguments.isEmpty: styled.markdown = wrap(styled.markdown, in: "*")
        case "strikethrough" where call.arguments.isEmpty: styled.markdown = wrap(styled.markdown, in: "~~")
        default: styled.dropped.append(".\(name)(\(call.arguments.trimmedDescription))")
        }
        return styled
    }

    /// `**Save**`, keeping the spaces around the words outside the markers (Markdown emphasis
    /// cannot start or end with a space).
    private static func wrap(_ text: String, in marker: String) -> String {
        let leading = text.prefix { $0 == " " }
        let trailing = text.reversed().prefix { $0 == " " }
        let words = text.dropFirst(leading.count).dropLast(trailing.count)
        guard !words.isEmpty else { return text }
        return leading + marker + words + marker + String(trailing)
    }
}
