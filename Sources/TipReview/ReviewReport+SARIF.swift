import Foundation

extension ReviewReport {
    /// The SARIF version written, for code-scanning tools (GitHub code scanning and others).
    public static let sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// `--format sarif`: one SARIF 2.1.0 log with one run of `tiptui`, its checks as rules and
    /// the findings as results. Columns count Unicode code points, as the playground's positions
    /// do (`columnKind`), not SARIF's default UTF-16 units.
    public static func sarif(_ reports: [ReviewReport], toolVersion: String) -> String {
        let checks = ReviewCheck.allCases
        let rules: [[String: Any]] = checks.map { check in
            [
                "id": check.id,
                "name": check.ruleName,
                "shortDescription": ["text": check.rationale],
                "fullDescription": ["text": "\(check.rationale) Source: \(check.source)."],
                "defaultConfiguration": ["level": check.severity.rawValue],
                "help": ["text": "Silence for one tip with \"review\": { \"ignore\": [\"\(check.id)\"] }."],
            ]
        }
        let results: [[String: Any]] = reports.flatMap { report in
            report.findings.map { finding in
                [
                    "ruleId": finding.check.id,
                    "ruleIndex": checks.firstIndex(of: finding.check) ?? 0,
                    "level": finding.severity.rawValue,
                    "message": ["text": finding.message],
                    "locations": [[
                        "physicalLocation": [
                            "artifactLocation": ["uri": finding.file],
                            "region": ["startLine": finding.position.line, "startColumn": finding.position.column],
                        ]
                    ]],
                ] as [String: Any]
            }
        }
        let run: [String: Any] = [
            "tool": [
                "driver": [
                    "name": "tiptui review", "version": toolVersion, "semanticVersion": toolVersion,
                    "rules": rules,
                ] as [String: Any]
            ],
            "columnKind": "unicodeCodePoints",
            "artifacts": reports.map { ["location": ["uri": $0.file]] },
            "results": results,
        ]
        return serialized(["$schema": sarifSchema, "version": "2.1.0", "runs": [run]])
    }
}

extension ReviewCheck {
    /// A SARIF rule name: the case name, in the PascalCase SARIF viewers show.
    var ruleName: String {
        let name = String(describing: self)
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
