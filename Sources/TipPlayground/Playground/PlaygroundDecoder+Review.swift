extension PlaygroundDecoder {
    /// `"review": { "ignore": ["COPY-3", ...] }` on a tip. Only the shape is checked here; the
    /// ids belong to `tiptui review`, which knows its checks.
    mutating func reviewIgnores(_ node: JSONNode, of tip: String) -> [ReviewIgnore] {
        guard let members = members(of: node, "the review settings of \(tip)", keys: ["ignore"]) else { return [] }
        var ignores: [ReviewIgnore] = []
        for idNode in array("ignore", in: members) {
            guard case .string(let id) = idNode.value, !id.isEmpty else {
                report(
                    "expected a check id like \"COPY-3\" in 'ignore' of \(members.context), found \(idNode.kindPhrase)",
                    at: idNode.position)
                continue
            }
            ignores.append(ReviewIgnore(checkID: id, position: idNode.position))
        }
        return ignores
    }
}
