import SwiftSyntax
import TipPlayground

/// Where SwiftParser first had to recover in a file, as a warning: code it skipped or a token it
/// had to assume. The import goes on with what parses, but a tip in the broken part may be
/// missing or incomplete, and an import that says nothing would pass that off as the whole app.
///
/// Read from the tree alone (unexpected nodes and missing tokens, in source order), so the
/// import needs no more of the toolchain than SwiftParser itself.
final class FirstSyntaxError: SyntaxVisitor {
    private(set) var found: (position: AbsolutePosition, message: String)?

    private init() { super.init(viewMode: .all) }

    /// The warning for `tree`'s first syntax error, or nil when it parsed cleanly.
    static func warning(in tree: SourceFileSyntax, fileName: String) -> SourceDiagnostic? {
        guard tree.hasError else { return nil }
        let visitor = FirstSyntaxError()
        visitor.walk(tree)
        guard let (position, message) = visitor.found else { return nil }
        let location = SourceLocationConverter(fileName: fileName, tree: tree).location(for: position)
        return SourceDiagnostic(
            file: fileName, line: location.line, column: location.column,
            message: "syntax error: \(message); the import reads what parses, so tips after it may be missing or incomplete",
            severity: .warning)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        let text = node.trimmedDescription
        let excerpt = text.count > 30 ? String(text.prefix(30)) + "…" : text
        record(node.positionAfterSkippingLeadingTrivia, "unexpected code '\(excerpt.split(separator: "\n").first ?? "")'")
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard token.presence == .missing else { return .skipChildren }
        // A missing token sits where it was expected: right after the token before it.
        let position = token.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? token.position
        record(position, token.text.isEmpty ? "expected \(Self.name(of: token.tokenKind))" : "expected '\(token.text)'")
        return .skipChildren
    }

    private func record(_ position: AbsolutePosition, _ message: String) {
        guard found == nil || position < found!.position else { return }
        found = (position, message)
    }

    /// A missing token without text of its own: a name, a literal, an expression.
    private static func name(of kind: TokenKind) -> String {
        switch kind {
        case .identifier: "a name"
        case .integerLiteral, .floatLiteral: "a number"
        case .stringSegment: "text"
        default: "more code"
        }
    }
}
