import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import Synchronization
import TipPlayground

/// `tiptui import`: Swift sources in, a playground out.
public enum PlaygroundImporter {
    /// What an import produced.
    public struct Result: Sendable {
        /// The playground: it loads and lints clean (checked by reading its own JSON back).
        public let document: PlaygroundDocument
        /// The playground file's text.
        public let json: String
        /// What could not be translated, at its place in the Swift sources.
        public let warnings: [SourceDiagnostic]
        /// Files and folders that could not be read at all; everything else was imported.
        public let problems: [SourceDiagnostic]
        /// How many Swift files were parsed.
        public let swiftFileCount: Int
        /// The locales the string tables read translate into, sorted: what the playground's
        /// `stringCatalogs` bring, said in the import's summary so a missing table shows.
        public let tableLocales: [String]
        /// Problems of the written playground itself, found by reading it back; always empty
        /// unless the import has a defect, and then nothing should be written.
        public let playgroundProblems: [SourceDiagnostic]
    }

    /// Imports every Swift file under `paths`. String tables found there are named by the
    /// playground, relative to `outputDirectory` (the folder the playground will be written to).
    public static func importSources(
        paths: [String], playgroundFileName: String = "imported.json", outputDirectory: String = "."
    ) -> Result {
        importSources(
            paths: paths, playgroundFileName: playgroundFileName, outputDirectory: outputDirectory,
            blanksIrrelevantCode: true)
    }

    /// The import, with the blanking of irrelevant code before parsing optional so that tests
    /// can check it changes nothing, and the steps of resolving constants counted in `work`.
    static func importSources(
        paths: [String], playgroundFileName: String = "imported.json", outputDirectory: String = ".",
        blanksIrrelevantCode: Bool, work: ImportWork? = nil
    ) -> Result {
        let tree = SourceTree(paths: paths)
        let files = tree.swiftFiles
        // First every file is read, and its protocol declarations found: a tip may conform
        // through a protocol another file declares, which its scanner must know of.
        let texts = Mutex<[(text: Swift.Result<String, SourceDiagnostic>, protocols: [TipProtocols.Declaration])?]>(
            Array(repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let text = SwiftSourceReader.read(files[index])
            let declarations = (try? text.get()).map(TipProtocols.declarations(in:)) ?? []
            texts.withLock { $0[index] = (text, declarations) }
        }
        let read = texts.withLock { $0 }.map { $0! }
        let protocols = TipProtocols(declarations: read.flatMap(\.protocols))
        let results = Mutex<[Swift.Result<SourceFindings, SourceDiagnostic>?]>(
            Array(repeating: nil, count: files.count))
        // One worker per core, each taking the next file; results go to the file's own slot, so
        // their order (and so the playground and its warnings) does not depend on scheduling.
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let outcome = read[index].text.map {
                scan($0, fileName: files[index], blanksIrrelevantCode: blanksIrrelevantCode, protocols: protocols)
            }
            results.withLock { $0[index] = outcome }
        }
        var findings: [SourceFindings] = []
        var problems = tree.problems
        for outcome in results.withLock({ $0 }) {
            switch outcome {
            case .success(let found)?: findings.append(found)
            case .failure(let problem)?: problems.append(problem)
            case nil: break
            }
        }
        // Copy written through constants (`Text(L10n.Onboarding.title)`), perhaps declared in files
        // that name nothing a tip is made of.
        let constants = ConstantReader.constants(
            for: PlaygroundAssembler.references(in: findings), texts: read.map { try? $0.text.get() }, files: files,
            protocols: protocols, work: work)
        var assembler = PlaygroundAssembler(
            findings: findings, protocols: protocols, constants: constants.constants,
            declaringTypes: constants.declaringTypes, work: work)
        // Only the tables the tips' copy is looked up in (`CopyTables`).
        let tables = CopyTables.choose(from: tree, copyTables: assembler.copyTables)
        var catalogs: [String] = []
        var language: String?
        var tableLocales: Set<String> = []
        var loadedTables: [StringTable] = []
        for table in tables.read {
            do {
                let loaded = try StringTable.load(path: table)
                loadedTables.append(loaded)
                tableLocales.formUnion(loaded.entries.values.flatMap(\.keys))
                // The keys' language: the copy's, which an English catalog leaves unsaid.
                if language == nil, let source = loaded.sourceLanguage, source != "en" { language = source }
                catalogs.append(relativePath(of: table, from: outputDirectory))
            } catch {
                problems.append(error)
            }
        }
        let title = "Imported from " + paths.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
        // Copy written as a key (`Text("onboarding.welcome.title")`) shows the development
        // language's entry: the catalogs' source language, else English.
        let development = language ?? loadedTables.lazy.compactMap(\.sourceLanguage).first ?? "en"
        let assembled = assembler.document(
            fileName: playgroundFileName, title: title, stringCatalogs: catalogs, language: language,
            developmentCopy: { key in
                loadedTables.lazy.compactMap { $0.entry(for: key, locale: development)?.value }.first
            },
            generatedKeys: RSwiftIdentifier.keys(byIdentifier: loadedTables.flatMap(\.entries.keys)))
        let (document, plurals) = PluralTables.read(tables.plurals, into: assembled, developmentLanguage: development)
        let json = PlaygroundWriter.json(document)
        let warnings = findings.flatMap(\.warnings) + assembler.warnings + tables.warnings + plurals
        // The written text is what the user gets, so it is what must load, catalogs included.
        var playgroundProblems: [SourceDiagnostic] = []
        do {
            _ = try PlaygroundLoader.parse(json, fileName: playgroundFileName)
        } catch {
            playgroundProblems = error.problems
        }
        playgroundProblems += unresolvedCatalogs(catalogs, from: outputDirectory, playgroundFileName: playgroundFileName)
        return Result(
            document: document, json: json, warnings: warnings, problems: problems, swiftFileCount: files.count,
            tableLocales: tableLocales.sorted(), playgroundProblems: playgroundProblems)
    }

