import SwiftUI
import TipKit

struct SketchView: View {
    @State private var firstRun = TipGroup(.ordered) {
        WelcomeTip()
        SyncTip()
    }
    private let layersHint = LayersHint()

    var body: some View {
        VStack {
            Text("Untitled sketch")
                .font(.headline)
                .popoverTip(firstRun.currentTip)
            Button {
            } label: {
                Image(systemName: "square.3.layers.3d")
            }
            .popoverTip(layersHint, arrowEdge: .top)
        }
    }
}
