import TipDrawing
import TipTUIKit

/// One picture of the catalogue: a tip's copy (a locale's or a variant's) at one width preset
/// and one text size, inline and as a popover, as the grid's open cell draws it.
struct CatalogCell: Hashable, Sendable {
    let copy: GridCopy
    let width: WidthPreset
    let size: TextSize

    /// What the cell shows, in words: `fr · phone · AX3`, `variant short · watch · large`.
    var title: String {
        [copy.label, width.rawValue, size.rawValue].joined(separator: " · ")
    }

    /// The cell's `id` in its tip's page, made of what it shows (tip, locale, variant, width,
    /// size), never of its place in a list: `ShareTip.fr.phone.AX3`,
    /// `ShareTip.base.variant-short.watch.large`. A link to it keeps pointing at the same
    /// picture when tips, locales or variants are added or removed.
    func anchor(tipID: String) -> String {
        var parts = [tipID, copy.locale ?? "base"]
        if let variant = copy.variant { parts.append("variant-" + variant) }
        parts += [width.rawValue, size.rawValue]
        return parts.map(CatalogHTML.idPart).joined(separator: ".")
    }

    /// The `id` of a copy's row of pictures: `ShareTip.fr`, `ShareTip.base.variant-short`.
    static func rowAnchor(tipID: String, copy: GridCopy) -> String {
        var parts = [tipID, copy.locale ?? "base"]
        if let variant = copy.variant { parts.append("variant-" + variant) }
        return parts.map(CatalogHTML.idPart).joined(separator: ".")
    }
}
