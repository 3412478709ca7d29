import Dispatch
import SwiftParser
import Synchronization

/// Reads the string constants that tips' copy is written through (`Text(L10n.Onboarding.title)`),
/// which may be declared in files naming nothing a tip is made of (SwiftGen's `Strings.swift`).
///
/// Every file is lexed once for the names it declares (`ConstantDeclarations`); each reference
/// is looked up among them as Swift would resolve it (`ConstantNames`), and only the files that
/// declare the constant it names are parsed, with all but the declarations of the names wanted
/// there blanked. A constant that names another (`static let dismiss = Strings.notNow`) is
/// followed the same way, a few steps at most. A file is never searched for every name the app
/// declares, so the work grows with the files and the constants followed, not with their product.
enum ConstantReader {
    /// A name copy is written through, and the type it is written in.
    struct Reference: Hashable {
        var path: String
        var owner: String?
    }

    /// The steps of a chain of constants followed (`a = b`, `b = c`, …) before giving up.
    static let maximumSteps = 8

    /// What the reading found.
    struct Found {
        /// The constants the references reach, by qualified name.
        var constants: [String: SourceFindings.FoundConstant] = [:]
        /// The outermost types that declare a constant in some file (`L10n` for
        /// `L10n.Onboarding.title`), from the same index: a reference into a type none of the files
        /// declares names a file the import was not given (a generated one, left out of the
        /// repository). Nil when some file could not be indexed, and so may declare any type.
        var declaringTypes: Set<String>?
    }

    /// The constants `references` reach. `texts` holds each file's text (nil when unreadable), in
    /// the order of `files`.
    static func constants(
        for references: Set<Reference>, texts: [String?], files: [String], protocols: TipProtocols,
        work: ImportWork? = nil
    ) -> Found {
        guard !references.isEmpty else { return Found() }
        let declared = Mutex<[[String]?]>(Array(repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let names = texts[index].flatMap(ConstantDeclarations.qualifiedNames(in:))
            work?.add(names?.count ?? 0)
            declared.withLock { $0[index] = names }
        }
        var declaringFiles: [String: [Int]] = [:]
        var unindexed: [Int] = []
        for (index, names) in declared.withLock({ $0 }).enumerated() {
            guard let names else {
                if texts[index] != nil { unindexed.append(index) }
                continue
            }
            for name in Set(names) { declaringFiles[name, default: []].append(index) }
        }
        let names = ConstantNames(declaringFiles.keys)
        var declaringTypes: Set<String> = []
        for name in declaringFiles.keys {
            if let dot = name.firstIndex(of: ".") { declaringTypes.insert(String(name[..<dot])) }
        }

        var constants: [String: SourceFindings.FoundConstant] = [:]
        var requested: Set<String> = []
        var pending = references
        for step in 0..<maximumSteps where !pending.isEmpty {
            // File → the names wanted from it (their last part: what its blanking keeps).
            var wanted: [Int: Set<String>] = [:]
            var asked: [String] = []
            for reference in pending {
                guard let name = names.resolve(reference.path, from: reference.owner, work: work),
                    requested.insert(name).inserted
                else { continue }
                asked.append(name)
                let last = String(name.split(separator: ".").last ?? Substring(name))
                for file in declaringFiles[name] ?? [] { wanted[file, default: []].insert(last) }
            }
            // A file the lexer cannot read is parsed whole, once: it may declare anything.
            if step == 0 { for file in unindexed { wanted[file] = [] } }
            let order = wanted.sorted { $0.key < $1.key }
            let found = Mutex<[[String: SourceFindings.FoundConstant]]>(Array(repeating: [:], count: order.count))
            DispatchQueue.concurrentPerform(iterations: order.count) { slot in
                let file = order[slot].key
                guard let text = texts[file] else { return }
                let markers = order[slot].value.sorted()
                work?.add(markers.count)
                let source = markers.isEmpty ? text : IrrelevantCodeBlanker.blanked(text, markers: markers, keepsInstances: false) ?? text
                let tree = Parser.parse(source: source)
                let scanner = TipSourceScanner(fileName: files[file], tree: tree, lineOffset: 0, protocols: protocols)
                scanner.walk(tree)
                found.withLock { $0[slot] = scanner.findings.constants }
            }
            for fileConstants in found.withLock({ $0 }) { constants.merge(fileConstants) { first, _ in first } }
            pending = Set(
                asked.compactMap { name in
                    constants[name]?.target.map { Reference(path: $0, owner: owner(of: name)) }
                })
        }
        return Found(constants: constants, declaringTypes: unindexed.isEmpty ? declaringTypes : nil)
    }

    /// The type a qualified name is declared in (`Strings.Menu` for `Strings.Menu.title`).
    static func owner(of name: String) -> String? {
        name.lastIndex(of: ".").map { String(name[..<$0]) }
    }
}
