import Foundation
import Testing
import TipCore
import TipExport
import TipPlayground

@testable import TipImport

/// The ways real apps write their tips around TipKit: copy through constants and localization
/// helpers, their own `Event` types, parameters and groups of the same name in several types,
/// tips held in properties, string tables as Xcode accepts them. Each test is sample code written
/// for the project, as such apps write it.
@Suite("Import: tips as apps write them")
struct ImportAppPatternTests {
    @Test("Copy written through string constants in another file is followed to their text")
    func copyThroughStringConstants() throws {
        let result = try ImportFixtures.importing([
            "Support/Strings.swift": """
                import Foundation

                enum Strings {
                    enum Offline {
                        static let title = "Save maps for offline use"
                        static let message = "Download a region before you lose signal."
                    }
                    static let notNow = "Not now"
                    static let dismiss = notNow
                }
                """,
            "Tips/OfflineMapTip.swift": """
                import SwiftUI
                import TipKit

                struct OfflineMapTip: Tip {
                    var title: Text { Text(Strings.Offline.title) }
                    var message: Text? { Text(Strings.Offline.message) }
                    var actions: [Action] {
                        Action(id: "dismiss", title: Strings.dismiss)
                    }
                }
                """,
        ])
        let tip = try #require(result.document.tip(id: "OfflineMapTip"))
        #expect(tip.title == "Save maps for offline use")
        #expect(tip.message == "Download a region before you lose signal.")
        #expect(tip.actions.map(\.title) == ["Not now"])
        #expect(tip.keys == nil, "a plain string constant is shown verbatim, not looked up")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("NSLocalizedString(value:) in a static let gives the text and the table key; translations come under the key")
    func nsLocalizedStringInStaticLet() throws {
        let (result, document) = try ImportFixtures.importAndLoad([
            "VPN/VPNCopy.swift": """
                import Foundation

                enum VPNCopy {
                    static let snoozeTitle = NSLocalizedString(
                        "vpn.snooze.title", value: "Snooze the VPN", comment: "Title of the tip about snoozing")
                    static let snoozeMessage = NSLocalizedString("vpn.snooze.message", tableName: "VPN",
                        value: "Pause protection for an hour from the widget.", comment: "")
                }
                """,
            "VPN/VPNSnoozeTip.swift": """
                import SwiftUI
                import TipKit

                struct VPNSnoozeTip: Tip {
                    var title: Text { Text(VPNCopy.snoozeTitle) }
                    var message: Text? { Text(VPNCopy.snoozeMessage) }
                }
                """,
            "VPN/fr.lproj/Localizable.strings": #""vpn.snooze.title" = "Mettre le VPN en veille";"#,
            "VPN/fr.lproj/VPN.strings": #""vpn.snooze.message" = "Suspendez la protection une heure depuis le widget.";"#,
        ])
        let tip = try #require(document.tip(id: "VPNSnoozeTip"))
        #expect(tip.title == "Snooze the VPN")
        #expect(tip.keys == LocalizedCopy(title: "vpn.snooze.title", message: "vpn.snooze.message", actionTitles: [:]))
        #expect(document.stringCatalogs == ["VPN/fr.lproj/Localizable.strings", "VPN/fr.lproj/VPN.strings"])
        let french = try #require(document.localizedCopy(of: tip, locale: "fr"))
        #expect(french.title == "Mettre le VPN en veille")
        #expect(french.message == "Suspendez la protection une heure depuis le widget.")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("SwiftGen's L10n constants (tr(table, key, fallback:)) give the fallback text and the key")
    func swiftGenHelpers() throws {
        let (result, document) = try ImportFixtures.importAndLoad([
            "Generated/Strings+Generated.swift": """
                // swiftlint:disable all
                // Generated using SwiftGen

                import Foundation

                // MARK: - Strings

                internal enum L10n {
                  internal enum Sync {
                    /// Keep your notes on every device
                    internal static let title = L10n.tr("Localizable", "sync.tip.title", fallback: "Keep your notes on every device")
                    /// Later
                    internal static let later = L10n.tr("Localizable", "sync.tip.later", fallback: "Later")
                  }
                }

                // MARK: - Implementation Details

                extension L10n {
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
                    return String(format: format, locale: Locale.current, arguments: args)
                  }
                }
                """,
            "Notes/SyncTip.swift": """
                import SwiftUI
                import TipKit

                struct SyncTip: Tip {
                    var title: Text { Text(L10n.Sync.title) }
                    var actions: [Action] {
                        Action(id: "later", title: L10n.Sync.later)
                    }
                }
                """,
            "Resources/de.lproj/Localizable.strings": """
                "sync.tip.title" = "Deine Notizen auf jedem Gerät";
                "sync.tip.later" = "Später";
                """,
        ])
        let tip = try #require(document.tip(id: "SyncTip"))
        #expect(tip.title == "Keep your notes on every device")
        #expect(tip.actions.map(\.title) == ["Later"])
        #expect(tip.keys == LocalizedCopy(title: "sync.tip.title", message: nil, actionTitles: ["later": "sync.tip.later"]))
        #expect(document.localizedCopy(of: tip, locale: "de")?.title == "Deine Notizen auf jedem Gerät")
        #expect(document.localizedCopy(of: tip, locale: "de")?.actionTitles == ["later": "Später"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("Copy through a constant of a type no file declares (R.swift's generated R) is a warning that a generated file is missing")
    func unresolvedConstantIsAWarning() throws {
        let result = try ImportFixtures.importing([
            "ShareTip.swift": """
                import TipKit

                struct ShareTip: Tip {
                    var title: Text { Text(R.string.localizable.shareTipTitle) }
                }
                """
        ])
        #expect(result.document.tip(id: "ShareTip")?.title == "ShareTip")
        #expect(result.warnings.map(\.message) == [
            "the title of tip 'ShareTip' is the constant 'R.string.localizable.shareTipTitle', and no file the import "
                + "read declares 'R': a generated file (SwiftGen, R.swift, a build plugin's output) that is not in the "
                + "repository? Generate it and name it on the command line; imported with its type name as the title"
        ])
    }

    @Test("Only Tips.Event and a tip's own Event are events, not an app's analytics or Core Data Event")
    func onlyTipKitEventsAreEvents() throws {
        let result = try ImportFixtures.importing([
            "Analytics/Analytics.swift": """
                import Foundation

                struct Event {
                    let name: String
                    var properties: [String: String] = [:]
                }

                enum Analytics {
                    static let appOpened = Event(name: "app_opened")
                    static func track(_ event: Event) { }
                }
                """,
            "Model/Persistence.swift": """
                import CoreData

                final class Store {
                    let viewContext: NSManagedObjectContext
                    init(viewContext: NSManagedObjectContext) { self.viewContext = viewContext }

                    func addEvent() {
                        let event = Event(context: viewContext)
                        event.timestamp = Date()
                    }
                }
                """,
            "Tips/TimelineTip.swift": """
                import SwiftUI
                import TipKit

                enum TipEvents {
                    static let openedTimeline = Tips.Event(id: "openedTimeline")
                }

                struct TimelineTip: Tip {
                    static let addedEntry = Event(id: "addedEntry")
                    static let opened = TipEvents.openedTimeline

                    var title: Text { Text("Scroll back through your day") }
                    var rules: [Rule] {
                        #Rule(Self.addedEntry) { $0.donations.count >= 2 }
                        #Rule(Self.opened) { $0.donations.count >= 1 }
                    }
                }

                struct TimelineView: View {
                    static let tracked = Event(name: "timeline_shown")
                    var body: some View {
                        Text("Timeline").onAppear { Analytics.track(Self.tracked) }
                    }
                }
                """,
        ])
        #expect(result.document.events.map(\.id) == ["openedTimeline", "addedEntry"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("Two tips' parameters of the same name stay two parameters, named by their tip, as TipKit keys them")
    func parametersKeyedByTipType() throws {
        let (result, document) = try ImportFixtures.importAndLoad([
            "VPNTips.swift": """
                import TipKit

                struct VPNSnoozeTip: Tip {
                    @Parameter static var vpnEnabled: Bool = false
                    var title: Text { Text("Snooze the VPN") }
                    var rules: [Rule] { #Rule(Self.$vpnEnabled) { $0 == true } }
                }

                struct KillSwitchTip: Tip {
                    @Parameter static var vpnEnabled: Bool = false
                    var title: Text { Text("Turn on the kill switch") }
                    var rules: [Rule] {
                        #Rule(Self.$vpnEnabled) { $0 == true }
                        #Rule(VPNSnoozeTip.$vpnEnabled) { $0 == false }
                    }
                }

                struct ProTip: Tip {
                    @Parameter static var isPro = false
                    var title: Text { Text("Go Pro") }
                    var rules: [Rule] { #Rule(Self.$isPro) { !$0 } }
                }
                """
        ])
        #expect(document.parameters.map(\.id) == ["VPNSnoozeTip.vpnEnabled", "KillSwitchTip.vpnEnabled", "isPro"])
        let snooze = try #require(document.tip(id: "VPNSnoozeTip"))
        #expect(snooze.rules.map(\.expression.inputs) == [[.parameter("VPNSnoozeTip.vpnEnabled")]])
        #expect(snooze.rules.map(\.source) == ["#Rule(VPNSnoozeTip.$vpnEnabled) { $0 == true }"])
        let killSwitch = try #require(document.tip(id: "KillSwitchTip"))
        #expect(killSwitch.rules.map(\.expression.inputs) == [
            [.parameter("KillSwitchTip.vpnEnabled")], [.parameter("VPNSnoozeTip.vpnEnabled")],
        ])
        #expect(document.tip(id: "ProTip")?.rules.first?.expression.inputs == [.parameter("isPro")])
        // Each gets its own toggle on the catalogue screen.
        let toggles = document.screens[0].controls.filter { if case .toggle = $0.kind { true } else { false } }
        #expect(toggles.map(\.label) == ["VPNSnoozeTip.vpnEnabled", "KillSwitchTip.vpnEnabled", "isPro"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")

        // Exported, each tip declares its own `vpnEnabled`, as the app did, and the import of the
        // export gives the same two parameters and rules back.
        let swift = SwiftExporter.swift(document, flavour: .tipKit)
        #expect(swift.contains("struct VPNSnoozeTip: Tip {\n    @Parameter static var vpnEnabled: Bool = false"), "\(swift)")
        #expect(swift.contains("struct KillSwitchTip: Tip {\n    @Parameter static var vpnEnabled: Bool = false"), "\(swift)")
        #expect(swift.contains("#Rule(VPNSnoozeTip.$vpnEnabled) { $0 == false }"), "\(swift)")
        let back = try ImportFixtures.importing(["Tips.swift": swift]).document
        #expect(back.parameters.map(\.id) == document.parameters.map(\.id))
        #expect(back.tips.map { $0.rules.map(\.expression.inputs) } == document.tips.map { $0.rules.map(\.expression.inputs) })
    }

