import Foundation
import Testing
import TipCore
import TipPlayground

@testable import TipImport

@Suite("Import: tips that conform through the app's own protocols refining Tip")
struct ImportProtocolTipTests {
    static let onboarding = PlaygroundImporter.importSources(paths: [ImportFixtures.fixture("Onboarding")])

    @Test("A tip conforming through a protocol declared in another file is imported, in file order")
    func protocolTipsAreImported() throws {
        let document = Self.onboarding.document
        #expect(document.tips.map(\.id) == ["LayersHint", "WelcomeTip", "SyncTip"])
        #expect(document.tip(id: "WelcomeTip")?.title == "Welcome to Sketchbook")
        #expect(document.groups.map(\.tipIDs) == [["WelcomeTip", "SyncTip"]])
        #expect(ImportFixtures.placedTips(document) == Set(document.tips.map(\.id)))
        #expect(Self.onboarding.playgroundProblems.isEmpty, "\(Self.onboarding.playgroundProblems)")
    }

    @Test("A protocol extension's image and options reach the tips that do not declare their own")
    func protocolExtensionDefaults() throws {
        let welcome = try #require(Self.onboarding.document.tip(id: "WelcomeTip"))
        #expect(welcome.image == "sparkles")
        #expect(welcome.options == TipDeclaration.Options(maxDisplayCount: 1))
        #expect(welcome.message == "Swipe up anywhere for a blank page.")
        let sync = try #require(Self.onboarding.document.tip(id: "SyncTip"))
        #expect(sync.image == "icloud", "the tip's own image hides the default")
        #expect(sync.options == TipDeclaration.Options(maxDisplayCount: 1))
    }

    @Test("A tip conforming through a protocol that refines another gets defaults from both, nearest first")
    func refinedProtocols() throws {
        // `LayersHint: CanvasCoachmark`, `CanvasCoachmark: Coachmark`, `Coachmark: Tip`; the file
        // declaring `LayersHint` names no marker the import otherwise looks for.
        let hint = try #require(Self.onboarding.document.tip(id: "LayersHint"))
        #expect(hint.title == "Stack your strokes in layers")
        #expect(hint.image == "paintbrush.pointed")
        #expect(hint.actions.map(\.id) == ["got-it"])
        #expect(hint.actions.map(\.title) == ["Got it"])
        #expect(hint.options == TipDeclaration.Options())
    }

    @Test("A constrained protocol extension's defaults are not applied, with a warning at the extension")
    func constrainedExtensionIsAWarning() throws {
        let warnings = Self.onboarding.warnings
        #expect(warnings.count == 1, "\(warnings)")
        let warning = try #require(warnings.first)
        #expect(warning.file.hasSuffix("Onboarding/OnboardingTip.swift") && warning.line == 19 && warning.column == 1)
        #expect(
            warning.message
                == "the defaults this extension gives OnboardingTip (message) apply only to its tips that meet "
                + "'where Self: Codable', which the import does not check; not imported")
    }

    @Test("Protocol declarations are found by the lexer, not in comments or strings, and refinement is followed")
    func protocolDeclarationsAreFound() {
        let text = #"""
            // protocol Commented: Tip {}
            let note = "protocol Quoted: Tip {}"
            protocol StepTip: TipKit.Tip, Sendable where Self: Hashable {}
            protocol FinalStep: StepTip {}
            protocol Unrelated: Hashable {}
            """#
        let declarations = TipProtocols.declarations(in: text)
        #expect(declarations.map(\.name) == ["StepTip", "FinalStep", "Unrelated"])
        #expect(declarations.first?.inherited == ["Tip", "Sendable"])
        let protocols = TipProtocols(declarations: declarations)
        #expect(protocols.contains("StepTip") && protocols.contains("FinalStep") && !protocols.contains("Unrelated"))
        #expect(protocols.defaultsOrder(from: ["FinalStep"]) == ["FinalStep", "StepTip", "Tip"])
        #expect(protocols.extraMarkers == ["FinalStep"])
    }

    @Test("A tip conforming through a type alias of Tip, or of a composition with it, is imported")
    func typeAliases() throws {
        let text = """
            typealias Hint = Tip & Sendable
            typealias Handler = (Int) -> Void
            typealias StepTip = TipKit.Tip
            """
        #expect(TipProtocols.declarations(in: text).map(\.name) == ["Hint", "StepTip"])
        let result = try ImportFixtures.importing([
            "Aliases.swift": "import TipKit\n\n" + text + "\n",
            "Hints.swift": """
                import SwiftUI

                struct ZoomHint: Hint {
                    var title: Text { Text("Pinch to zoom") }
                }

                struct FirstStep: StepTip, Identifiable {
                    var title: Text { Text("Start with a sketch") }
                }
                """,
        ])
        #expect(result.document.tips.map(\.id) == ["ZoomHint", "FirstStep"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("A file the lexer will not vouch for (a regex literal) still has its protocols found, by the parser")
    func protocolsInFilesTheLexerRefuses() {
        let text = #"""
            let pattern = /[a-z]+(/
            protocol Hint: Tip {}
            typealias Step = Hint & Sendable
            """#
        #expect(TipProtocols.declarations(in: text).map(\.name) == ["Hint", "Step"])
    }

    @Test("Without a title of its own or from its protocol, a tip is named by its type, with a warning")
    func untitledProtocolTip() throws {
        let result = try ImportFixtures.importing([
            "Hint.swift": """
                import TipKit

                protocol Hint: Tip {}
                extension Hint {
                    var image: Image? { Image(systemName: "lightbulb") }
                }
                struct BareHint: Hint {}
                """,
        ])
        let tip = try #require(result.document.tip(id: "BareHint"))
        #expect(tip.title == "BareHint")
        #expect(tip.image == "lightbulb")
        #expect(result.warnings.map(\.message) == [
            "tip 'BareHint' has no title the import can read; imported with its type name as the title"
        ])
        #expect(result.warnings.first?.line == 7)
    }

    @Test("An id a protocol extension builds from the type leaves each tip its type name, with a warning")
    func protocolIDsPerType() throws {
        let result = try ImportFixtures.importing([
            "Hint.swift": #"""
                import TipKit

                protocol Hint: Tip {}
                extension Hint {
                    var id: String { "hint.\(Self.self)" }
                }
                struct ZoomHint: Hint { var title: Text { Text("Pinch to zoom") } }
                struct PanHint: Hint { var title: Text { Text("Drag with two fingers") } }
                """#,
        ])
        #expect(result.document.tips.map(\.id) == ["ZoomHint", "PanHint"])
        #expect(result.warnings.filter { $0.message.contains("computed per tip") }.map(\.line) == [7, 8])
    }
}
