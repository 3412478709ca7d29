import Foundation

/// What the writers of a datastore changed between two of its change marks.
///
/// A datastore numbers its write transactions; every write records, per thing it changed (an
/// event's donations, a parameter, a tip record, a meta value), the number of the transaction.
/// Asking with the mark of the last answer returns only what moved since, so an engine that sees
/// another process donate to one event re-reads that event and nothing else.
public struct TipDatastoreChanges: Equatable, Sendable {
    /// The number of the last write transaction these changes include: pass it to the next call.
    public var mark: Int64
    /// Everything may have changed (a first look, or `removeAll`): drop whatever was read before.
    public var everything: Bool
    /// What changed, when `everything` is false.
    public var scopes: Set<TipDatastoreChangeScope>

    public init(mark: Int64, everything: Bool = false, scopes: Set<TipDatastoreChangeScope> = []) {
        self.mark = mark
        self.everything = everything
        self.scopes = scopes
    }

    /// Nothing changed since `mark`.
    public static func none(_ mark: Int64) -> TipDatastoreChanges {
        TipDatastoreChanges(mark: mark)
    }

    /// The changes of the stored `(scope name, version)` rows above `mark`.
    init(rows: [(scope: String, version: Int64)], since mark: Int64?) {
        let newest = rows.map(\.version).max() ?? 0
        self.init(mark: max(mark ?? 0, newest), everything: mark == nil)
        for row in rows {
            if let scope = TipDatastoreChangeScope(storedName: row.scope) {
                scopes.insert(scope)
            } else {
                everything = true
            }
        }
    }
}

/// One thing a write can change.
public enum TipDatastoreChangeScope: Hashable, Sendable {
    case event(id: String)
    case parameter(id: String)
    case tip(id: String)
    case meta(key: String)

    /// The stored name meaning "everything": written by `removeAll`.
    static let everythingName = "*"

    /// How the scope is stored: "event:<id>", "parameter:<id>", "tip:<id>", "meta:<key>".
    var storedName: String {
        switch self {
        case .event(let id): "event:" + id
        case .parameter(let id): "parameter:" + id
        case .tip(let id): "tip:" + id
        case .meta(let key): "meta:" + key
        }
    }

    /// Nil for "*" and for names this build does not know (both mean: assume everything changed).
    init?(storedName: String) {
        guard let colon = storedName.firstIndex(of: ":") else { return nil }
        let value = String(storedName[storedName.index(after: colon)...])
        switch storedName[..<colon] {
        case "event": self = .event(id: value)
        case "parameter": self = .parameter(id: value)
        case "tip": self = .tip(id: value)
        case "meta": self = .meta(key: value)
        default: return nil
        }
    }
}
