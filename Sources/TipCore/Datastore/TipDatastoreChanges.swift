import Foundation

/// What the writers of a datastore changed between two of its change marks.
///
/// A datastore numbers its writes with one counter that only goes up: each appended donation
/// takes the next number as its `sequence`, and every other write records the next number against
/// what it changed (an event's donations, a parameter, a tip record, a meta value). Asking with the
/// mark of the last answer returns only what moved since, so an engine that sees another process
/// donate adds those donations to what it had read, and one that sees a parameter change re-reads
/// that parameter and nothing else.
public struct TipDatastoreChanges: Equatable, Sendable {
    /// The highest number these changes include: pass it to the next call.
    public var mark: Int64
    /// Everything may have changed (a first look, or `removeAll`): drop whatever was read before.
    public var everything: Bool
    /// What changed and must be read again, when `everything` is false.
    public var scopes: Set<TipDatastoreChangeScope>
    /// Donations appended since the mark to events not in `scopes`, in the order they were
    /// appended: a reader may add them to what it read before instead of reading the event again.
    /// Empty when a store reports appends as `.event` scopes instead.
    public var appendedDonations: [DonationRecord]

    public init(
        mark: Int64, everything: Bool = false, scopes: Set<TipDatastoreChangeScope> = [],
        appendedDonations: [DonationRecord] = []
    ) {
        self.mark = mark
        self.everything = everything
        self.scopes = scopes
        self.appendedDonations = appendedDonations
    }

    /// Nothing changed since `mark`.
    public static func none(_ mark: Int64) -> TipDatastoreChanges {
        TipDatastoreChanges(mark: mark)
    }

    /// The changes of the stored scope names above `mark`, up to `newest`.
    init(scopeNames: [String], appendedDonations: [DonationRecord] = [], newest: Int64) {
        self.init(mark: newest)
        for name in scopeNames {
            if let scope = TipDatastoreChangeScope(storedName: name) {
                scopes.insert(scope)
            } else {
                everything = true
            }
        }
        let reread = scopes
        self.appendedDonations = everything ? [] : appendedDonations.filter { !reread.contains(.event(id: $0.eventID)) }
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
