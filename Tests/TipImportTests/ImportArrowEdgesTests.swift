import Foundation
import Testing
import TipExport
import TipPlayground

@testable import TipImport

/// iOS 26's `popoverTip(_:isPresented:attachmentAnchor:arrowEdges:action:)` as apps write it: the
/// `Edge.Set` of edges the arrow may take is read into the placement, an `Edge.Set` the import
/// cannot read is a warning at its place, and export writes the set back for iOS 26.
@Suite struct ImportArrowEdgesTests {
    static let app = #"""
        import SwiftUI
        import TipKit

        struct RouteTip: Tip { var title: Text { Text("Plan a route") } }
        struct LayersTip: Tip { var title: Text { Text("Change the map layers") } }
        struct LocateTip: Tip { var title: Text { Text("Find yourself") } }
        struct DownloadTip: Tip { var title: Text { Text("Save the map offline") } }
        struct CompassTip: Tip { var title: Text { Text("Point north") } }

        @available(iOS 26, *)
        struct TrailMapView: View {
            @State private var showsRouteTip = true

            var body: some View {
                VStack {
                    Button("Route") { }
                        .popoverTip(RouteTip(), isPresented: $showsRouteTip, arrowEdges: .vertical)
                    Button("Layers") { }
                        .popoverTip(LayersTip(), arrowEdges: [.top, .leading]) { _ in }
                    Button("Locate") { }
                        .popoverTip(LocateTip(), arrowEdges: Edge.Set.horizontal)
                    Button("Download") { }
                        .popoverTip(DownloadTip(), arrowEdges: .all)
                    Button("Compass") { }
                        .popoverTip(CompassTip(), arrowEdge: .bottom)
                }
            }
        }
        """#

    /// Each placement's tip and arrow edges on one line.
    static func edges(_ document: PlaygroundDocument) -> [String] {
        document.screens[0].placements.map { placement in
            let tip = document.tipIDs(shownBy: placement).joined()
            if let edges = placement.arrowEdges { return "\(tip) arrowEdges \(edges.swiftLiteral)" }
            return "\(tip) arrowEdge \(placement.arrowEdge?.rawValue ?? "nil")"
        }
    }

    static let expected = [
        "RouteTip arrowEdges .vertical",
        "LayersTip arrowEdges [.top, .leading]",
        "LocateTip arrowEdges .horizontal",
        "DownloadTip arrowEdges .all",
        "CompassTip arrowEdge bottom",
    ]

    @Test func theSetOfEdgesIsReadAsEdgeSetSpellsIt() throws {
        let (result, document) = try ImportFixtures.importAndLoad(["TrailMapView.swift": Self.app])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(Self.edges(document) == Self.expected)
        #expect(result.json.contains(#""arrowEdges": [ "top", "leading" ]"#))
    }

    @Test func exportWritesArrowEdgesForIOS26AndImportReadsTheSameSets() throws {
        let (_, document) = try ImportFixtures.importAndLoad(["TrailMapView.swift": Self.app])
        let swift = SwiftExporter.swift(document, flavour: .tipKit, views: true)
        #expect(swift.contains("@available(iOS 26, *)\nstruct CatalogueScreen: View {"), "\(swift)")
        #expect(swift.contains(".popoverTip(LayersTip(), arrowEdges: [.top, .leading])"), "\(swift)")
        #expect(swift.contains(".popoverTip(LocateTip(), arrowEdges: .horizontal)"), "\(swift)")
        #expect(swift.contains(".popoverTip(CompassTip(), arrowEdge: .bottom)"), "the older form stays as it was")
        let again = try ExportRoundTripTests.importBack(swift, of: document)
        #expect(Self.edges(again) == Self.expected)
    }

    @Test func aScreenWithOnlyTheOlderArrowEdgeIsNotMarkedIOS26() throws {
        let text = #"""
            { "tips": [ { "id": "CompassTip", "title": "Point north" } ],
              "screens": [ { "id": "map", "controls": [ { "id": "compass", "label": "Compass" } ],
                             "tips": [ { "tip": "CompassTip", "popover": "compass", "arrowEdge": "top" } ] } ] }
            """#
        let document = try PlaygroundLoader.parse(text, fileName: "p.json")
        let swift = SwiftExporter.swift(document, flavour: .tipKit, views: true)
        #expect(swift.contains(".popoverTip(CompassTip(), arrowEdge: .top)"), "\(swift)")
        #expect(!swift.contains("@available(iOS 26, *)"), "\(swift)")
    }

    @Test("An Edge.Set the import cannot read is a warning at its place, and every edge is allowed")
    func unreadableSetsAreWarnings() throws {
        let source = #"""
            import SwiftUI
            import TipKit
            struct RouteTip: Tip { var title: Text { Text("Plan a route") } }
            struct LayersTip: Tip { var title: Text { Text("Change the map layers") } }
            @available(iOS 26, *)
            struct MapView: View {
                let allowed: Edge.Set = .vertical
                var body: some View {
                    VStack {
                        Button("Route") { }.popoverTip(RouteTip(), arrowEdges: allowed)
                        Button("Layers") { }.popoverTip(LayersTip(), arrowEdges: [])
                    }
                }
            }
            """#
        let result = try ImportFixtures.importing(["MapView.swift": source])
        let warnings = result.warnings.map { "\($0.line):\($0.column): \($0.message)" }
        #expect(warnings == [
            "10:68: arrowEdges: allowed is not an Edge.Set the import can read (.top, .vertical, .horizontal, .all or a list such as [.top, .leading]); every edge is allowed",
            "11:70: arrowEdges is empty, so the popover has no edge for its arrow; every edge is allowed",
        ])
        let document = try PlaygroundLoader.parse(result.json, fileName: "imported.json")
        #expect(Self.edges(document) == ["RouteTip arrowEdges .all", "LayersTip arrowEdges .all"])
    }
}
