import Foundation

/// A localizable string declared ahead of use, as Foundation's type on Apple platforms (which
/// Linux's Foundation does not have): `LocalizedStringResource("Save your trails", comment: "…")`.
/// Without string tables, the default value is the text.
public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// Where the strings file would be looked up; recorded only.
    public enum BundleDescription: Equatable, Hashable, Sendable {
        case main
        case atURL(URL)
    }

    public let key: String
    public let defaultValue: LocalizedStringKey
    public let table: String?
    public let bundle: BundleDescription

    public init(
        _ keyAndValue: LocalizedStringKey, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.bundle = bundle
    }

    public init(
        _ key: StaticString, defaultValue: LocalizedStringKey, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.bundle = bundle
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringKey(value))
    }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(LocalizedStringKey(stringInterpolation: stringInterpolation))
    }

    /// The text with images as their plain stand-ins.
    public var description: String { Text(self).content }
}

extension String {
    /// `String(localized: "Save your trails")`: the text itself, as there are no string tables.
    /// Disfavoured so that Foundation's own initializer wins wherever it exists.
    @_disfavoredOverload
    public init(
        localized keyAndValue: LocalizedStringKey, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = Text(keyAndValue).content
    }

    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.description
    }
}
