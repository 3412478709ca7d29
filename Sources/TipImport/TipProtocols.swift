import SwiftParser
import SwiftSyntax

/// The app's own protocols that refine `Tip` (`protocol OnboardingTip: Tip {}`, or a type alias
/// `typealias OnboardingTip = Tip & Sendable`), found in every file before any file is scanned.
///
/// A tip often conforms through such a protocol (`struct WelcomeTip: OnboardingTip`), declared in
/// another file, perhaps with a protocol extension giving its tips a shared image or options. Files
/// are scanned one at a time and in parallel, so a scanner cannot see that `OnboardingTip` is a
/// tip unless it is told before it starts: the importer reads every file, finds the protocol
/// declarations here, and gives the result to every scanner (and its names to the blanking of
/// irrelevant code, which would otherwise blank `struct Welcome: Onboarding { … }` as naming
/// nothing it knows).
///
/// Declarations are found with `SwiftStructureLexer`, which knows comments and strings, so only
/// real `protocol` declarations count; a file the lexer cannot vouch for is parsed instead. Only
/// files that contain the word `protocol` are looked at, so an app's other files cost a byte search.
struct TipProtocols: Sendable {
    /// One `protocol Name: A, B` declaration.
    struct Declaration: Sendable, Equatable {
        var name: String
        /// The names its inheritance clause lists, each by its last component (`TipKit.Tip` is `Tip`).
        var inherited: [String]
    }

    /// Each protocol that refines `Tip`, directly or through another: the tip protocols (and
    /// `Tip`) its inheritance clause names, in the order written.
    private(set) var refinements: [String: [String]] = [:]

    /// No protocols: tips conform to `Tip` directly.
    init() {}

    /// The tip protocols among every file's protocol declarations, `Tip` refined through any number
    /// of steps (`protocol StepTip: OnboardingTip`).
    init(declarations: [Declaration]) {
        var tipNames: Set<String> = ["Tip"]
        var changed = true
        while changed {
            changed = false
            for declaration in declarations where !tipNames.contains(declaration.name) {
                if declaration.inherited.contains(where: tipNames.contains) {
                    tipNames.insert(declaration.name)
                    changed = true
                }
            }
        }
        // A protocol declared in pieces (or twice, in two targets) refines all it names.
        for declaration in declarations where declaration.name != "Tip" && tipNames.contains(declaration.name) {
            var refined = refinements[declaration.name] ?? []
            for name in declaration.inherited where tipNames.contains(name) && !refined.contains(name) {
                refined.append(name)
            }
            refinements[declaration.name] = refined
        }
    }

    /// Whether `name` (a protocol's name, or its last component) is one of the app's tip protocols.
    func contains(_ name: String) -> Bool { refinements[name] != nil }

    /// The names beyond `TipSourceScanner.markers` whose mention makes code worth parsing: the tip
    /// protocols whose names do not already contain `Tip`.
    var extraMarkers: [String] {
        refinements.keys.filter { !$0.contains("Tip") }.sorted()
    }

    /// The protocols a type conforming to `conformances` gets default members from, nearest first
    /// (breadth first, in the order the inheritance clauses list them), ending with `Tip`.
    func defaultsOrder(from conformances: [String]) -> [String] {
        var order: [String] = []
        var queue = conformances
        var index = 0
        while index < queue.count {
            let name = queue[index]
            index += 1
            guard name != "Tip", !order.contains(name) else { continue }
            order.append(name)
            queue += refinements[name] ?? []
        }
        return order + ["Tip"]
    }

    // MARK: Finding declarations

    /// The protocol declarations in one file's text, and the type aliases that may name a protocol
    /// (`typealias OnboardingTip = Tip & Sendable`), which a tip conforms through alike.
    static func declarations(in text: String) -> [Declaration] {
        let bytes = Array(text.utf8)
        guard !IrrelevantCodeBlanker.markerOffsets(in: bytes, markers: ["protocol", "typealias"]).isEmpty else {
            return []
        }
        guard let tokens = SwiftStructureLexer.tokens(of: bytes) else { return parsedDeclarations(in: text) }
        func word(_ index: Int) -> String? {
            guard index < tokens.count, tokens[index].kind == .word else { return nil }
            return String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
        }
        var found: [Declaration] = []
        for index in tokens.indices {
            let keyword = word(index)
            guard keyword == "protocol" || keyword == "typealias" else { continue }
            let isAlias = keyword == "typealias"
            guard let name = word(index + 1), name.first?.isLetter == true || name.first == "_" else { continue }
            var inherited: [String] = []
            var next = index + 2
            let introducer = UInt8(ascii: isAlias ? "=" : ":")
            guard next < tokens.count, tokens[next].kind == .punctuation(introducer) else {
                if !isAlias { found.append(Declaration(name: name, inherited: [])) }
                continue
            }
            next += 1
            // `A, TipKit.Tip & Sendable` up to the body, a `where` clause or (an alias) the line's
            // end: each name's last component.
            var current: String?
            while next < tokens.count {
                let token = tokens[next]
                if token.kind == .open(UInt8(ascii: "{")) || (isAlias && token.kind == .newline) { break }
                if let text = word(next) {
                    if text == "where" { break }
                    current = text
                } else if token.kind == .punctuation(UInt8(ascii: ",")) || token.kind == .punctuation(UInt8(ascii: "&")) {
                    if let current { inherited.append(current) }
                    current = nil
                } else if token.kind.isOpen || token.kind == .punctuation(UInt8(ascii: ";")) {
                    // A generic argument, a function type or the next statement: no name we read.
                    if isAlias { inherited = [] }
                    current = nil
                    break
                }
                next += 1
            }
            if let current { inherited.append(current) }
            if !isAlias || !inherited.isEmpty { found.append(Declaration(name: name, inherited: inherited)) }
        }
        return found
    }

    /// The protocol declarations of a file the lexer would not vouch for, read by SwiftParser.
    private static func parsedDeclarations(in text: String) -> [Declaration] {
        final class Finder: SyntaxVisitor {
            var found: [Declaration] = []
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
                let inherited = node.inheritanceClause?.inheritedTypes.flatMap { TipProtocols.names(of: $0.type) } ?? []
                found.append(Declaration(name: node.name.text, inherited: inherited))
                return .skipChildren
            }
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                let named = TipProtocols.names(of: node.initializer.value)
                if !named.isEmpty { found.append(Declaration(name: node.name.text, inherited: named)) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.found
    }

    /// The names an inherited type lists, each by its last component: `Tip` for `Tip` and
    /// `TipKit.Tip`, both names of `OnboardingTip & Sendable`.
    static func names(of type: TypeSyntax) -> [String] {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
        if let member = type.as(MemberTypeSyntax.self) { return [member.name.text] }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { names(of: $0.type) }
        }
        return []
    }
}
