import Foundation

/// Errors from configuration and the datastore facade (spec §1.6). `description` is the case name.
public struct TipKitError: Error, LocalizedError, Equatable, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    init(name: String) {
        description = name
    }

    /// `configure` was called a second time, or `resetDatastore()` after `configure` (CFG-3, CFG-6).
    public static let tipsDatastoreAlreadyConfigured = TipKitError(name: "tipsDatastoreAlreadyConfigured")
    /// A group container identifier that cannot be used (no App Groups on Linux: an identifier
    /// that does not name a folder).
    public static let missingGroupContainerEntitlements = TipKitError(name: "missingGroupContainerEntitlements")
    /// A rule predicate over a value type that cannot be evaluated (RUL-6).
    public static let invalidPredicateValueType = TipKitError(name: "invalidPredicateValueType")

    /// A write was attempted on an engine that has no datastore yet (TipCore extension).
    public static let tipsDatastoreNotConfigured = TipKitError(name: "tipsDatastoreNotConfigured")

    public var errorDescription: String? { description }
}
