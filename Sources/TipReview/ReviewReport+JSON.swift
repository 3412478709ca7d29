import Foundation

extension ReviewReport {
    /// `--format json`: every report's findings as plain JSON, for scripts.
    ///
    /// `{ "version": 1, "files": [ { "file", "tips", "errors", "warnings", "findings": [ { "check",
    /// "severity", "line", "column", "message", "tip" } ] } ] }`, keys sorted; a finding about
    /// part of a tip adds what it concerns (`ReviewFinding.Scope`): "piece", "locale", "variant",
    /// "widths" and "textSize", each only when set. A file with copy
    /// variants adds `"variants": [ { "tip", "variant" (absent for the tip's own copy),
    /// "withinBudgets", "checks", "lines": { "watch": { "title", "message" }, ... } } ]`.
    public static func json(_ reports: [ReviewReport]) -> String {
        let files: [[String: Any]] = reports.map { report in
            var file: [String: Any] = [
                "file": report.file, "tips": report.tipCount, "errors": report.errorCount,
                "warnings": report.warningCount,
                "findings": report.findings.map { finding -> [String: Any] in
                    var object: [String: Any] = [
                        "check": finding.check.id, "severity": finding.severity.rawValue,
                        "line": finding.position.line, "column": finding.position.column, "message": finding.message,
                    ]
                    if let tip = finding.tipID { object["tip"] = tip }
                    let scope = finding.scope
                    if let piece = scope.piece { object["piece"] = piece }
                    if let locale = scope.locale { object["locale"] = locale }
                    if let variant = scope.variant { object["variant"] = variant }
                    if !scope.widths.isEmpty { object["widths"] = scope.widths.map(\.rawValue) }
                    if let size = scope.textSize { object["textSize"] = size.rawValue }
                    return object
                },
            ]
            if !report.variantBudgets.isEmpty {
                file["variants"] = report.variantBudgets.map { budget -> [String: Any] in
                    var object: [String: Any] = [
                        "tip": budget.tipID, "withinBudgets": budget.isWithinBudgets, "checks": budget.findingChecks,
                        "lines": Dictionary(uniqueKeysWithValues: budget.lines.map {
                            ($0.width.rawValue, ["title": $0.title, "message": $0.message])
                        }),
                    ]
                    if let variant = budget.variant { object["variant"] = variant }
                    return object
                }
            }
            return file
        }
        return serialized(["version": 1, "files": files])
    }

    static func serialized(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
