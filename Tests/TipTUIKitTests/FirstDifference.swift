import Foundation

/// Where two values of one type first differ: the path to the innermost field, element or key
/// that differs and both values there. A law's failure report names this rather than printing
/// two summaries, which can read alike where the values are not (a date printed to the second,
/// `Optional(5 bytes)` for any five bytes).
enum FirstDifference {
    /// `nil` when the values are equal; else `path.field[key]...: this / that`.
    static func between(_ this: Any, _ that: Any, at path: String) -> String? {
        if let this = this as? any Equatable, equal(this, that) { return nil }
        if this is Date || this is Data { return report(path, this, that) }
        let (mine, theirs) = (Mirror(reflecting: this), Mirror(reflecting: that))
        switch mine.displayStyle {
        case .optional:
            guard let inner = mine.children.first?.value, let other = theirs.children.first?.value else {
                return mine.children.isEmpty && theirs.children.isEmpty ? nil : report(path, this, that)
            }
            return between(inner, other, at: path)
        case .dictionary:
            return keyed(entries(mine), entries(theirs), at: path)
        case .set:
            let (these, those) = (Set(mine.children.map { text($0.value) }), Set(theirs.children.map { text($0.value) }))
            return (these.subtracting(those).sorted().first.map { "\(path): has \($0) / has not" })
                ?? those.subtracting(these).sorted().first.map { "\(path): has not / has \($0)" }
        case .collection:
            let (these, those) = (Array(mine.children), Array(theirs.children))
            for index in 0..<min(these.count, those.count) {
                if let found = between(these[index].value, those[index].value, at: "\(path)[\(index)]") { return found }
            }
            return these.count == those.count ? nil : "\(path): \(these.count) elements / \(those.count)"
        case .enum where mine.children.first?.label != theirs.children.first?.label:
            return report(path, this, that)
        default:
            guard !mine.children.isEmpty else { return report(path, this, that) }
            for (field, other) in zip(mine.children, theirs.children) {
                if let found = between(field.value, other.value, at: "\(path).\(field.label ?? "?")") { return found }
            }
            return mine.children.count == theirs.children.count ? nil : report(path, this, that)
        }
    }

    private static func equal<Value: Equatable>(_ this: Value, _ that: Any) -> Bool {
        this == (that as? Value)
    }

    /// A dictionary's entries by their key's text, so keys compare and sort alike on both sides.
    private static func entries(_ mirror: Mirror) -> [String: Any] {
        var entries: [String: Any] = [:]
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            entries[text(pair[0].value)] = pair[1].value
        }
        return entries
    }

    private static func keyed(_ these: [String: Any], _ those: [String: Any], at path: String) -> String? {
        for key in Set(these.keys).union(those.keys).sorted() {
            switch (these[key], those[key]) {
            case let (this?, that?):
                if let found = between(this, that, at: "\(path)[\(key)]") { return found }
            case let (this?, nil): return "\(path)[\(key)]: \(text(this)) / absent"
            case let (nil, that?): return "\(path)[\(key)]: absent / \(text(that))"
            case (nil, nil): break
            }
        }
        return nil
    }

    private static func report(_ path: String, _ this: Any, _ that: Any) -> String {
        "\(path): \(text(this))\n    / \(text(that))"
    }

    /// A value as text, dates to the fraction of a second and data byte by byte.
    private static func text(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { "Optional(\(text($0.value)))" } ?? "nil"
        }
        if let date = value as? Date { return "\(date) (\(date.timeIntervalSince1970))" }
        if let data = value as? Data { return "\(data.count) bytes \(String(decoding: data, as: UTF8.self).debugDescription)" }
        return String(reflecting: value)
    }
}
