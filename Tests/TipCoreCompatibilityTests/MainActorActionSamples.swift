// An action that calls main-actor app code, as TipKit apps write it in the Swift 6 language mode:
// the handler is `@MainActor @Sendable`, as TipKit's is, so it may touch a main-actor model.
import TipCore

/// App state that lives on the main actor, like a SwiftUI view model.
@MainActor
final class LibraryModel {
    static let shared = LibraryModel()
    private(set) var openedSettings = 0
    private(set) var presentedSheet: String?

    func openSettings() { openedSettings += 1 }
    func present(_ sheet: String) { presentedSheet = sheet }
}

struct LibrarySyncTip: Tip {
    let model: LibraryModel

    var title: Text { Text("Sync your library") }

    var actions: [Action] {
        // A main-actor method, called straight from the handler.
        Action(id: "open-settings", title: "Open Settings") { [model] in
            model.openSettings()
        }
        Action(id: "learn", perform: { LibraryModel.shared.present("sync-help") }) {
            Text("Learn more")
        }
    }
}
