import SwiftUI
import TipKit

@main
struct SketchbookApp: App {
    init() {
        #if DEBUG
        Tips.showAllTipsForTesting()
        try? Tips.configure([.displayFrequency(.immediate)])
        #else
        try? Tips.configure([.displayFrequency(.daily)])
        #endif
    }

    var body: some Scene {
        WindowGroup { GalleryView() }
    }
}
