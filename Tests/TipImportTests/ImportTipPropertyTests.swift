import Foundation
import Testing
import TipPlayground

@testable import TipImport

/// Tips held in properties, as apps hold them: several views each keep a property named `tip`
/// of their own tip type, typed or not, made with `.init()`, read from `static let shared`, or
/// kept by a model the view holds. Each is resolved in the type that shows it; a property whose
/// tip cannot be told is skipped with a warning, never guessed. Sample code written for the
/// project, in the shapes such apps use.
@Suite("Import: tips held in properties are resolved in the view that holds them")
struct ImportTipPropertyTests {
    static let tips = """
        import SwiftUI
        import TipKit

        struct ShareTip: Tip { var title: Text { Text("Share your route") } }
        struct SaveTip: Tip { var title: Text { Text("Save for offline") } }
        struct FilterTip: Tip {
            static let shared = FilterTip()
            var title: Text { Text("Filter by difficulty") }
        }
        struct SortTip: Tip { var title: Text { Text("Sort by distance") } }
        struct PinTip: Tip { var title: Text { Text("Pin a favourite") } }
        """

    /// Two tips only, so that every tip is shown by a view (the catalogue places the others).
    static let twoTips = """
        import SwiftUI
        import TipKit

        struct ShareTip: Tip { var title: Text { Text("Share your route") } }
        struct SaveTip: Tip { var title: Text { Text("Save for offline") } }
        """

    @Test("Five views each showing their own property named tip get their own tip, however it is declared")
    func eachViewShowsItsOwnTip() throws {
        let result = try ImportFixtures.importing([
            "Tips.swift": Self.tips,
            "RouteView.swift": """
                import SwiftUI
                import TipKit

                struct RouteView: View {
                    private let tip: ShareTip = .init()

                    var body: some View {
                        VStack {
                            TipView(tip)
                            Button("Share") { }
                        }
                    }
                }
                """,
            "OfflineView.swift": """
                import SwiftUI
                import TipKit

                struct OfflineView: View {
                    @State private var tip = SaveTip()

                    var body: some View {
                        Button("Save") { }
                            .popoverTip(tip)
                    }
                }
                """,
            "ListView.swift": """
                import SwiftUI
                import TipKit

                struct ListView: View {
                    let tip = FilterTip.shared

                    var body: some View {
                        Button("Filter") { }
                            .popoverTip(tip)
                    }
                }
                """,
            "SortView.swift": """
                import SwiftUI
                import TipKit

                struct SortView: View {
                    var tip: SortTip

                    var body: some View {
                        Button("Sort") { }
                            .popoverTip(tip, arrowEdge: .top)
                    }
                }
                """,
            "PinView.swift": """
                import SwiftUI
                import TipKit

                @Observable final class PinModel {
                    let tip = PinTip()
                }

                struct PinView: View {
                    let model: PinModel

                    var body: some View {
                        Button("Pin") { }
                            .popoverTip(model.tip)
                    }
                }
                """,
        ])
        let placements = result.document.screens.flatMap(\.placements)
        // Files are read in name order: ListView, OfflineView, PinView, RouteView, SortView.
        #expect(
            placements.map(\.content) == [
                .tip("FilterTip"), .tip("SaveTip"), .tip("PinTip"), .tip("ShareTip"), .tip("SortTip"),
            ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("A tip property whose declaration does not say its tip is skipped with a warning at the view, naming the property's file:line")
    func untypedPropertyIsSkippedWithAWarning() throws {
        let result = try ImportFixtures.importing([
            "Tips.swift": Self.twoTips,
            "RouteView.swift": """
                import SwiftUI
                import TipKit

                struct RouteView: View {
                    private let tip: ShareTip = .init()

                    var body: some View {
                        TipView(tip)
                    }
                }
                """,
            "MapView.swift": """
                import SwiftUI
                import TipKit

                struct MapView: View {
                    let tip = TipFactory.make(for: .map)

                    var body: some View {
                        Button("Layers") { }
                            .popoverTip(tip)
                    }
                }
                """,
        ])
        // SaveTip, shown by no view, is on the catalogue; nothing is placed at Layers.
        #expect(result.document.screens.flatMap(\.placements).map(\.content) == [.tip("ShareTip"), .tip("SaveTip")])
        let warning = try #require(result.warnings.first)
        #expect(result.warnings.count == 1, "\(result.warnings)")
        #expect(warning.file.hasSuffix("MapView.swift") && warning.line == 8, "\(warning.line)")
        #expect(
            warning.message == "'tip' shown here is the property 'tip' of 'MapView' (MapView.swift:5), whose "
                + "declaration does not say which tip it holds; skipped (declare it with the tip's type: "
                + "'let tip: SomeTip' or '= SomeTip()')")
    }

    @Test("A tip shown through a property its view does not hold, declared with different tips elsewhere, is skipped with a warning listing them")
    func ambiguousPropertyIsNotGuessed() throws {
        let result = try ImportFixtures.importing([
            "Tips.swift": Self.twoTips,
            "Views.swift": """
                import SwiftUI
                import TipKit

                struct RouteView: View {
                    private let tip = ShareTip()
                    var body: some View { TipView(tip) }
                }

                struct OfflineView: View {
                    private let tip = SaveTip()
                    var body: some View { TipView(tip) }
                }

                extension View {
                    func hinted(_ tip: some Tip) -> some View {
                        self.popoverTip(tip)
                    }
                }
                """,
        ])
        #expect(result.document.screens.flatMap(\.placements).map(\.content) == [.tip("ShareTip"), .tip("SaveTip")])
        let warning = try #require(result.warnings.first)
        #expect(result.warnings.count == 1, "\(result.warnings)")
        #expect(warning.line == 16)
        #expect(
            warning.message == "'tip' shown here is not a property of 'View', and the properties of that name "
                + "elsewhere hold different tips (ShareTip in 'RouteView' at Views.swift:5, SaveTip in 'OfflineView' "
                + "at Views.swift:10); skipped rather than guessed")
    }
}
