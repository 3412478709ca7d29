import Foundation
import Testing
import TipCore
import TipPlayground

@testable import TipImport

@Suite("Import: rules over several inputs")
struct ImportCombinedRuleTests {
    @Test("A compound rule and a two-input rule import whole, as one rule each, and run in the playground")
    func compoundAndTwoInputRules() throws {
        let result = try ImportFixtures.importing([
            "ExportTips.swift": ##"""
                import TipKit

                struct QuickExportTip: Tip {
                    @Parameter static var isPro = false
                    static let didExport = Tips.Event(id: "didExport")

                    var title: Text { Text("Export with one tap") }

                    var rules: [Rule] {
                        Tips.Rule(.disjunction, [
                            #Rule(Self.$isPro) { $0 == true },
                            #Rule(Self.didExport) { $0.donations.count >= 3 },
                        ])
                    }
                }

                struct SyncTip: Tip {
                    @Parameter static var deviceCount: Int = 1
                    static let didOpenSettings = Tips.Event(id: "didOpenSettings")

                    var title: Text { Text("Sync your settings") }

                    var rules: [Rule] {
                        #Rule(Self.$deviceCount, Self.didOpenSettings) { devices, settings in
                            devices > 1 && settings.donations.count >= 2
                        }
                    }
                }
                """##,
        ])
        #expect(result.playgroundProblems.isEmpty, "\(result.playgroundProblems)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let quick = try #require(result.document.tip(id: "QuickExportTip"))
        #expect(quick.rules.count == 1, "the compound's parts are its own, not two ANDed rules")
        #expect(quick.rules.first?.expression.inputs == [.parameter("isPro"), .event("didExport")])
        let sync = try #require(result.document.tip(id: "SyncTip"))
        #expect(sync.rules.first?.expression.inputs == [.parameter("deviceCount"), .event("didOpenSettings")])
        #expect(result.document.parameter(id: "deviceCount").map { p in
            result.document.screens.flatMap(\.allControls).contains { $0.effects.contains(.setParameter(p.id, to: .int(2))) }
        } == true, "a button sets the value the rule compares with, and the one above it")
    }

    @Test("A rule built from PredicateExpressions is skipped with a warning that says how to import it")
    func predicateExpressionRules() throws {
        let result = try ImportFixtures.importing([
            "ArchiveTip.swift": ##"""
                import TipKit

                struct ArchiveTip: Tip {
                    @Parameter static var archivedCount = 0

                    var title: Text { Text("Find archived notes here") }

                    var rules: [Rule] {
                        Tips.Rule(Self.$archivedCount) {
                            PredicateExpressions.build_Comparison(
                                lhs: PredicateExpressions.build_Arg($0),
                                rhs: PredicateExpressions.build_Arg(5),
                                op: .greaterThanOrEqual
                            )
                        }
                    }
                }
                """##,
        ])
        #expect(result.document.tip(id: "ArchiveTip")?.rules.isEmpty == true)
        let warning = try #require(result.warnings.first { $0.message.contains("PredicateExpressions") })
        #expect(warning.message.contains("write it as the #Rule it expands from"))
        #expect(warning.description.contains("ArchiveTip.swift:9:"), "\(warning)")
    }
}
