import TipCommandLine
import TipPlayground

/// Each tip's key in a playground: a hash of everything its review findings and its page are
/// made of, so a later run that finds the same key reuses the tip's one-tip review findings and
/// leaves its page alone (when its facts at launch are the same too), and a copy edit redoes
/// one tip's work instead of a thousand.
///
/// A tip's key is its node in the file (values and positions: its findings name lines and
/// columns), what the string tables say of it (its copy in each locale and each string's state),
/// and everything outside the tips, which any tip may be affected by: the rest of the file
/// (values only, so a line added to one tip does not change the others' keys), every tip's
/// behaviour (another tip's rules decide this one's status), the playground's locales (a locale
/// one tip adds is a row on every page), the playground's name and the tool's version. A
/// translator's edit to a table redoes the tips whose strings it changed.
enum CatalogTipKeys {
    static func keys(root: JSONNode, document: PlaygroundDocument, name: String, behaviour: String) -> [String: String] {
        var shared = StableHash()
        shared.combine(CatalogBuilder.format)
        shared.combine(tipPlaygroundVersion)
        shared.combine(name)
        shared.combine(behaviour)
        shared.combine(document.translatedLocales.joined(separator: ","))
        var tipNodes: [JSONNode] = []
        if case .object(let members) = root.value {
            for member in members {
                if member.key == "tips", case .array(let tips) = member.value.value {
                    tipNodes = tips
                    continue
                }
                shared.combine(member.key)
                member.value.fingerprint(into: &shared, withPositions: false)
            }
        }
        let statesOfTip = Dictionary(grouping: document.catalogStates, by: \.tipID)
        var keys: [String: String] = [:]
        for node in tipNodes {
            guard case .object(let members) = node.value,
                  let idNode = members.first(where: { $0.key == "id" })?.value, case .string(let id) = idNode.value,
                  keys[id] == nil else { continue }
            var hash = shared
            node.fingerprint(into: &hash)
            for (locale, copy) in (document.catalogCopy[id] ?? [:]).sorted(by: { $0.key < $1.key }) {
                hash.combine(locale)
                hash.combine(copy.title ?? "\u{0}")
                hash.combine(copy.message ?? "\u{0}")
                for (action, title) in copy.actionTitles.sorted(by: { $0.key < $1.key }) {
                    hash.combine(action)
                    hash.combine(title)
                }
            }
            for state in (statesOfTip[id] ?? []).map({ [$0.part, $0.locale, $0.state.rawValue, $0.table].joined(separator: "\u{0}") }).sorted() {
                hash.combine(state)
            }
            keys[id] = hash.hex
        }
        return keys
    }
}
