import Foundation
import Testing
import TipExport
import TipPlayground

/// `export` writes a tip's own copy: its variants are a design tool, not the app's copy.
@Suite("Export leaves copy variants out")
struct ExportVariantTests {
    @Test func swiftAndTheStringCatalogHoldOnlyTheTipsOwnCopy() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/combined-rules.json")
        let document = try PlaygroundLoader.load(contentsOf: url)
        let tip = try #require(document.tip(id: "QuickExportTip"))
        try #require(tip.variants.map(\.name) == ["short", "detailed"], "the example has two variants")
        for flavour in [SwiftExporter.Flavour.tipKit, .tipCore] {
            let swift = SwiftExporter.swift(document, flavour: flavour, views: true)
            #expect(swift.contains("Export in one tap"))
            #expect(swift.contains("Hold the share button to export with your last settings."))
            for variant in tip.variants {
                for text in [variant.copy.title, variant.copy.message].compactMap({ $0 }) {
                    #expect(!swift.contains(text), "\(flavour): '\(text)' of variant \(variant.name) is not app copy")
                }
            }
        }
        let catalog = StringCatalogExporter.catalog(document)
        #expect(catalog.contains("Export in one tap"))
        #expect(!catalog.contains("One-tap export") && !catalog.contains("Hold share to export."))
        #expect(!catalog.contains("format, quality and folder"))
    }
}
