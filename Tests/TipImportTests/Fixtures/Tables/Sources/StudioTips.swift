import SwiftUI
import TipKit

/// Brush copy lives in its own table, Tips; the palette tip uses the default one.
struct BrushTip: Tip {
    var title: Text { Text("Pick a brush", tableName: "Tips") }
    var message: Text? { Text("Each brush remembers its size.", tableName: "Tips", comment: "Brush tip body") }
}

struct PaletteTip: Tip {
    var title: Text { Text("Save a palette") }

    var actions: [Action] {
        Action(id: "open", title: String(localized: "Open palettes", table: "Tips"))
    }
}

struct SettingsView: View {
    var body: some View {
        Form {
            Toggle("Show grid", isOn: .constant(true))
            Button("Brushes") { }
                .popoverTip(BrushTip())
        }
    }
}
