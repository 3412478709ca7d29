import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads translated XLIFF 1.2 (what `XLIFFExporter` wrote, back from a translator or a vendor's
/// tool): each `<file>`'s languages and each `<trans-unit>`'s id, source, target and state,
/// character for character. Text inside inline elements a tool may add (`<mrk>`, `<g>`) is
/// kept as text, and the elements are named (`Unit.inlineMarkup`) so import can say what tip
/// copy, which is plain text, cannot keep; a CDATA section is text too.
///
/// Anything that is not XLIFF it can read is one `XLIFFReader.Problem`: the file, the line and
/// column the XML parser stopped at, and what to do.
public enum XLIFFReader {
    /// One `<file>` of an XLIFF document.
    public struct File: Equatable, Sendable {
        public let original: String
        public let sourceLanguage: String
        public let targetLanguage: String
        public var units: [Unit]
        /// Where the `<file>` element starts, for messages about the whole file.
        public let line: Int
        public let column: Int
    }

    /// One `<trans-unit>`.
    public struct Unit: Equatable, Sendable {
        public let id: String
        /// Nil when the unit has no `<source>`.
        public var source: String?
        /// Nil when the unit has no `<target>`.
        public var target: String?
        /// The target's `state`, nil when it has none.
        public var state: String?
        /// The inline elements inside the target (`g`, `x`, `ph`, `mrk`…), in document order.
        public var inlineMarkup: [String]
        /// Where the unit starts, for messages.
        public let line: Int
        public let column: Int

        public init(
            id: String, source: String?, target: String?, state: String?, inlineMarkup: [String] = [], line: Int, column: Int
        ) {
            self.id = id
            self.source = source
            self.target = target
            self.state = state
            self.inlineMarkup = inlineMarkup
            self.line = line
            self.column = column
        }
    }

    /// Why a file could not be read, as `path:line:column: error: …`.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let path: String
        public let line: Int?
        public let column: Int?
        public let message: String

        public init(path: String, line: Int?, column: Int?, message: String) {
            self.path = path
            self.line = line
            self.column = column
            self.message = message
        }

        public var description: String {
            let place = line.map { ":\($0):\(column ?? 1)" } ?? ""
            return "\(path)\(place): error: \(message)"
        }
    }

    /// The XLIFF files a path names: the file itself, or a folder's `*.xliff` and `*.xlf` files
    /// in name order.
    public static func files(at path: String) throws(Problem) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Problem(path: path, line: nil, column: nil, message: "no such file or folder")
        }
        guard isDirectory.boolValue else { return [path] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw Problem(path: path, line: nil, column: nil, message: "the folder cannot be read")
        }
        let found = names.filter { $0.hasSuffix(".xliff") || $0.hasSuffix(".xlf") }.sorted()
        guard !found.isEmpty else {
            throw Problem(path: path, line: nil, column: nil, message: "the folder holds no .xliff or .xlf file; name the translated files or their folder")
        }
        return found.map { (path as NSString).appendingPathComponent($0) }
    }

    /// The `<file>`s of the XLIFF document at `path`.
    public static func read(contentsOf path: String) throws(Problem) -> [File] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(path: path, line: nil, column: nil, message: "the file cannot be read")
        }
        return try parse(data, path: path)
    }

    /// The `<file>`s of an XLIFF document's bytes; `path` names it in problems.
    public static func parse(_ data: Data, path: String) throws(Problem) -> [File] {
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        let reader = Delegate()
        parser.delegate = reader
        // The first error, wherever the parser reports it: on Linux `parse()` can return true
        // after a malformed end tag, having reported the error only to the delegate.
        let parsed = parser.parse()
        if let problem = reader.problem {
            throw Problem(path: path, line: problem.line, column: problem.column, message: problem.message)
        }
        guard parsed, parser.parserError == nil else {
            throw Problem(
                path: path, line: parser.lineNumber, column: parser.columnNumber,
                message: "the XML is not well-formed (\(Self.reason(parser.parserError))); fix it there, then import again")
        }
        // FoundationXML says nothing of a file that ends with elements still open (cut short).
        if let open = reader.openElements.last {
            throw Problem(path: path, line: parser.lineNumber, column: parser.columnNumber, message: cutShort(open))
        }
        guard reader.sawXLIFF else {
            throw Problem(path: path, line: 1, column: 1, message: "not an XLIFF document (no <xliff> element)")
        }
        return reader.files
    }

    static func cutShort(_ element: String) -> String {
        "the file ends before <\(element)> is closed (cut short?); export it again from the translation tool"
    }

    /// What a parse error means, in words: FoundationXML on Linux gives only a code, libxml2's
    /// error number (xmlerror.h).
    static func reason(_ error: (any Error)?) -> String {
        guard let code = (error as NSError?)?.code else { return "it stops early" }
        switch code {
        case 5: return "something follows the end of the document's root element"
        case 9: return "a character XML does not allow"
        case 23: return "an entity without its closing ;"
        case 26: return "an entity XML does not define; write & as &amp;"
        case 41: return "an attribute without a value"
        case 42: return "an attribute given twice"
        case 68: return "a name is missing after & or <; write a literal & as &amp; and < as &lt;"
        case 73: return "a tag without its closing >"
        case 76: return "an end tag does not match the element it closes"
        case 77: return "the file ends inside a tag"
        default: return "libxml2 error \(code)"
        }
    }

    /// Collects files and units as the parser walks the document.
    private final class Delegate: NSObject, XMLParserDelegate {
        var files: [File] = []
        var sawXLIFF = false
        var problem: (line: Int, column: Int, message: String)?
        /// The elements started and not yet ended, outermost first.
        var openElements: [String] = []
        /// The `source` or `target` whose text is being collected, and how deep inside it.
        private var collecting: (element: String, depth: Int)?
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            openElements.append(name)
            if let current = collecting {
                collecting = (current.element, current.depth + 1)
                if current.element == "target" {
                    files[files.count - 1].units[files[files.count - 1].units.count - 1].inlineMarkup.append(name)
                }
                return
            }
            switch name {
            case "xliff":
                sawXLIFF = true
                if let version = attributes["version"], version != "1.2", version != "1.1", version != "1.0" {
                    fail(parser, "XLIFF version \(version) is not read; export XLIFF 1.2 from the translation tool")
                }
            case "file":
                guard let source = attributes["source-language"], let target = attributes["target-language"] else {
                    return fail(parser, "<file> needs source-language and target-language; which locale is this translation for?")
                }
                files.append(
                    File(
                        original: attributes["original"] ?? "", sourceLanguage: source, targetLanguage: target, units: [],
                        line: parser.lineNumber, column: parser.columnNumber))
            case "trans-unit":
                guard !files.isEmpty else { return fail(parser, "<trans-unit> outside a <file>") }
                guard let id = attributes["id"] else { return fail(parser, "<trans-unit> without an id") }
                files[files.count - 1].units.append(
                    Unit(id: id, source: nil, target: nil, state: nil, line: parser.lineNumber, column: parser.columnNumber))
            case "source", "target":
                guard files.last?.units.isEmpty == false else { return }
                collecting = (name, 0)
                text = ""
                if name == "target" { files[files.count - 1].units[files[files.count - 1].units.count - 1].state = attributes["state"] }
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard problem == nil else { return }
            // libxml2 says "document end" both for what follows the root and for a file cut short.
            if (parseError as NSError).code == 5, let open = openElements.last {
                problem = (parser.lineNumber, parser.columnNumber, XLIFFReader.cutShort(open))
                return
            }
            problem = (
                parser.lineNumber, parser.columnNumber,
                "the XML is not well-formed (\(XLIFFReader.reason(parseError))); fix it there, then import again"
            )
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if collecting != nil { text += string }
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            if collecting != nil { text += String(decoding: CDATABlock, as: UTF8.self) }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = openElements.popLast()
            guard let current = collecting else { return }
            guard current.depth == 0 else {
                collecting = (current.element, current.depth - 1)
                return
            }
            collecting = nil
            let file = files.count - 1
            let unit = files[file].units.count - 1
            if current.element == "source" { files[file].units[unit].source = text } else { files[file].units[unit].target = text }
        }

        private func fail(_ parser: XMLParser, _ message: String) {
            guard problem == nil else { return }
            problem = (parser.lineNumber, parser.columnNumber, message)
            parser.abortParsing()
        }
    }
}
