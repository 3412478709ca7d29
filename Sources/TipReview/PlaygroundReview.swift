import TipCore
import TipDrawing
import TipPlayground

/// `tiptui review`: the copy and behaviour guidance of the project's TipKit guides run as checks
/// over one playground file. Copy is measured the way the playground draws it (same wrapping,
/// same tip box, at phone width); behaviour is checked on a real engine, fresh install, in
/// memory, with a fixed clock, so a review never touches anyone's saved state.
public struct PlaygroundReview: Sendable {
    var document: PlaygroundDocument
    let nodes: TipNodeIndex
    /// Every effect any control or tip action can have.
    let effects: [ControlEffect]
    /// Tips something invalidates, or that a display limit invalidates.
    let invalidatedTips: Set<String>
    /// Why each tip can never show (`TipReachability`), for FLOW-1 and FLOW-2.
    let neverShowReasons: [String: [String]]
    /// The controls each tip's popovers point at, itself or through its groups.
    let popoverAnchors: [String: [ControlDeclaration]]
    /// Each tip's base copy laid out at phone width, by tip id (measured once, compared often).
    var baseLayouts: [String: TipBox.Layout]
    /// The playground's translated locales, worked out once: the document works them out from
    /// every tip at each call, which per tip made a review of n tips take n² steps.
    let playgroundLocales: [String]
    /// The one-tip checks' findings of tips not checked again, by tip id.
    let known: [String: [ReviewFinding]]

