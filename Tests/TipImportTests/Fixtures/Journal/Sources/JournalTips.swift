import SwiftUI
import TipKit

struct StreakTip: Tip {
    static let wroteEntry = Tips.Event(id: "wrote-entry")

    var title: Text { Text("Keep your streak") }
    var message: Text? { Text("Write a line every day to keep it going.") }

    var rules: [Rule] {
        #Rule(Self.wroteEntry) { $0.donations.count >= 2 }
    }
}

struct TodayView: View {
    var body: some View {
        Button("New entry") { }
            .popoverTip(StreakTip())
    }
}
