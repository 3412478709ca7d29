extension PlaygroundDocument {
    /// Lint: where the playground file and its String Catalogs use the JSON relaxations
    /// (`JSONRelaxation`), as warnings at file:line:column that say how to write it strictly.
    /// The document read from no file has none.
    public var jsonRelaxationWarnings: [SourceDiagnostic] {
        guard let sources else { return [] }
        var warnings = Self.warnings(in: sources.playground.bytes, file: fileName) { relaxation in
            // A raw line break in a playground is most often a rule written as in Swift.
            guard case .rawControls(let scalars) = relaxation.kind, scalars.contains("\n") else { return "" }
            return " (a rule may also be an array of its lines)"
        }
        for name in stringCatalogs where name.hasSuffix(".xcstrings") {
            if let catalog = sources.catalogs[name] { warnings += Self.warnings(in: catalog.bytes, file: catalog.path) { _ in "" } }
        }
        return warnings
    }

    private static func warnings(
        in bytes: [UInt8], file: String, hint: (JSONRelaxation) -> String
    ) -> [SourceDiagnostic] {
        let relaxations = (try? JSONParser.parseNotingRelaxations(String(decoding: bytes, as: UTF8.self)))?.relaxations ?? []
        return relaxations.map { relaxation in
            SourceDiagnostic(
                file: file, line: relaxation.position.line, column: relaxation.position.column,
                message: relaxation.message + hint(relaxation), severity: .warning)
        }
    }
}
