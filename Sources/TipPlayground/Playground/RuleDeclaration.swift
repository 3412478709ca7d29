import TipCore

/// One rule of a tip: the text as written, its parsed form, and where it is in the file.
public struct RuleDeclaration: Equatable, Sendable {
    public let source: String
    public let expression: RuleExpression
    /// The position of the rule's string (or first line) in the playground file.
    public let position: SourcePosition

    public init(source: String, expression: RuleExpression, position: SourcePosition) {
        self.source = source
        self.expression = expression
        self.position = position
    }
}

extension RuleDeclaration {
    /// The type names written before `$name` in rule text (`VPNSnoozeTip` in
    /// `#Rule(VPNSnoozeTip.$vpnEnabled)`; `Date` for `TaggingTips.Date.$x`), not `Self`.
    public static func qualifiers(ofParameter name: String, in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        let needle = ".$" + name
        while let range = rest.range(of: needle) {
            let after = rest[range.upperBound...].first
            if after.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true {
                let before = rest[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                let qualifier = String(before.reversed()).split(separator: ".").last.map(String.init) ?? ""
                if !qualifier.isEmpty, qualifier != "Self" { found.append(qualifier) }
            }
            rest = rest[range.upperBound...]
        }
        return found
    }
}
