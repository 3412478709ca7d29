import TipPlayground
#if !TIPTUI_SWIFT
import TipImport  // tiptui-swift compiles these sources and TipImport's as one module (Package.swift)
#endif

/// The Swift files `tiptui review` reads, with their text and issues: found and read the way
/// `tiptui import` does (`SourceTree`, `SwiftSourceReader`), parsed with SwiftParser.
public struct SwiftSourceReview: Sendable {
    public struct File: Sendable {
        public let path: String
        /// The file's lines, so a finding can look for a silencing comment on or above its line.
        public let lines: [Substring]
        public let issues: [SwiftReviewIssue]
    }

    public private(set) var files: [File] = []
    /// Paths that could not be walked or read.
    public private(set) var problems: [SourceDiagnostic] = []

    public init(paths: [String]) {
        let tree = SourceTree(paths: paths)
        problems = tree.problems
        for path in tree.swiftFiles {
            switch SwiftSourceReader.read(path) {
            case .success(let text):
                files.append(File(path: path, lines: text.split(separator: "\n", omittingEmptySubsequences: false),
                                  issues: SwiftReviewScanner.issues(in: text)))
            case .failure(let problem):
                problems.append(problem)
            }
        }
    }

    /// The issues of Swift source text (for tests and callers with text in hand).
    public static func issues(in text: String) -> [SwiftReviewIssue] {
        SwiftReviewScanner.issues(in: text)
    }
}