    @Test("Groups of the same property name in two views are two groups, each placed from its own view")
    func groupsKeyedByView() throws {
        let result = try ImportFixtures.importing([
            "MapView.swift": """
                import SwiftUI
                import TipKit

                struct LayersTip: Tip { var title: Text { Text("Switch map layers") } }
                struct RecenterTip: Tip { var title: Text { Text("Recenter the map") } }

                struct MapScreen: View {
                    @State private var tips = TipGroup(.ordered) {
                        LayersTip()
                        RecenterTip()
                    }
                    var body: some View {
                        Button("Layers") { }
                            .popoverTip(tips.currentTip)
                    }
                }
                """,
            "ListView.swift": """
                import SwiftUI
                import TipKit

                struct SortTip: Tip { var title: Text { Text("Sort by distance") } }

                struct ListScreen: View {
                    @State private var tips = TipGroup {
                        SortTip()
                    }
                    var body: some View {
                        Button("Sort") { }
                            .popoverTip(tips.currentTip)
                    }
                }
                """,
        ])
        let document = result.document
        #expect(document.groups.map(\.id) == ["ListScreen.tips", "MapScreen.tips"])
        #expect(document.group(id: "MapScreen.tips")?.tipIDs == ["LayersTip", "RecenterTip"])
        #expect(document.group(id: "ListScreen.tips")?.tipIDs == ["SortTip"])
        let placements = document.screens[0].placements.map { ($0.content, $0.presentation) }
        #expect(placements.contains { $0.0 == .group("MapScreen.tips") && $0.1 == .popover(anchor: "layers") })
        #expect(placements.contains { $0.0 == .group("ListScreen.tips") && $0.1 == .popover(anchor: "sort") })
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("A group built in a closure-initialised Any? property (for iOS 17) is imported and placed")
    func groupInClosureInitialisedProperty() throws {
        let result = try ImportFixtures.importing([
            "EditorView.swift": """
                import SwiftUI
                import TipKit

                struct BoldTip: Tip { var title: Text { Text("Make it bold") } }
                struct ListTip: Tip { var title: Text { Text("Start a list") } }

                struct EditorView: View {
                    @State private var formattingTips: Any? = {
                        if #available(iOS 18, *) {
                            return TipGroup(.ordered) {
                                BoldTip()
                                ListTip()
                            }
                        }
                        return nil
                    }()

                    var body: some View {
                        Button { } label: { Image(systemName: "bold") }
                            .popoverTip((formattingTips as? TipGroup)?.currentTip as? BoldTip)
                    }
                }
                """
        ])
        let document = result.document
        #expect(document.groups.map(\.id) == ["formattingTips"])
        #expect(document.groups.first?.priority == .ordered)
        #expect(document.screens[0].placements.first?.content == .groupMember(group: "formattingTips", tip: "BoldTip"))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("Tips reached through static let shared, a model's property or a stored property are placed at their controls")
    func tipsThroughProperties() throws {
        let result = try ImportFixtures.importing([
            "Tips.swift": """
                import SwiftUI
                import TipKit

                struct FavoriteTip: Tip {
                    static let shared = FavoriteTip()
                    var title: Text { Text("Keep your favourites close") }
                }

                struct ExportTip: Tip { var title: Text { Text("Export as PDF") } }
                struct FilterTip: Tip { var title: Text { Text("Filter by tag") } }

                @Observable final class TipsModel {
                    let export = ExportTip()
                }
                """,
            "LibraryView.swift": """
                import SwiftUI
                import TipKit

                struct LibraryView: View {
                    let model: TipsModel
                    let filterTip: FilterTip

                    var body: some View {
                        VStack {
                            Button("Favourite") { }
                                .popoverTip(FavoriteTip.shared)
                            Button("Export") { }
                                .popoverTip(model.export, arrowEdge: .bottom)
                            Button("Filter") { }
                                .popoverTip(filterTip)
                        }
                    }
                }
                """,
        ])
        let placements = result.document.screens[0].placements
        #expect(placements.map(\.content) == [.tip("FavoriteTip"), .tip("ExportTip"), .tip("FilterTip")])
        #expect(placements.map(\.presentation) == [
            .popover(anchor: "favourite"), .popover(anchor: "export"), .popover(anchor: "filter"),
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("A stored let options that does not implement Tip.options is no option, with a warning saying why")
    func storedOptionsArrayIsNoOption() throws {
        let result = try ImportFixtures.importing([
            "RatingTip.swift": """
                import TipKit

                struct RatingTip: Tip {
                    let options = [Tips.MaxDisplayCount(1)]
                    var title: Text { Text("Enjoying the app?") }
                }

                struct ReviewTip: Tip {
                    var options: [any TipOption] { [Tips.MaxDisplayCount(2)] }
                    var title: Text { Text("Leave a review") }
                }
                """
        ])
        #expect(result.document.tip(id: "RatingTip")?.options == TipDeclaration.Options())
        #expect(result.document.tip(id: "ReviewTip")?.options == TipDeclaration.Options(maxDisplayCount: 2))
        let warning = try #require(result.warnings.first)
        #expect(result.warnings.count == 1)
        #expect(warning.line == 4 && warning.column == 9)
        #expect(warning.message == "'options = [Tips.MaxDisplayCount(1)]' in tip 'RatingTip' has [Tips.MaxDisplayCount], "
            + "not [any TipOption], so it does not implement Tip.options and TipKit applies no option; imported with no "
            + "option (write 'var options: [any TipOption] { … }' for the limit to apply)")
    }

    @Test("An image with modifiers (resizable, symbolRenderingMode) keeps its symbol")
    func imageModifiersKeepTheImage() throws {
        let result = try ImportFixtures.importing([
            "StreakTip.swift": """
                import SwiftUI
                import TipKit

                struct StreakTip: Tip {
                    var title: Text { Text("Keep your streak going") }
                    var image: Image? {
                        Image(systemName: "flame.fill")
                            .resizable()
                            .symbolRenderingMode(.multicolor)
                    }
                }
                """
        ])
        #expect(result.document.tip(id: "StreakTip")?.image == "flame.fill")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// An app whose tip copy is written as keys (`Text("onboarding.welcome.title")`), with the
    /// development language's table giving the text and a Spanish one translating two of them.
    static let welcomeTipWithKeys: [String: String] = [
        "Sources/WelcomeTip.swift": """
            import SwiftUI
            import TipKit

            struct WelcomeTip: Tip {
                var title: Text { Text("onboarding.welcome.title") }
                var message: Text? { Text("onboarding.welcome.message") }
                var actions: [Action] { Action(id: "start", title: "onboarding.welcome.start") }
            }
            """,
        "Resources/en.lproj/Localizable.strings": """
            /* Welcome tip */
            "onboarding.welcome.title" = "Welcome to Trailhead";
            "onboarding.welcome.message" = "Plan a hike in three taps.";
            "onboarding.welcome.start" = "Start";
            """,
        "Resources/es.lproj/Localizable.strings": """
            "onboarding.welcome.title" = "Te damos la bienvenida a Trailhead";
            "onboarding.welcome.start" = "Empezar";
            """,
    ]

    @Test("Copy written as keys is drawn as the development language's table says, and translated under the key")
    func keysAsCopyThroughTheDevelopmentTable() throws {
        let (result, document) = try ImportFixtures.importAndLoad(Self.welcomeTipWithKeys)
        let tip = try #require(document.tip(id: "WelcomeTip"))
        #expect(tip.title == "Welcome to Trailhead")
        #expect(tip.message == "Plan a hike in three taps.")
        #expect(tip.actions.map(\.title) == ["Start"])
        #expect(tip.keys?.title == "onboarding.welcome.title")
        let spanish = try #require(document.localizedCopy(of: tip, locale: "es"))
        #expect(spanish.title == "Te damos la bienvenida a Trailhead")
        #expect(spanish.actionTitles == ["start": "Empezar"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("R.swift's R.string.localizable accessors are followed to their table key, drawn and translated from the tables")
    func rswiftAccessorsFindTheirKeys() throws {
        let (result, document) = try ImportFixtures.importAndLoad([
            "Sources/OfflineMapsTip.swift": """
                import SwiftUI
                import TipKit

                struct OfflineMapsTip: Tip {
                    var title: Text { Text(R.string.localizable.offlineMapsTitle()) }
                    var message: Text? { Text(R.string.localizable.offlineMapsMessage(preferredLanguages: nil)) }
                    var actions: [Action] {
                        Action(id: "download", title: R.string.localizable.offlineMapsDownload())
                    }
                }

                struct ElevationTip: Tip {
                    var title: Text { Text(R.string.localizable.elevationProfileTitle()) }
                }
                """,
            "Resources/en.lproj/Localizable.strings": """
                "offline.maps.title" = "Maps without signal";
                "offline.maps.message" = "Download a region before you head out.";
                "offline.maps.download" = "Download";
                """,
            "Resources/fr.lproj/Localizable.strings": """
                "offline.maps.title" = "Des cartes sans réseau";
                "offline.maps.download" = "Télécharger";
                """,
        ])
        let tip = try #require(document.tip(id: "OfflineMapsTip"))
        #expect(tip.title == "Maps without signal")
        #expect(tip.message == "Download a region before you head out.")
        #expect(tip.actions.map(\.title) == ["Download"])
        #expect(tip.keys?.title == "offline.maps.title" && tip.keys?.actionTitles == ["download": "offline.maps.download"])
        let french = try #require(document.localizedCopy(of: tip, locale: "fr"))
        #expect(french.title == "Des cartes sans réseau" && french.actionTitles == ["download": "Télécharger"])
        // A key no table has: the identifier, and a warning that says what to do.
        #expect(document.tip(id: "ElevationTip")?.title == "elevationProfileTitle")
        #expect(result.warnings.map(\.message) == [
            "the title of tip 'ElevationTip' is R.swift's 'elevationProfileTitle', which names no key of the string tables "
                + "the import read (or two keys that R.swift names alike); imported as 'elevationProfileTitle' "
                + "(name the table on the command line if it was not read)",
        ])
    }

    @Test("R.swift's identifiers: words cut at anything but letters, digits and _, camel-cased; shared ones name nothing")
    func rswiftIdentifiers() {
        #expect(RSwiftIdentifier.of("onboarding.welcome.title") == "onboardingWelcomeTitle")
        #expect(RSwiftIdentifier.of("Save to Favorites") == "saveToFavorites")
        #expect(RSwiftIdentifier.of("offline_maps-title 2") == "offline_mapsTitle2")
        #expect(RSwiftIdentifier.keys(byIdentifier: ["a.b", "a-b", "c.d"]) == ["cD": "c.d"])
    }

    @Test("A Localizable.strings outside any .lproj folder is the development language's table")
    func rootLocalizableStrings() throws {
        let (result, document) = try ImportFixtures.importAndLoad([
            "App/CameraTip.swift": """
                import SwiftUI
                import TipKit

                struct CameraTip: Tip {
                    var title: Text { Text("camera.tip.title") }
                }
                """,
            "App/Localizable.strings": #""camera.tip.title" = "Scan a document";"#,
            "App/it.lproj/Localizable.strings": #""camera.tip.title" = "Scansiona un documento";"#,
        ])
        #expect(document.stringCatalogs == ["App/Localizable.strings", "App/it.lproj/Localizable.strings"])
        let tip = try #require(document.tip(id: "CameraTip"))
        #expect(tip.title == "Scan a document")
        #expect(document.localizedCopy(of: tip, locale: "it")?.title == "Scansiona un documento")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("A .stringsdict is a warning naming each piece of tip copy it gives plural forms, with the forms")
    func pluralFormsAreWarnedPrecisely() throws {
        let plural = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>streak.tip.message</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@days@</string>
                    <key>days</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>
                        <string>lld</string>
                        <key>one</key>
                        <string>You walked %lld day in a row.</string>
                        <key>few</key>
                        <string>You walked %lld days in a row.</string>
                        <key>other</key>
                        <string>You walked %lld days in a row.</string>
                    </dict>
                </dict>
                <key>unused.key</key>
                <dict/>
            </dict>
            </plist>
            """
        let (result, _) = try ImportFixtures.importAndLoad([
            "StreakTip.swift": """
                import SwiftUI
                import TipKit

                struct StreakTip: Tip {
                    var title: Text { Text("Keep your streak going") }
                    var message: Text? { Text("streak.tip.message") }
                }
                """,
            "en.lproj/Localizable.strings": #""streak.tip.message" = "You walked every day this week.";"#,
            "en.lproj/Localizable.stringsdict": plural,
        ])
        #expect(result.document.tip(id: "StreakTip")?.message == "You walked every day this week.")
        #expect(result.warnings.map(\.message) == [
            "the message of tip 'StreakTip' ('streak.tip.message') has plural forms in 'en' (one, few, other), which the "
                + "playground does not choose by count; in 'en' it shows that key's entry in the Localizable .strings "
                + "table or String Catalog, else the tip's own copy"
        ])
        #expect(result.warnings.first?.file.hasSuffix("en.lproj/Localizable.stringsdict") == true)
    }
}
