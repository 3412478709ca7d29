import Foundation
import Testing
import TipPlayground

@testable import TipImport

/// Forms real apps write that the import once lost: a group of `X.shared` tips read through
/// `if let g = tips as? TipGroup`, a tip shown under a condition, a tip shown by several
/// `TipView`s, builder actions with a handler, and copy it cannot read, said once with its cause.
/// Each sample is written for the project, in the shape such apps have.
@Suite("Import: the remaining forms apps write")
struct ImportRemainingFormsTests {
    @Test("A group of X.shared tips kept as Any? and shown through if let g = tips as? TipGroup keeps its tips")
    func groupOfSharedTipsThroughOptionalBinding() throws {
        let result = try ImportFixtures.importing([
            "Tips/LibraryTips.swift": """
                import SwiftUI
                import TipKit

                struct SearchLibraryTip: Tip {
                    static let shared = SearchLibraryTip()
                    var title: Text { Text("Search your whole library") }
                }

                struct SortShelfTip: Tip {
                    static let shared = SortShelfTip()
                    var title: Text { Text("Sort a shelf by date read") }
                }

                struct LendBookTip: Tip {
                    static let shared = LendBookTip()
                    var title: Text { Text("Lend a book to a friend") }
                }
                """,
            "Views/ShelfView.swift": """
                import SwiftUI
                import TipKit

                struct ShelfView: View {
                    @State private var shelfTips: Any? = {
                        guard #available(iOS 18, *) else { return nil }
                        return TipGroup(.ordered) {
                            SearchLibraryTip.shared
                            SortShelfTip.shared
                            LendBookTip.shared
                        }
                    }()

                    var body: some View {
                        List {
                            if #available(iOS 18, *), let group = shelfTips as? TipGroup {
                                TipView(group.currentTip)
                            }
                            Text("Dune")
                        }
                    }
                }
                """,
        ])
        let document = result.document
        #expect(document.groups.map(\.id) == ["shelfTips"])
        #expect(document.groups.first?.tipIDs == ["SearchLibraryTip", "SortShelfTip", "LendBookTip"])
        #expect(document.groups.first?.priority == .ordered)
        let placements = document.screens[0].placements
        #expect(placements.map(\.content) == [.group("shelfTips")])
        #expect(placements.first.map { if case .inline = $0.presentation { true } else { false } } == true)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("A tip shown under a condition (cond ? T() : nil) is placed, with a warning naming the condition")
    func conditionalTip() throws {
        let result = try ImportFixtures.importing([
            "PaywallView.swift": """
                import SwiftUI
                import TipKit

                struct UpgradeTip: Tip {
                    var title: Text { Text("Unlock every theme") }
                }

                struct ExportPDFTip: Tip {
                    var title: Text { Text("Export your journal as a PDF") }
                }

                struct PaywallView: View {
                    let isSubscriber: Bool
                    let entries: [String]

                    var body: some View {
                        VStack {
                            Button("Themes") { }
                                .popoverTip(isSubscriber ? nil : UpgradeTip(), arrowEdge: .top)
                            Button("Export") { }
                                .popoverTip(entries.count > 3 ? ExportPDFTip() : nil)
                        }
                    }
                }
                """
        ])
        let placements = result.document.screens[0].placements
        #expect(placements.map(\.content) == [.tip("UpgradeTip"), .tip("ExportPDFTip")])
        #expect(placements.map(\.presentation) == [.popover(anchor: "themes"), .popover(anchor: "export")])
        #expect(placements.first?.arrowEdge == .top)
        #expect(result.warnings.map(\.message) == [
            "the tip shown here (UpgradeTip()) is shown only while 'isSubscriber' is false, app state the playground "
                + "does not have; placed as if it were (make it so in the app when trying the tip there)",
            "the tip shown here (ExportPDFTip()) is shown only while 'entries.count > 3' is true, app state the "
                + "playground does not have; placed as if it were (make it so in the app when trying the tip there)",
        ])
        #expect(result.warnings.map { "\($0.line):\($0.column)" } == ["19:29", "21:29"])
    }

    @Test("Every TipView of a tip is a placement of its own, keeping its isPresented: and anchorID:")
    func everyTipViewIsAPlacement() throws {
        let result = try ImportFixtures.importing([
            "DraftsView.swift": """
                import SwiftUI
                import TipKit

                struct DraftTip: Tip {
                    var title: Text { Text("Drafts are kept for 30 days") }
                }

                struct DraftsView: View {
                    @State private var showsDraftTip = true

                    var body: some View {
                        VStack {
                            TipView(DraftTip())
                            Button("New draft") { }
                                .tipAnchor("newDraft")
                            TipView(DraftTip(), isPresented: $showsDraftTip, arrowEdge: .top, anchorID: "newDraft")
                        }
                    }
                }
                """
        ])
        let placements = result.document.screens[0].placements
        #expect(placements.map(\.content) == [.tip("DraftTip"), .tip("DraftTip")])
        // Each TipView sits before a control of its own.
        #expect(placements.map(\.presentation) == [
            .inline(.before(control: "draftsAreKeptFor30Days")), .inline(.before(control: "draftsAreKeptFor30Days2")),
        ])
        #expect(placements.map(\.isPresented) == [nil, true])
        #expect(placements.map(\.anchorID) == [nil, "newDraft"])
        #expect(placements.map(\.arrowEdge) == [nil, .top])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("Builder actions written Tip.Action(id:title:) with a handler closure are read")
    func builderActionsWithHandlers() throws {
        let result = try ImportFixtures.importing([
            "BackupTip.swift": """
                import SwiftUI
                import TipKit

                struct BackupTip: Tip {
                    var title: Text { Text("Back up your notes") }
                    var actions: [Action] {
                        Tip.Action(id: "backup-now", title: "Back up now") {
                            BackupService.shared.start()
                        }
                        Tips.Action(id: "settings", title: "Settings") { Router.open(.settings) }
                        Tip.Action(id: "later") {
                            Text("Remind me later")
                        }
                    }
                }
                """
        ])
        let tip = try #require(result.document.tip(id: "BackupTip"))
        #expect(tip.actions.map(\.id) == ["backup-now", "settings", "later"])
        #expect(tip.actions.map(\.title) == ["Back up now", "Settings", "Remind me later"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("Copy the import cannot read is one warning, saying which cause: the call site, a macro, a missing generated file")
    func oneWarningPerCauseOfUnreadCopy() throws {
        let result = try ImportFixtures.importing([
            "Tips/CollectionTip.swift": """
                import SwiftUI
                import TipKit

                struct CollectionTip: Tip {
                    let collectionName: String
                    var title: Text { Text(collectionName) }
                }

                struct WelcomeTip: Tip {
                    var title: Text { Text(#localizedCopy("welcome.tip.title")) }
                }

                struct ScanTip: Tip {
                    var title: Text { Text(Asset.Strings.scanTipTitle) }
                }

                struct PinTip: Tip {
                    var title: Text { Text(Copy.pinTitle) }
                }
                """,
            "Support/Copy.swift": """
                enum Copy {
                    static let pinTitle = makeTitle()
                }
                """,
            "Views/CollectionView.swift": """
                import SwiftUI
                import TipKit

                struct CollectionView: View {
                    let model: CollectionModel

                    var body: some View {
                        TipView(CollectionTip(collectionName: model.name))
                    }
                }
                """,
        ])
        let messages = result.warnings.map { "\(($0.file as NSString).lastPathComponent):\($0.line): \($0.message)" }
        #expect(messages == [
            "CollectionTip.swift:10: the title of tip 'WelcomeTip' is written through the macro #localizedCopy "
                + "(Text(#localizedCopy(\"welcome.tip.title\"))), whose expansion the import does not run; imported "
                + "with its type name as the title",
            "CollectionTip.swift:4: the title of tip 'CollectionTip' is its property 'collectionName' "
                + "(CollectionTip.swift:5), given where the tip is made (CollectionView.swift:8), a value the app has "
                + "only at run time; imported with its type name as the title",
            "CollectionTip.swift:13: the title of tip 'ScanTip' is the constant 'Asset.Strings.scanTipTitle', and no "
                + "file the import read declares 'Asset': a generated file (SwiftGen, R.swift, a build plugin's "
                + "output) that is not in the repository? Generate it and name it on the command line; imported "
                + "with its type name as the title",
            "CollectionTip.swift:17: the title of tip 'PinTip' is the constant 'Copy.pinTitle', which no file the "
                + "import read declares as a string (a literal, NSLocalizedString, String(localized:) or a SwiftGen "
                + "tr(…) call); imported with its type name as the title",
        ])
        #expect(result.document.tips.map(\.title) == ["CollectionTip", "WelcomeTip", "ScanTip", "PinTip"])
    }

    @Test("A .stringsdict plural for copy with a count becomes plural copy the playground draws for a count")
    func stringsdictPluralWithACount() throws {
        func plural(_ one: String, _ other: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>reading.streak %lld</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@days@ Keep going!</string>
                    <key>days</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>
                        <string>lld</string>
                        <key>one</key>
                        <string>\(one)</string>
                        <key>other</key>
                        <string>\(other)</string>
                    </dict>
                </dict>
            </dict>
            </plist>
            """
        }
        let (result, _) = try ImportFixtures.importAndLoad([
            "Tips/ReadingStreakTip.swift": """
                import SwiftUI
                import TipKit

                struct ReadingStreakTip: Tip {
                    let days: Int
                    var title: Text { Text("Your reading streak") }
                    var message: Text? { Text("reading.streak \\(days)") }
                }
                """,
            "Resources/en.lproj/Localizable.strings": #""Your reading streak" = "Your reading streak";"#,
            "Resources/en.lproj/Localizable.stringsdict": plural("You read %lld day in a row.", "You read %lld days in a row."),
            "Resources/de.lproj/Localizable.stringsdict": plural("%lld Tag am Stück gelesen.", "%lld Tage am Stück gelesen."),
        ])
        let tip = try #require(result.document.tip(id: "ReadingStreakTip"))
        #expect(tip.message == "reading.streak \\(days)")
        #expect(tip.plural == PluralCopy(count: 1, message: [
            "one": "You read %lld day in a row. Keep going!", "other": "You read %lld days in a row. Keep going!",
        ]))
        #expect(result.document.copy(of: tip, inLocale: nil).message == "You read 1 day in a row. Keep going!")
        #expect(result.json.contains(#""plural": { "count": 1, "message": {"#))
        // The development language's forms are read; another locale's are still a warning.
        #expect(result.warnings.map(\.message) == [
            "the message of tip 'ReadingStreakTip' ('reading.streak %lld') has plural forms in 'de' (one, other), which "
                + "the playground does not choose by count; in 'de' it shows that key's entry in the Localizable .strings "
                + "table or String Catalog, else the tip's own copy"
        ])
        #expect(result.warnings.first?.file.hasSuffix("de.lproj/Localizable.stringsdict") == true)
    }
}
