/// A tip's copy with plural forms chosen by a count: `"plural": { "count": 3, "message": { "one":
/// "You read %lld day in a row.", "other": "You read %lld days in a row." } }`, as an app's
/// `.stringsdict` gives `Text("streak.days \(days)")` its forms. The playground has no app state
/// to count, so the file says which count to show; change it to see each form.
public struct PluralCopy: Equatable, Sendable {
    /// The plural categories a `.stringsdict` names, in the order they are written.
    public static let categories = ["zero", "one", "two", "few", "many", "other"]

    /// The count the forms are chosen by and that replaces their number specifier.
    public let count: Int
    /// The title's forms by category, or nil when the title has none.
    public let title: [String: String]?
    /// The message's forms by category, or nil when the message has none.
    public let message: [String: String]?

    public init(count: Int, title: [String: String]? = nil, message: [String: String]? = nil) {
        self.count = count
        self.title = title
        self.message = message
    }

    /// The form `forms` shows for `count`, its number specifier replaced by the count. The form
    /// is chosen as English chooses it (`one` for 1, `other` otherwise), with `zero` for 0 and
    /// `two` for 2 when given, as a `.stringsdict` allows in any language; a missing form is
    /// `other`.
    public func text(of forms: [String: String]?) -> String? {
        guard let forms else { return nil }
        let category: String =
            switch count {
            case 0 where forms["zero"] != nil: "zero"
            case 1: "one"
            case 2 where forms["two"] != nil: "two"
            default: "other"
            }
        guard let form = forms[category] ?? forms["other"] else { return nil }
        return Self.filling(form, with: count)
    }

    /// `form` with its first number specifier (`%lld`, `%ld`, `%d`, `%i`, `%u`, `%lu`, `%@`, also
    /// written `%1$lld`) replaced by `count` and `%%` by `%`.
    static func filling(_ form: String, with count: Int) -> String {
        var result = ""
        var rest = Substring(form)
        var filled = false
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.first == "%" {
                result += "%"
                rest = after.dropFirst()
                continue
            }
            let specifier = after.prefix { $0.isNumber || $0 == "$" || $0 == "l" || $0 == "q" || $0 == "h" }
            let conversion = after.dropFirst(specifier.count).first
            if !filled, let conversion, "diu@".contains(conversion) {
                result += String(count)
                filled = true
                rest = after.dropFirst(specifier.count + 1)
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }
}
