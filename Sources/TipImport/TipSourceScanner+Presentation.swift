import SwiftSyntax
import TipCore
import TipPlayground

/// TipKit's presentation options on a `TipView` or `popoverTip` (iOS 18 and 26): the
/// `isPresented` binding, `anchorID` and the `.tipAnchor(_:)` it names, and the view modifiers
/// that reach the tip through the environment (`tipViewStyle`, `tipBackgroundInteraction`,
/// `tipImageStyle`, `tipBackground`, `tipCornerRadius`).
extension TipSourceScanner {
    /// The modifiers the import reads into a placement.
    static let presentationModifiers = stylingModifiers + ["tipBackgroundInteraction"]

    /// The options of the `TipView(…)` or `.popoverTip(…)` call `call`: its own arguments, and
    /// every modifier written around it, on it or on a view holding it, since each reaches it
    /// through the environment. A modifier written inside a popover's anchor view, before
    /// `.popoverTip`, styles only that view and is not read.
    func presentationOptions(of call: FunctionCallExprSyntax, into found: inout SourceFindings.FoundAnchor) {
        if let binding = call.arguments.first(where: { $0.label?.text == "isPresented" })?.expression.trimmedDescription {
            // A `$state` binding starts as the state's value, which the import does not follow:
            // presented, as TipKit sets it when the tip shows. `.constant(false)` says.
            found.isPresented = binding != ".constant(false)" && binding != "Binding.constant(false)"
        }
        if let anchor = call.arguments.first(where: { $0.label?.text == "anchorID" })?.expression {
            found.anchorID = Self.anchorName(anchor)
        }
        var node = Syntax(call)
        while let parent = node.parent {
            defer { node = parent }
            guard let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == node,
                  let modifier = member.parent?.as(FunctionCallExprSyntax.self)
            else { continue }
            read(modifier: member.declName.baseName.text, modifier, into: &found)
        }
    }

    /// `"filter"`, `.filter`, `AnchorID.filter`: the name a `.tipAnchor` and an `anchorID` share.
    static func anchorName(_ expression: ExprSyntax) -> String {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        let text = expression.trimmedDescription
        return text.split(separator: ".").last.map(String.init) ?? text
    }

    private func read(modifier name: String, _ call: FunctionCallExprSyntax, into found: inout SourceFindings.FoundAnchor) {
        let arguments = call.arguments.map(\.expression)
        // The innermost modifier wins in SwiftUI: the first one met walking out keeps its value.
        switch name {
        case "tipViewStyle":
            guard found.style == nil, let style = arguments.first?.trimmedDescription else { return }
            if style == ".miniTip" || style.hasPrefix("MiniTipViewStyle") { return }
            guard let typeName = Self.call(arguments[0]).flatMap({ Self.typeName($0.calledExpression.trimmedDescription) }) else {
                warn("the tip style \(style) is not one the import can name; the default style is kept", at: call)
                return
            }
            found.style = typeName
        case "tipBackgroundInteraction":
            guard found.backgroundInteraction == nil, let value = arguments.first?.trimmedDescription else { return }
            if value.hasPrefix(".enabled") { found.backgroundInteraction = .enabled }
            if value == ".disabled" { found.backgroundInteraction = .disabled }
        case "tipImageStyle":
            guard found.appearance.imageStyle.isEmpty else { return }
            found.appearance.imageStyle = arguments.compactMap { shapeStyle($0, of: name) }
        case "tipBackground":
            guard found.appearance.background == nil, let style = arguments.first else { return }
            found.appearance.background = shapeStyle(style, of: name)
        case "tipCornerRadius":
            guard found.appearance.cornerRadius == nil, let radius = arguments.first.flatMap({ Double($0.trimmedDescription) }) else {
                return
            }
            found.appearance.cornerRadius = radius
        case "tipImageSize":
            warn("tipImageSize is not simulated: the terminal draws a tip's image as one glyph; ignored", at: call)
        default:
            break
        }
    }

    /// `.purple`, `Color.purple`, `.secondary`, `Color("Brand")`: a style the playground spells.
    private func shapeStyle(_ expression: ExprSyntax, of modifier: String) -> ShapeStyleValue? {
        let text = expression.trimmedDescription
        let name = text.hasPrefix("Color.") ? String(text.dropFirst(6)) : text.hasPrefix(".") ? String(text.dropFirst()) : text
        if let style = ShapeStyleText.style(name), !name.hasPrefix("#"), !name.hasPrefix("asset:") { return style }
        if let call = Self.call(expression), call.calledExpression.trimmedDescription == "Color", call.arguments.count == 1,
           call.arguments.first?.label == nil, let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
            let asset = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            return ShapeStyleText.style("asset:\(asset)")
        }
        warn("the style \(text) in \(modifier) is not one the playground keeps (a named colour, a level or an asset colour); skipped", at: expression)
        return nil
    }

    /// `.tipAnchor("filter")` on a view: the control an inline tip's `anchorID` points at.
    func tipAnchor(_ call: FunctionCallExprSyntax, base: ExprSyntax?) -> SourceFindings.FoundTipAnchor? {
        guard let id = call.arguments.first?.expression else { return nil }
        var found = SourceFindings.FoundTipAnchor(name: Self.anchorName(id), location: location(of: call))
        if let base, let view = Self.modifiedView(base) {
            (found.label, found.symbol) = Self.labelAndSymbol(of: view)
            found.viewName = Self.typeName(view.calledExpression.trimmedDescription)
        }
        return found
    }

    /// Whether a tip modifier reaches a tip: some `TipView` or `.popoverTip` is written inside the
    /// view it modifies. One that reaches none is said, as the import drops it.
    static func reachesATip(_ base: ExprSyntax?) -> Bool {
        guard let base else { return false }
        return calls(in: base).contains { call in
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TipView" { return true }
            return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "popoverTip"
        }
    }
}