    /// The catalogs the loader would not find from the folder the playground is written to (were
    /// there any, a defect of the import). Checked only when that folder exists.
    private static func unresolvedCatalogs(_ catalogs: [String], from directory: String, playgroundFileName: String)
        -> [SourceDiagnostic]
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
        else { return [] }
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        return catalogs.filter { path in
            !FileManager.default.fileExists(atPath: PlaygroundLoader.catalogURL(path, playgroundFolder: folder).path)
        }.map { path in
            SourceDiagnostic(
                file: playgroundFileName, line: 1, column: 1,
                message: "string table '\(path)' is not found from the playground's folder \(directory)")
        }
    }

    /// Parses one file's text and scans it. SwiftParser recovers from most errors by itself;
    /// where it skipped a long stretch (code after prose, or after a badly broken declaration),
    /// parsing starts again at the first line in that stretch that begins a declaration, so
    /// whatever parses is imported.
    ///
    /// Code that names nothing the scanner reads is blanked first (`IrrelevantCodeBlanker`); if
    /// what remains does not parse cleanly, the file is parsed as written instead, so a
    /// blanking that disturbed the code can cost time but never findings.
    static func scan(
        _ text: String, fileName: String, blanksIrrelevantCode: Bool = true, protocols: TipProtocols = TipProtocols()
    ) -> SourceFindings {
        var findings = SourceFindings()
        // Every construct the import reads names a marker (or one of the app's tip protocols);
        // most of an app's files (models, networking) name none, and parsing is most of an
        // import's time.
        let markers = TipSourceScanner.markers(with: protocols)
        guard IrrelevantCodeBlanker.mentionsMarker(text, markers: markers) else { return findings }
        if blanksIrrelevantCode, let blanked = IrrelevantCodeBlanker.blanked(text, markers: markers) {
            let tree = Parser.parse(source: blanked)
            if !tree.hasError {
                let scanner = TipSourceScanner(fileName: fileName, tree: tree, lineOffset: 0, protocols: protocols)
                scanner.walk(tree)
                return scanner.findings
            }
        }
        var pending: [(text: Substring.UTF8View, lineOffset: Int)] = [(Substring(text).utf8, 0)]
        var resyncs = 0
        while let (slice, lineOffset) = pending.popLast() {
            let tree = Parser.parse(source: String(Substring(slice)))
            if lineOffset == 0, let syntaxError = FirstSyntaxError.warning(in: tree, fileName: fileName) {
                findings.warnings.append(syntaxError)
            }
            let scanner = TipSourceScanner(fileName: fileName, tree: tree, lineOffset: lineOffset, protocols: protocols)
            scanner.walk(tree)
            findings.merge(scanner.findings)
            for region in scanner.skippedRegions where resyncs < maximumResyncs {
                let bytes = slice.dropFirst(region.lowerBound).prefix(region.count)
                guard let start = declarationStart(in: bytes) else { continue }
                resyncs += 1
                let skippedLines = slice[slice.startIndex..<start].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                pending.append((slice[start..<bytes.endIndex], lineOffset + skippedLines))
            }
        }
        return findings
    }

    /// Bounds the work on a file that is mostly not Swift.
    static let maximumResyncs = 200

    /// What SwiftParser is first given for a file's text: the text with irrelevant code blanked
    /// (or as written when the lexer cannot vouch for it). Public for the benchmark, which
    /// reports the parser's share of an import.
    public static func textToParse(_ source: String) -> String {
        IrrelevantCodeBlanker.blanked(source) ?? source
    }

    /// The first line in `bytes` (after its first, which the parser already tried) that begins
    /// like a declaration.
    private static func declarationStart(in bytes: Substring.UTF8View) -> String.Index? {
        let starts = [
            "struct ", "final class ", "class ", "enum ", "extension ", "@main", "import ", "func ", "@State", "var ",
            "let ",
        ]
        var index = bytes.startIndex
        var isFirstLine = true
        while index < bytes.endIndex {
            let lineEnd = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            if !isFirstLine {
                let line = Substring(bytes[index..<lineEnd]).drop { $0 == " " || $0 == "\t" }
                if starts.contains(where: { line.hasPrefix($0) }) { return index }
            }
            isFirstLine = false
            guard lineEnd < bytes.endIndex else { break }
            index = bytes.index(after: lineEnd)
        }
        return nil
    }

    /// `path` as the playground names it from `directory`, the folder it is written to, which is
    /// where the loader looks (`PlaygroundLoader.catalogURL`): a path down from that folder when
    /// the table is under it, else with `..` steps counted between the real folders (symbolic
    /// links resolved), since the system takes a `..` from the real folder, not from the link
    /// the path went through.
    static func relativePath(of path: String, from directory: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
        if target.count > base.count, target.starts(with: base) {
            return target[base.count...].joined(separator: "/")
        }
        let realTarget = URL(fileURLWithPath: path).resolvingSymlinksInPath().pathComponents
        let realBase = URL(fileURLWithPath: directory).resolvingSymlinksInPath().pathComponents
        var shared = 0
        while shared < min(realTarget.count, realBase.count), realTarget[shared] == realBase[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: realBase.count - shared)
        return (ups + realTarget[shared...]).joined(separator: "/")
    }
}
