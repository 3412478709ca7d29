#if canImport(TipKit)
import SwiftUI
import TipKit

struct DragToExportTip: Tip {
    static let didFinishSketch = Tips.Event(id: "finish-sketch")

    var title: Text { Text("Export by dragging") }

    var message: Text? {
        #if os(iOS)
        Text("Touch and hold a sketch, then drag it to Files.")
        #elseif os(visionOS)
        Text("Pinch and hold a sketch, then drag it out of the window.")
        #else
        Text("Drag a sketch to the Finder.")
        #endif
    }

    var image: Image? {
        #if os(macOS)
        Image(systemName: "macwindow")
        #else
        Image(systemName: "iphone")
        #endif
    }

    var rules: [Rule] {
        #if DEBUG
        #Rule(Self.didFinishSketch) { $0.donations.count >= 1 }
        #else
        #Rule(Self.didFinishSketch) { $0.donations.count >= 3 }
        #endif
    }
}

#if os(macOS)
struct MenuBarTip: Tip {
    var title: Text { Text("Find Sketchbook in the menu bar") }
}
#endif

#if DEBUG
struct ResetTipsTip: Tip {
    var title: Text { Text("Reset every tip from here") }
}
#endif
#endif
