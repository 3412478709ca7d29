import Foundation
import SwiftParser
import Testing
import TipPlayground

@testable import TipImport

@Suite("Import: blanking irrelevant code and parsing in parallel change nothing the import finds")
struct ImportBlankingTests {
    private func importBothWays(_ paths: [String]) -> (blanked: PlaygroundImporter.Result, whole: PlaygroundImporter.Result) {
        (
            PlaygroundImporter.importSources(paths: paths, blanksIrrelevantCode: true),
            PlaygroundImporter.importSources(paths: paths, blanksIrrelevantCode: false)
        )
    }

    @Test("Every fixture imports to the same playground and warnings, at the same positions, with and without blanking")
    func fixturesImportTheSameEitherWay() throws {
        for fixture in ["Trails", "Notes", "Onboarding", "Platforms"] {
            let (blanked, whole) = importBothWays([ImportFixtures.fixture(fixture)])
            #expect(blanked.json == whole.json, "\(fixture)")
            #expect(blanked.document == whole.document, "\(fixture)")
            #expect(blanked.warnings == whole.warnings, "\(fixture)")
            #expect(blanked.problems == whole.problems, "\(fixture)")
            #expect(!blanked.warnings.isEmpty)
        }
        // The comparison means something only if the fixtures' views do get blanked.
        let controls = try String(contentsOfFile: ImportFixtures.fixture("Trails/MapControls.swift"), encoding: .utf8)
        let blankedControls = try #require(IrrelevantCodeBlanker.blanked(controls))
        #expect(blankedControls != controls)
        #expect(!Parser.parse(source: blankedControls).hasError)
    }

    @Test("#if blocks and tips conforming through the app's protocols survive blanking: the blanked files parse cleanly")
    func blankedConditionalsAndProtocolTipsParse() throws {
        let files = ["Platforms/ExportTips.swift", "Platforms/GalleryView.swift", "Platforms/SketchbookApp.swift", "Onboarding/Canvas/LayersHint.swift"]
        let protocols = TipProtocols(declarations: ["Onboarding/Coachmark.swift", "Onboarding/OnboardingTip.swift"].flatMap { name in
            TipProtocols.declarations(in: (try? String(contentsOfFile: ImportFixtures.fixture(name), encoding: .utf8)) ?? "")
        })
        #expect(protocols.extraMarkers == ["CanvasCoachmark", "Coachmark"])
        for name in files {
            let text = try String(contentsOfFile: ImportFixtures.fixture(name), encoding: .utf8)
            let markers = TipSourceScanner.markers(with: protocols)
            #expect(IrrelevantCodeBlanker.mentionsMarker(text, markers: markers), "\(name)")
            let blanked = try #require(IrrelevantCodeBlanker.blanked(text, markers: markers), "\(name)")
            #expect(!Parser.parse(source: blanked).hasError, "\(name)")
        }
    }

    @Test("Tricky sources import the same with and without blanking")
    func trickySourcesImportTheSameEitherWay() throws {
        let folder = try ImportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = #"""
            import SwiftUI

            struct Onboarding: Tip {
                var title: Text { Text("Welcome { in") }
                var message: Text? { Text(#"Raw "quoted" } text"#) }
            }

            struct HomeView: View {
                let welcome = Onboarding()
                let note = """
                    A note with { and } and Tip-free words
                    """

                var body: some View {
                    VStack {
                        /* a /* nested */ comment { */
                        Text("count \(items.filter { $0 > 1 }.count)")
                        Button { } label: { Image(systemName: "heart") }
                            .popoverTip(welcome, arrowEdge: .top)
                        #if os(iOS)
                        Text("iOS only")
                        #endif
                        ForEach(rows) { row in
                            Text(row.name)
                        }
                        Text("Styled").tipBackground(.red)
                        Text("é 😀 wide"); Label("Unknown", systemImage: "star").popoverTip(unknownTip)
                    }
                }
            }
            """#
        try Data(source.utf8).write(to: folder.appendingPathComponent("Home.swift"))
        let blankedSource = try #require(IrrelevantCodeBlanker.blanked(source))
        #expect(!Parser.parse(source: blankedSource).hasError)
        let (blanked, whole) = importBothWays([folder.path])
        #expect(blanked.json == whole.json)
        #expect(blanked.warnings == whole.warnings)
        #expect(blanked.document.tip(id: "Onboarding")?.message == "Raw \"quoted\" } text")
        #expect(blanked.document.screens.first?.controls.first?.symbol == "heart")
        #expect(blanked.warnings.count == 2)
    }

    @Test("Files parsed in parallel give the same playground and warnings, in file order, every time")
    func parallelImportIsDeterministic() throws {
        let folder = try ImportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<40 {
            let source = """
                struct Step\(index)Tip: Tip {
                    var title: Text { Text("Step \\(\(index))") }
                }
                struct Step\(index)View: View {
                    var body: some View { Button("Go \(index)") { }.popoverTip(Step\(index)Tip()) }
                }
                """
            let name = String(format: "Step%02d.swift", index)
            try Data(source.utf8).write(to: folder.appendingPathComponent(name))
        }
        let first = PlaygroundImporter.importSources(paths: [folder.path])
        #expect(first.document.tips.map(\.id) == (0..<40).map { "Step\($0)Tip" })
        #expect(first.warnings.map(\.file) == (0..<40).map { folder.path + String(format: "/Step%02d.swift", $0) })
        for _ in 0..<5 {
            let again = PlaygroundImporter.importSources(paths: [folder.path])
            #expect(again.json == first.json)
            #expect(again.warnings == first.warnings)
        }
    }
}
