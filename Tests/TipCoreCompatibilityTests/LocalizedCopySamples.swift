// Tip declarations with localized initialisers: `Text(_:comment:)`,
// `Text(_:tableName:bundle:comment:)`, `Text(LocalizedStringKey)`, `LocalizedStringResource`.
import TipCore

struct OfflineRegionsTip: Tip {
    let regionCount: Int

    var title: Text {
        Text("Keep maps offline", comment: "Title of the tip about offline map regions")
    }

    var message: Text? {
        Text(
            "Save up to \(regionCount) regions on this device.", tableName: "Tips", bundle: .main,
            comment: "Message of the tip about offline map regions"
        )
    }
}

struct NotesSyncTip: Tip {
    static let summary: LocalizedStringResource = "Notes look the same on every device you sign in to."
    static let keyedTitle = LocalizedStringResource("notes.sync.title", defaultValue: "Sync your notes", comment: "Tip title")

    var title: Text {
        Text(Self.keyedTitle)
    }

    var message: Text? {
        Text(Self.summary)
    }

    var actions: [Action] {
        Action(id: "learn", title: String(localized: "Learn more"))
    }
}

struct ExportFormatTip: Tip {
    let pageCount: Int

    var title: Text {
        Text(LocalizedStringKey("Export as PDF"))
    }

    var message: Text? {
        Text(pageCount, format: .number) + Text(" pages fit in one file.")
    }
}

/// Copy declared with `#bundle`, as apps that keep their strings in a package do.
struct TagsTip: Tip {
    var title: Text {
        Text("Tag your hikes", tableName: "Tips", bundle: #bundle, comment: "Title of the tip about tags")
    }

    var message: Text? {
        Text("Find them again by tag.", bundle: #bundle)
    }
}
