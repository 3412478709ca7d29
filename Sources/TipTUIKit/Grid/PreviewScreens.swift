import TipDrawing
import TipPlayground

/// The two little screens a grid cell shows one tip on: inline in a flow, and as a popover
/// beside its anchor. Built from the document alone, whatever the engine says about the tip, so
/// a copywriter sees every tip in every locale, and the grid never has to ask the engine.
public struct PreviewScreens: Equatable, Sendable {
    public var inline: ScreenModel
    public var popover: ScreenModel
    /// What this copy shows differently from the app: the pieces shown in the base copy
    /// because the locale has none, and emoji drawn reduced. Worked out once per copy, not per
    /// cell: a catalogue draws each copy at every width and text size.
    public var copyNotices: [String]

    /// The screens for `tipID` with its copy in `locale` (nil for the base copy), in `variant`
    /// when given, or nil when the document has no such tip.
    ///
    /// The inline screen keeps the control an inline placement of the tip sits next to (so its
    /// arrow points at something); the popover screen holds the anchor of a popover placement, in
    /// the bar it lives in, with the placement's preferred edge. A tip the file only shows one
    /// way is previewed the other way too, next to a stand-in control.
    ///
    /// `placements` are the tip's (`PlaygroundDocument.placements(showing:)`), for a caller that
    /// found every tip's at once (`placementsByTip()`); nil looks them up.
    public init?(
        document: PlaygroundDocument, tipID: String, locale: String?, variant: String? = nil,
        placements: [(screen: ScreenDeclaration, placement: TipPlacement)]? = nil
    ) {
        guard let tip = document.tip(id: tipID) else { return nil }
        let content = Self.content(of: tip.applying(variant: variant), in: document, locale: locale)
        let copy = document.copy(of: tip, inLocale: locale)
        copyNotices = []
        if !copy.fallbackParts.isEmpty { copyNotices.append("base copy: " + copy.fallbackParts.joined(separator: ", ")) }
        if !copy.reducedEmoji.isEmpty { copyNotices.append("emoji drawn reduced") }
        let placements = placements ?? document.placements(showing: tipID)
        let here = SourcePosition(line: 1, column: 1)
        let standIn = ControlDeclaration(id: "preview.anchor", label: "Control", kind: .button, effects: [], position: here)

        var inlineControls: [ControlDeclaration] = []
        var inlinePlacement = TipPlacement(content: .tip(tipID), presentation: .inline(.top), arrowEdge: nil, position: here)
        if let (screen, placement) = placements.first(where: { if case .inline = $0.1.presentation { true } else { false } }) {
            inlinePlacement = placement
            if case .inline(let position) = placement.presentation {
                switch position {
                case .before(let id), .after(let id):
                    inlineControls = screen.control(id: id).map { [$0] } ?? []
                case .top, .bottom:
                    break
                }
            }
        }
        inline = Self.model(
            title: tipID, screen: ScreenDeclaration(id: "preview.inline", title: "inline", controls: inlineControls,
                                                    toolbar: [], tabBar: [], placements: [inlinePlacement], position: here),
            inline: [ScreenModel.EligibleTip(placement: inlinePlacement, content: content)], popovers: [])

        var anchor = standIn
        var edge: TipPlacement.ArrowEdge?
        var edges: ArrowEdgeSet?
        var bar: KeyPath<ScreenDeclaration, [ControlDeclaration]>? = nil
        if let (screen, placement) = placements.first(where: { if case .popover = $0.1.presentation { true } else { false } }),
           case .popover(let anchorID) = placement.presentation, let control = screen.control(id: anchorID) {
            anchor = control
            edge = placement.arrowEdge
            edges = placement.arrowEdges
            if screen.toolbar.contains(where: { $0.id == anchorID }) { bar = \.toolbar }
            if screen.tabBar.contains(where: { $0.id == anchorID }) { bar = \.tabBar }
        }
        let popoverPlacement = TipPlacement(content: .tip(tipID), presentation: .popover(anchor: anchor.id), arrowEdge: edge, arrowEdges: edges, position: here)
        let popoverScreen = ScreenDeclaration(
            id: "preview.popover", title: "popover", controls: bar == nil ? [anchor] : [],
            toolbar: bar == \.toolbar ? [anchor] : [], tabBar: bar == \.tabBar ? [anchor] : [],
            placements: [popoverPlacement], position: here)
        popover = Self.model(title: tipID, screen: popoverScreen, inline: [],
                             popovers: [ScreenModel.EligibleTip(placement: popoverPlacement, content: content)])
    }


    /// A tip's copy in a locale (a translation, the base copy or a pseudo-language), as a tip
    /// box draws it, with the locale's direction.
    public static func content(of tip: TipDeclaration, in document: PlaygroundDocument, locale: String?) -> TipBoxContent {
        let copy = document.copy(of: tip, inLocale: locale)
        var content = TipBoxContent(
            tipID: tip.id, title: copy.title, message: copy.message, imageName: tip.image,
            actions: tip.actions.map { TipBoxContent.Action(id: $0.id, title: copy.actionTitles[$0.id] ?? $0.title) })
        content.direction = LayoutDirection(locale: locale)
        content.overridesDirection = locale == PseudoLanguage.rightToLeft.localeID
        return content
    }

    private static func model(
        title: String, screen: ScreenDeclaration, inline: [ScreenModel.EligibleTip], popovers: [ScreenModel.EligibleTip]
    ) -> ScreenModel {
        ScreenModel(title: title, headerStatus: "", screen: screen, toggleStates: [:], textFieldValues: [:],
                    inlineTips: inline, popovers: popovers, inspector: nil)
    }
}
