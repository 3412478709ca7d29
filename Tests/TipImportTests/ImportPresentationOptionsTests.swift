import Foundation
import Testing
import TipCore
import TipExport
import TipPlayground

@testable import TipImport

/// TipKit's iOS 18 and 26 presentation options as apps write them: `isPresented` bindings,
/// `anchorID` with `.tipAnchor`, custom styles, `tipBackgroundInteraction` and the appearance
/// modifiers, on the tip itself or on a view holding it. Import reads them into placements,
/// export writes them back with the availability they need, and a round trip keeps them.
@Suite struct ImportPresentationOptionsTests {
    static let app = #"""
        import SwiftUI
        import TipKit

        struct DraftTip: Tip {
            var title: Text { Text("Drafts are kept") }
        }

        struct FilterTip: Tip {
            var title: Text { Text("Filter your trails") }
            var image: Image? { Image(systemName: "line.3.horizontal.decrease.circle") }
        }

        struct ShareTip: Tip {
            var title: Text { Text("Share a trail") }
        }

        struct HeadlineTipViewStyle: TipViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading) {
                    configuration.title.font(.headline)
                    configuration.message
                }
            }
        }

        struct CloseableTipViewStyle: TipViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.title
                    Button { configuration.tip.invalidate(reason: .tipClosed) } label: { Image(systemName: "xmark") }
                }
            }
        }

        @available(iOS 26, *)
        struct ComposeView: View {
            @State private var showsDraftTip = true
            private let draftTip = DraftTip()

            var body: some View {
                VStack {
                    TipView(draftTip, isPresented: $showsDraftTip)
                    TipView(FilterTip(), arrowEdge: .top, anchorID: "filter")
                        .tipImageStyle(.purple, .secondary)
                        .tipCornerRadius(12)
                    Button("Filter") { }
                        .tipAnchor("filter")
                    Button("Share") { }
                        .popoverTip(ShareTip())
                        .tipBackgroundInteraction(.enabled)
                        .tipViewStyle(CloseableTipViewStyle())
                }
                .tipViewStyle(HeadlineTipViewStyle())
                .tipBackground(Color("Paper"))
            }
        }
        """#

    /// Each placement's options on one line, in the order placed.
    static func options(_ document: PlaygroundDocument) -> [String] {
        let screen = document.screens[0]
        return screen.placements.map { placement in
            let tip = document.tipIDs(shownBy: placement).joined()
            let way = if case .popover = placement.presentation { "popover" } else { "inline" }
            let anchor = placement.anchorID.flatMap { screen.control(id: $0)?.label }.map { " anchor '\($0)'" } ?? ""
            var parts = ["\(tip) \(way)\(anchor)"]
            if let edge = placement.arrowEdge { parts.append("edge \(edge.rawValue)") }
            if let isPresented = placement.isPresented { parts.append("isPresented \(isPresented)") }
            if let style = placement.style { parts.append("style \(style.name)\(style.hasCloseButton ? " with ×" : "")") }
            if let interaction = placement.backgroundInteraction { parts.append("interaction \(interaction.rawValue)") }
            let appearance = placement.appearance
            if !appearance.imageStyle.isEmpty {
                parts.append("image " + appearance.imageStyle.compactMap(ShapeStyleText.text).joined(separator: ","))
            }
            if let background = appearance.background.flatMap(ShapeStyleText.text) { parts.append("background \(background)") }
            if let radius = appearance.cornerRadius { parts.append("radius \(radius)") }
            return parts.joined(separator: " · ")
        }
    }

    static let expected = [
        "DraftTip inline · isPresented true · style HeadlineTipViewStyle · background asset:Paper",
        "FilterTip inline anchor 'Filter' · edge top · style HeadlineTipViewStyle · image purple,secondary · background asset:Paper · radius 12.0",
        "ShareTip popover · style CloseableTipViewStyle with × · interaction enabled",
    ]

    @Test func theOptionsAreReadFromTheViewsAndTheModifiersAroundThem() throws {
        let (result, document) = try ImportFixtures.importAndLoad(["ComposeView.swift": Self.app])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(Self.options(document) == Self.expected)
    }

    @Test func exportWritesThemBackForIOS26AndImportReadsTheSame() throws {
        let (_, document) = try ImportFixtures.importAndLoad(["ComposeView.swift": Self.app])
        let swift = SwiftExporter.swift(document, flavour: .tipKit, views: true)
        #expect(swift.contains("@available(iOS 26, *)\nstruct CatalogueScreen: View {"), "\(swift)")
        #expect(swift.contains("@State private var isDraftTipPresented = true"))
        #expect(swift.contains("TipView(DraftTip(), isPresented: $isDraftTipPresented)"))
        #expect(swift.contains(#"TipView(FilterTip(), arrowEdge: .top, anchorID: "#))
        #expect(swift.contains(".tipAnchor("))
        #expect(swift.contains(".tipImageStyle(.purple, .secondary)"))
        #expect(swift.contains(#".tipBackground(Color("Paper"))"#))
        #expect(swift.contains(".tipCornerRadius(12)"))
        #expect(swift.contains(".tipBackgroundInteraction(.enabled)"))
        #expect(swift.contains("struct HeadlineTipViewStyle: TipViewStyle {"))
        #expect(swift.contains("configuration.tip.invalidate(reason: .tipClosed)"), "the closeable style keeps its ×")
        let again = try ExportRoundTripTests.importBack(swift, of: document)
        #expect(Self.options(again) == Self.expected)
    }

    @Test func anAnchorIDWithNoTipAnchorAndAModifierReachingNoTipAreSaid() throws {
        let source = #"""
            import SwiftUI
            import TipKit
            struct LoneTip: Tip { var title: Text { Text("Lone") } }
            @available(iOS 26, *)
            struct LoneView: View {
                var body: some View {
                    VStack {
                        TipView(LoneTip(), anchorID: "nowhere")
                        Text("Plain").tipCornerRadius(4)
                    }
                }
            }
            """#
        let result = try ImportFixtures.importing(["LoneView.swift": source])
        let messages = result.warnings.map(\.message)
        #expect(messages.contains("anchorID nowhere names no view marked .tipAnchor(nowhere) the import found; the arrow points at the control beside it"))
        #expect(messages.contains("tipCornerRadius is written on a view that shows no TipView or popoverTip here; ignored"))
    }
}
