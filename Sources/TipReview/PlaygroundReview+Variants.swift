import TipDrawing
import TipPlayground

/// Copy variants under review: each variant's copy is reviewed as the tip's base copy would be,
/// and every wording of a tip with variants is measured against the budgets at each width.
extension PlaygroundReview {
    /// The tip in `variant` (nil: its own copy), base copy only: translations are reviewed with
    /// the tip's own copy (L10N checks), not once per variant.
    static func wording(_ tip: TipDeclaration, variant: String?) -> TipDeclaration {
        let shown = tip.applying(variant: variant)
        return TipDeclaration(
            id: shown.id, title: shown.title, message: shown.message, image: shown.image, actions: shown.actions,
            rules: shown.rules, options: shown.options, localized: [:], position: shown.position,
            reviewIgnores: shown.reviewIgnores, plural: shown.plural)
    }

    /// This review with `tip` standing in for the tip of its id, so copy checks measure it: its
    /// box at phone width is `phoneLayout` when the caller has laid it out already.
    private func reviewing(_ tip: TipDeclaration, phoneLayout: TipBox.Layout?) -> PlaygroundReview {
        var review = self
        review.document = PlaygroundDocument(
            fileName: document.fileName, title: document.title, configuration: document.configuration,
            parameters: document.parameters, events: document.events,
            tips: document.tips.map { $0.id == tip.id ? tip : $0 }, groups: document.groups, screens: document.screens,
            stringCatalogs: document.stringCatalogs, language: document.language)
        review.baseLayouts[tip.id] = phoneLayout
            ?? Self.phoneLayout(of: tip, copy: review.document.copy(of: tip, inLocale: nil), boxWidth: phoneBoxWidth(of: tip))
        return review
    }

    /// The copy findings of one wording (`wording(_:variant:)`) as a whole; `phoneLayout` as
    /// `reviewing` takes it.
    private func copyFindings(ofWording wording: TipDeclaration, phoneLayout: TipBox.Layout? = nil) -> [ReviewFinding] {
        reviewing(wording, phoneLayout: phoneLayout).copyFindings(of: wording)
    }

    /// COPY findings a variant has that the tip's own copy does not, named after the variant and
    /// placed at it in the file.
    func variantFindings(of tip: TipDeclaration) -> [ReviewFinding] {
        guard !tip.variants.isEmpty else { return [] }
        let own = Set(copyFindings(ofWording: Self.wording(tip, variant: nil)).map(\.message))
        return tip.variants.flatMap { variant in
            copyFindings(ofWording: Self.wording(tip, variant: variant.name)).filter { !own.contains($0.message) }.map { found in
                let message = found.message.replacing("tip '\(tip.id)'", with: "tip '\(tip.id)' variant '\(variant.name)'", maxReplacements: 1)
                return found.about(variant: variant.name, message: message, at: variant.position)
            }
        }
    }

    /// Every wording of each tip that has variants, against the budgets.
    func variantBudgets() -> [VariantBudget] {
        document.tips.filter { !$0.variants.isEmpty }.flatMap { tip in
            ([nil] + tip.variants.map(\.name)).map { variant in
                let wording = Self.wording(tip, variant: variant)
                let copy = document.copy(of: wording, inLocale: nil)
                let isPopover = popoverAnchors[tip.id] != nil
                let layouts = WidthPreset.allCases.compactMap { preset -> (width: WidthPreset, layout: TipBox.Layout)? in
                    guard let columns = preset.columns else { return nil }
                    let width = isPopover ? min(TipBox.popoverMaxWidth, columns - 2) : columns
                    return (preset, Self.phoneLayout(of: wording, copy: copy, boxWidth: width))
                }
                // The copy checks measure the box at phone width: the one laid out here.
                let phone = layouts.first { $0.width == .phone }?.layout
                let ignored = Set(tip.reviewIgnores.map(\.checkID))
                let checks = copyFindings(ofWording: wording, phoneLayout: phone).map(\.check.id).filter { !ignored.contains($0) }
                let lines = layouts.map { (width: $0.width, title: $0.layout.titleLineCount, message: $0.layout.messageLineCount) }
                return VariantBudget(tipID: tip.id, variant: variant, findingChecks: checks, lines: lines)
            }
        }
    }
}

extension PlaygroundReview {
    /// The budgets of every wording of each tip with variants in a loaded document, for the
    /// grid's cells (which need no positions); nothing is reviewed when no tip has variants.
    public static func variantBudgets(of document: PlaygroundDocument) -> [VariantBudget] {
        guard document.tips.contains(where: { !$0.variants.isEmpty }) else { return [] }
        let noPositions = JSONNode(.object([]), at: SourcePosition(line: 1, column: 1))
        return PlaygroundReview(document: document, root: noPositions).variantBudgets()
    }
}
