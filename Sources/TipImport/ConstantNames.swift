/// Looks a constant up by the name copy is written through, as Swift resolves it from inside a
/// type: `owner.path`, `path` itself, or the one constant whose qualified name ends with it
/// (`Onboarding.title` for `L10n.Onboarding.title`, written inside an extension of `L10n`).
///
/// Every trailing part of every qualified name is a key, so a lookup costs a few dictionary
/// reads however many constants the app declares: an app with thousands of them (SwiftGen's
/// `L10n`) imports in time proportional to its files, not to its files times its constants.
struct ConstantNames {
    /// Each part after a dot of a qualified name (`title` and `Onboarding.title` of
    /// `L10n.Onboarding.title`) → the qualified names that end with a dot and it.
    private var byTrailingPart: [Substring: [String]] = [:]
    private let qualifiedNames: Set<String>

    init(_ qualifiedNames: some Sequence<String>) {
        self.qualifiedNames = Set(qualifiedNames)
        for name in self.qualifiedNames {
            var start = name.endIndex
            while let dot = name[..<start].lastIndex(of: ".") {
                byTrailingPart[name[name.index(after: dot)...], default: []].append(name)
                start = dot
            }
        }
    }

    /// The qualified name `path` means inside `owner`, or nil when none or several match. Each
    /// dictionary read is counted in `work`, for the test that the import stays linear.
    func resolve(_ path: String, from owner: String?, work: ImportWork? = nil) -> String? {
        for candidate in [owner.map { "\($0).\(path)" }, path].compactMap({ $0 }) {
            work?.add(1)
            if qualifiedNames.contains(candidate) { return candidate }
        }
        work?.add(1)
        let endings = byTrailingPart[path[...]] ?? []  // names ending with `.path`
        return endings.count == 1 ? endings[0] : nil
    }
}