    /// Reviews playground text; a file that does not load is bad input (the loader's problems).
    public static func review(_ text: String, fileName: String) throws(ReviewInputError) -> ReviewReport {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw ReviewInputError(problems: [
                SourceDiagnostic(
                    file: fileName, line: error.position.line, column: error.position.column, message: error.message)
            ])
        }
        return try review(root, fileName: fileName)
    }

    /// Reviews a parsed playground file.
    ///
    /// - Parameter reusing: what the checks of one tip at a time found before
    ///   (`ReviewReport.tipCheckFindings`), by tip id, for tips the caller knows to be unchanged
    ///   in everything those checks read (`tiptui catalog` keys each tip by its node in the file
    ///   and everything outside the tips). Those tips are not measured again; the checks of the
    ///   whole playground run as always.
    public static func review(
        _ root: JSONNode, fileName: String, reusing known: [String: [ReviewFinding]] = [:]
    ) throws(ReviewInputError) -> ReviewReport {
        let document: PlaygroundDocument
        do {
            document = try PlaygroundLoader.decode(root, fileName: fileName)
        } catch {
            throw ReviewInputError(problems: error.problems)
        }
        return try PlaygroundReview(document: withCatalogs(document, fileName: fileName), root: root, known: known).run()
    }

    /// - Parameter onlyTip: measure only this tip's copy and skip what only the behaviour checks
    ///   need (`copyFindings(ofTip:in:)`, run at every key of the copy editor).
    /// - Parameter known: the findings of tips not checked again (see `review(_:fileName:reusing:)`).
    init(document: PlaygroundDocument, root: JSONNode, onlyTip: String? = nil, known: [String: [ReviewFinding]] = [:]) {
        self.document = document
        self.known = known
        playgroundLocales = document.translatedLocales
        nodes = TipNodeIndex(root: root)
        var effects = document.screens.flatMap(\.allControls).flatMap(\.effects)
        effects += document.tips.flatMap(\.actions).flatMap(\.effects)
        self.effects = effects
        var invalidated = Set(
            document.tips.filter { $0.options.maxDisplayCount != nil || $0.options.maxDisplayDuration != nil }.map(\.id))
        for case .invalidate(let tip, _) in effects { invalidated.insert(tip) }
        invalidatedTips = invalidated
        neverShowReasons = onlyTip != nil ? [:] : TipReachability.unreachableReasons(in: document).filter { !$0.value.isEmpty }
        let anchors = Self.popoverAnchors(in: document)
        popoverAnchors = anchors
        baseLayouts = Dictionary(
            document.tips.filter { (onlyTip == nil || $0.id == onlyTip) && known[$0.id] == nil }.map { tip in
                (tip.id, Self.phoneLayout(
                    of: tip, copy: document.copy(of: tip, inLocale: nil),
                    boxWidth: Self.phoneBoxWidth(isPopover: anchors[tip.id] != nil)))
            }, uniquingKeysWith: { first, _ in first })
    }

    /// Every check, then the findings the tips silence taken out, in file order.
    func run() throws(ReviewInputError) -> ReviewReport {
        try checkIgnores()
        let locales = playgroundLocales
        let checked = findingsPerTip(of: document.tips.filter { known[$0.id] == nil }) { tip in
            copyFindings(of: tip) + localizationFindings(of: tip, locales: locales) + variantFindings(of: tip)
        }
        var tipCheckFindings = checked
        for tip in document.tips where checked[tip.id] == nil { tipCheckFindings[tip.id] = known[tip.id] }
        var findings = document.tips.flatMap { tipCheckFindings[$0.id] ?? [] }
        findings += behaviourFindings()
        findings += catalogFindings()
        let ignores = Dictionary(
            document.tips.map { ($0.id, Set($0.reviewIgnores.map(\.checkID))) }, uniquingKeysWith: { first, _ in first })
        findings.removeAll { finding in finding.tipID.map { ignores[$0]?.contains(finding.check.id) == true } ?? false }
        findings.sort { ($0.position, $0.check.id) < ($1.position, $1.check.id) }
        return ReviewReport(
            file: document.fileName, tipCount: document.tips.count, findings: findings, variantBudgets: variantBudgets(),
            tipCheckFindings: tipCheckFindings)
    }

    /// An ignored id that is no check is a mistake in the file: reported like any bad input.
    private func checkIgnores() throws(ReviewInputError) {
        let known = ReviewCheck.allCases.map(\.id)
        let problems = document.tips.flatMap { tip in
            tip.reviewIgnores.filter { ReviewCheck(id: $0.checkID) == nil }.map {
                SourceDiagnostic(
                    file: document.fileName, line: $0.position.line, column: $0.position.column,
                    message: "unknown review check '\($0.checkID)' in 'ignore' of tip '\(tip.id)'; checks are: "
                        + known.joined(separator: ", "))
            }
        }
        guard problems.isEmpty else { throw ReviewInputError(problems: problems) }
    }

    /// The locales a tip has copy in, written in the file or in its string tables, sorted.
    func translatedLocales(of tip: TipDeclaration) -> [String] {
        playgroundLocales.filter { document.localizedCopy(of: tip, locale: $0) != nil }
    }

    func finding(
        _ check: ReviewCheck, _ message: String, at position: SourcePosition, tip: String?, scope: ReviewFinding.Scope = .wholeTip
    ) -> ReviewFinding {
        ReviewFinding(check: check, file: document.fileName, position: position, message: message, tipID: tip, scope: scope)
    }

    /// Every piece of a tip's copy: base first, then each locale's, in locale order, as the device
    /// draws it (the file's `localized` copy over its string tables').
    func copies(of tip: TipDeclaration) -> [ReviewedCopy] {
        let index = nodes.tips[tip.id]
        let at = { (key: String) in index?.fields[key] ?? tip.position }
        var copies = [ReviewedCopy(field: .title, locale: nil, text: tip.title, position: at("title"))]
        if let message = tip.message {
            copies.append(ReviewedCopy(field: .message, locale: nil, text: message, position: at("message")))
        }
        for action in tip.actions {
            copies.append(ReviewedCopy(
                field: .action(id: action.id), locale: nil, text: action.title,
                position: index?.actionTitles[action.id] ?? tip.position))
        }
        for locale in translatedLocales(of: tip) {
            guard let copy = document.localizedCopy(of: tip, locale: locale) else { continue }
            let fields = index?.localeFields[locale] ?? [:]
            let localePosition = index?.locales[locale] ?? tip.position
            if let title = copy.title {
                copies.append(ReviewedCopy(
                    field: .title, locale: locale, text: title, position: fields["title"] ?? localePosition))
            }
            if let message = copy.message {
                copies.append(ReviewedCopy(
                    field: .message, locale: locale, text: message, position: fields["message"] ?? localePosition))
            }
            for (id, title) in copy.actionTitles.sorted(by: { $0.key < $1.key }) {
                copies.append(ReviewedCopy(
                    field: .action(id: id), locale: locale, text: title, position: fields["actions"] ?? localePosition))
            }
        }
        return copies
    }
}

/// A playground `tiptui review` cannot review: it does not load, or silences unknown checks.
public struct ReviewInputError: Error, CustomStringConvertible {
    public let problems: [SourceDiagnostic]

    public init(problems: [SourceDiagnostic]) {
        self.problems = problems
    }

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
