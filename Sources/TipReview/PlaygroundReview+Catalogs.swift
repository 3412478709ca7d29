import Foundation
import TipPlayground

extension PlaygroundReview {
    /// The document with the String Catalogs it names read, relative to the playground file, so
    /// each catalog entry's state is known (L10N-4). A catalog that cannot be read is bad input.
    static func withCatalogs(_ document: PlaygroundDocument, fileName: String) throws(ReviewInputError) -> PlaygroundDocument {
        guard !document.stringCatalogs.isEmpty else { return document }
        do {
            return try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: fileName))
        } catch {
            throw ReviewInputError(problems: error.problems)
        }
    }

    /// L10N-4: tip copy whose catalog entry is not marked `translated` (new, needs review, stale).
    func catalogFindings() -> [ReviewFinding] {
        document.catalogStates.filter { $0.state != .translated }.compactMap { state in
            guard let tip = document.tip(id: state.tipID) else { return nil }
            return finding(
                .catalogNotTranslated,
                "tip '\(state.tipID)' \(state.part): the '\(state.locale)' entry in \(state.table) is "
                    + "'\(state.state.rawValue)', not translated; finish or review it in the catalog",
                at: tip.position, tip: tip.id, scope: .init(piece: "\(state.part)", locale: state.locale))
        }
    }
}
