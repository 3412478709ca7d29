import Foundation
import Testing
import TipExport
import TipPlayground

@testable import TipImport

/// Apps translate interpolated copy under SwiftUI's format key (`Text("\(count) trails nearby")`
/// is `%@ trails nearby` in the catalog), and key copy of their own (`Text("onboarding.title")`).
/// Import reads both, and an export of the result imports back to the same playground.
@Suite("Import and export: format keys and copy keys")
struct ImportFormatKeyTests {
    static let nearbyTip = """
        import SwiftUI
        import TipKit

        struct NearbyTrailsTip: Tip {
            var count: String
            var region: String

            var title: Text { Text("\\(count) trails near \\(region)") }
            var message: Text? { Text("Save 20% on guided hikes this week.") }
        }
        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%@ trails near %@" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ sentiers près de %2$@" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "%2$@の近くに%1$@本のトレイル" } }
              }
            },
            "Save 20% on guided hikes this week." : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Économisez 20 % sur les randonnées guidées cette semaine." } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test("Interpolated copy is translated from its format key, each value put back where the translation puts it")
    func interpolatedCopyFindsItsFormatKey() throws {
        let (result, document) = try ImportFixtures.importAndLoad([
            "Sources/NearbyTrailsTip.swift": Self.nearbyTip, "Resources/Localizable.xcstrings": Self.catalog,
        ])
        let tip = try #require(document.tip(id: "NearbyTrailsTip"))
        #expect(tip.title == "\\(count) trails near \\(region)")
        #expect(tip.keys == nil, "the format key follows from the copy")
        #expect(document.localizedCopy(of: tip, locale: "fr")?.title == "\\(count) sentiers près de \\(region)")
        #expect(document.localizedCopy(of: tip, locale: "ja")?.title == "\\(region)の近くに\\(count)本のトレイル")
        #expect(document.localizedCopy(of: tip, locale: "fr")?.message == "Économisez 20 % sur les randonnées guidées cette semaine.")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("The export keys interpolated copy by its format key, so the import of the export has every translation")
    func exportWritesFormatKeys() throws {
        let (_, document) = try ImportFixtures.importAndLoad([
            "Sources/NearbyTrailsTip.swift": Self.nearbyTip, "Resources/Localizable.xcstrings": Self.catalog,
        ])
        let exported = StringCatalogExporter.catalog(document)
        let table = try StringTable.parseCatalog(exported, path: "Localizable.xcstrings")
        #expect(table.entry(for: "%@ trails near %@", locale: "ja")?.value == "%2$@の近くに%1$@本のトレイル")
        #expect(table.entry(for: "%@ trails near %@", locale: "fr")?.value == "%@ sentiers près de %@")
        #expect(table.entries["\\(count) trails near \\(region)"] == nil)
        let (_, again) = try ImportFixtures.importAndLoad([
            "Sources/Tips.swift": SwiftExporter.swift(document, flavour: .tipKit), "Resources/Localizable.xcstrings": exported,
        ])
        let tip = try #require(again.tip(id: "NearbyTrailsTip"))
        for locale in ["fr", "ja"] {
            #expect(again.localizedCopy(of: tip, locale: locale) == document.localizedCopy(of: try #require(document.tip(id: tip.id)), locale: locale))
        }
    }

    @Test("Copy under keys of its own is exported as those keys with the copy in the source language, and imports back the same")
    func exportWritesCopyKeys() throws {
        let (_, document) = try ImportFixtures.importAndLoad(ImportAppPatternTests.welcomeTipWithKeys)
        let tip = try #require(document.tip(id: "WelcomeTip"))
        let swift = SwiftExporter.swift(document, flavour: .tipKit)
        #expect(swift.contains(#"Text("onboarding.welcome.title")"#))
        #expect(swift.contains(#"Action(id: "start", title: "onboarding.welcome.start")"#))
        let exported = StringCatalogExporter.catalog(document)
        let table = try StringTable.parseCatalog(exported, path: "Localizable.xcstrings")
        #expect(table.entry(for: "onboarding.welcome.title", locale: "en")?.value == "Welcome to Trailhead")
        #expect(table.entry(for: "onboarding.welcome.title", locale: "es")?.value == "Te damos la bienvenida a Trailhead")
        #expect(table.entries["Welcome to Trailhead"] == nil)
        let (result, again) = try ImportFixtures.importAndLoad([
            "Sources/Tips.swift": swift, "Resources/Localizable.xcstrings": exported,
        ])
        let back = try #require(again.tip(id: "WelcomeTip"))
        #expect(back.title == tip.title && back.message == tip.message && back.actions.map(\.title) == tip.actions.map(\.title))
        #expect(back.keys == tip.keys)
        #expect(again.localizedCopy(of: back, locale: "es") == document.localizedCopy(of: tip, locale: "es"))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
