extension PlaygroundLoader {
    /// Validates an already parsed JSON tree, for callers that also read the tree themselves
    /// (`tiptui review` takes finding positions from it) and should not parse the text twice.
    public static func decode(_ root: JSONNode, fileName: String) throws(PlaygroundLoadError) -> PlaygroundDocument {
        var decoder = PlaygroundDecoder(fileName: fileName)
        guard let document = decoder.document(root) else {
            let sorted = decoder.problems.enumerated().sorted { lhs, rhs in
                (lhs.element.line, lhs.element.column, lhs.offset) < (rhs.element.line, rhs.element.column, rhs.offset)
            }
            throw PlaygroundLoadError(problems: sorted.map(\.element))
        }
        return document
    }
}
