import SwiftUI
import TipKit

struct GalleryView: View {
    var body: some View {
        VStack {
            Button("Export") {
            }
            #if os(iOS)
            .popoverTip(DragToExportTip(), arrowEdge: .bottom)
            #endif
            Text("Recent sketches")
        }
    }
}
