import Foundation
import Testing
import TipPlayground

@testable import TipImport

/// Copy written through constants is resolved from one index of the names every file declares,
/// so the work grows with the files, not with the files times the constants the app declares
/// (which made a 300-file app with 30 constants a file take 4 s, and real apps 10 to 30 s).
/// The work is counted (`ImportWork`: names looked up, and names searched for in a file's
/// text), not timed, so the test does not depend on the machine's speed.
@Suite("Import: resolving copy through constants stays linear")
struct ImportLinearWorkTests {
    /// An app of `screens` files, each declaring 30 constants that name another type's
    /// (`static let title3x7 = Theme.color3x7`) and a view using one, and one tip whose copy is
    /// read through constants in two other files, one naming the next.
    static func constantsApp(screens: Int) -> [String: String] {
        var files: [String: String] = [
            "Support/Strings.swift": """
                import Foundation

                enum Strings {
                    enum Menu {
                        static let title = base
                        static let base = "Open the menu"
                        static let message = Palette0.menuHint
                    }
                }
                """,
            "Tips/MenuTip.swift": """
                import SwiftUI
                import TipKit

                struct MenuTip: Tip {
                    var title: Text { Text(Strings.Menu.title) }
                    var message: Text? { Text(Strings.Menu.message) }
                }

                struct MenuButton: View {
                    var body: some View {
                        Button("Menu") { }
                            .popoverTip(MenuTip())
                    }
                }
                """,
        ]
        for screen in 0..<screens {
            var text = "import SwiftUI\n\nenum Palette\(screen) {\n"
            if screen == 0 { text += "    static let menuHint = \"Everything is one tap away.\"\n" }
            for constant in 0..<30 {
                text += "    static let title\(screen)x\(constant) = Theme.color\(screen)x\(constant)\n"
            }
            text += """
                }

                struct Screen\(screen)View: View {
                    var body: some View {
                        Text("Screen \(screen)").foregroundStyle(Palette\(screen).title\(screen)x0)
                    }
                }

                """
            files["Screens/Screen\(screen).swift"] = text
        }
        return files
    }

    /// The steps counted importing an app of `screens` files, after checking the tip's copy
    /// was read through its constants.
    static func work(screens: Int) throws -> Int {
        let folder = try ImportFixtures.folder(with: constantsApp(screens: screens).mapValues { Data($0.utf8) })
        defer { try? FileManager.default.removeItem(at: folder) }
        let work = ImportWork()
        let result = PlaygroundImporter.importSources(paths: [folder.path], blanksIrrelevantCode: true, work: work)
        let tip = try #require(result.document.tip(id: "MenuTip"))
        #expect(tip.title == "Open the menu")
        #expect(tip.message == "Everything is one tap away.")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        return work.total
    }

    @Test("Four times the files, each declaring 30 constants, take at most four and a half times the work")
    func workGrowsWithTheFiles() throws {
        let small = try Self.work(screens: 20)
        let large = try Self.work(screens: 80)
        #expect(small > 0, "the work is counted")
        #expect(large * 2 <= small * 9, "20 files: \(small) steps; 80 files: \(large) steps")
    }
}
