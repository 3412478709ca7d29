import Foundation
import SwiftParser
import SwiftSyntax
import Testing
import TipCore
import TipPlayground

@testable import TipImport

@Suite("Import: #if blocks read as an iPhone release build compiles them")
struct ImportConditionalCompilationTests {
    static let platforms = PlaygroundImporter.importSources(paths: [ImportFixtures.fixture("Platforms")])

    private static let build = "the import reads an iPhone release build (iOS, DEBUG not set)"

    @Test("Copy written per platform is imported from the iOS branch")
    func iOSCopy() throws {
        let tip = try #require(Self.platforms.document.tip(id: "DragToExportTip"))
        #expect(tip.message == "Touch and hold a sketch, then drag it to Files.")
        #expect(tip.image == "iphone", "the #else of an #if os(macOS)")
    }

    @Test("Rules in #if DEBUG are left out and the release rules kept")
    func releaseRules() throws {
        let tip = try #require(Self.platforms.document.tip(id: "DragToExportTip"))
        #expect(tip.rules.map(\.source) == ["#Rule(Self.didFinishSketch) { $0.donations.count >= 3 }"])
    }

    @Test("A tip inside #if canImport(TipKit) is imported; one only for macOS or for debugging is not, and is named")
    func tipsInIfBlocks() throws {
        #expect(Self.platforms.document.tips.map(\.id) == ["DragToExportTip"])
        #expect(Self.platforms.document.configuration.displayFrequency == .daily)
    }

    @Test("A popoverTip in a postfix #if is placed on the view before it")
    func postfixIf() throws {
        let screen = try #require(Self.platforms.document.screens.first)
        let export = try #require(screen.control(id: "export"))
        #expect(export.label == "Export")
        #expect(screen.placements.contains { $0.content == .tip("DragToExportTip") && $0.presentation == .popover(anchor: "export") && $0.arrowEdge == .bottom })
    }

    @Test("Each #if that leaves out something the import reads says which branch it read, at the #if")
    func warningsNameTheBranches() throws {
        let warnings = Self.platforms.warnings.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column): \($0.message)" }
        #expect(warnings == [
            "ExportTips.swift:11:9: #if os(iOS): \(Self.build), so it reads #if os(iOS) and leaves out #elseif os(visionOS) (line 13) and #else (line 15)",
            "ExportTips.swift:21:9: #if os(macOS): \(Self.build), so it reads #else (line 23) and leaves out #if os(macOS)",
            "ExportTips.swift:29:9: #if DEBUG: \(Self.build), so it reads #else (line 31) and leaves out #if DEBUG, with a rule",
            "ExportTips.swift:37:1: #if os(macOS): \(Self.build), so it reads no branch and leaves out #if os(macOS), with tip 'MenuBarTip'",
            "ExportTips.swift:43:1: #if DEBUG: \(Self.build), so it reads no branch and leaves out #if DEBUG, with tip 'ResetTipsTip'",
            "SketchbookApp.swift:7:9: #if DEBUG: \(Self.build), so it reads #else (line 10) and leaves out #if DEBUG, with the display frequency",
        ])
    }

    @Test("Conditions are those of one fixed build, whatever machine imports")
    func conditions() throws {
        let expectations: [(String, Bool)] = [
            ("os(iOS)", true), ("os(macOS)", false), ("os(visionOS) || os(iOS)", true), ("!os(watchOS)", true),
            ("DEBUG", false), ("!DEBUG", true), ("BETA_FEATURES", false), ("os(iOS) && !targetEnvironment(simulator)", true),
            ("targetEnvironment(macCatalyst)", false), ("canImport(UIKit)", true), ("canImport(AppKit)", false),
            ("canImport(TipKit)", true), ("swift(>=5.9)", true), ("compiler(<6)", false), ("swift(>=6.1)", false),
            ("(DEBUG || os(iOS)) && arch(arm64)", true), ("DEBUG || os(macOS) && true", false), ("true", true),
        ]
        for (condition, expected) in expectations {
            let tree = Parser.parse(source: "#if \(condition)\nlet x = 1\n#endif\n")
            let config = try #require(tree.statements.first?.item.as(IfConfigDeclSyntax.self), "\(condition)")
            let parsed = try #require(config.clauses.first?.condition, "\(condition)")
            #expect(CompilationConditions.isTrue(parsed) == expected, "\(condition)")
        }
    }

    @Test("An #if that leaves out nothing the import reads says nothing")
    func quietIfs() throws {
        let result = try ImportFixtures.importing([
            "Tips.swift": """
                #if canImport(TipKit)
                import TipKit

                struct StarTip: Tip {
                    var title: Text { Text("Star a sketch") }
                }
                #else
                // No tips before iOS 17.
                #endif

                enum Logging {
                    static func start() {
                        #if DEBUG
                        print("debug build")
                        #endif
                    }
                }
                """,
        ])
        #expect(result.document.tips.map(\.id) == ["StarTip"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("Copy computed by statements the import does not run is a warning, not dropped silently")
    func statementsAreAWarning() throws {
        let result = try ImportFixtures.importing([
            "Tips.swift": """
                import TipKit

                struct ProTip: Tip {
                    var isPro = false
                    var title: Text { Text("Try Pro") }
                    var message: Text? {
                        if isPro { return Text("You have Pro.") }
                        return Text("Pro unlocks layers.")
                    }
                }
                """,
        ])
        #expect(result.document.tip(id: "ProTip")?.message == nil)
        #expect(result.warnings.map(\.message) == [
            "the message of tip 'ProTip' is computed by statements the import does not run; not imported"
        ])
        #expect(result.warnings.first?.line == 6)
    }
}
