// Events with payloads, options and actions in the shapes TipKit code uses, including the
// `[Option]` and `[Action]` spellings and a label-closure action.
import TipCore

struct PhotoFilterTip: Tip {
    struct FilterUse: Codable, Sendable {
        let filterName: String
    }

    static let filterApplied = Event<FilterUse>(id: "filterApplied")

    /// Called by the editor when a filter is applied, from whatever task it runs on.
    static func noteFilterApplied(_ name: String) async {
        await filterApplied.donate(FilterUse(filterName: name))
    }

    var title: Text { Text("Try **Vivid**") }

    var rules: [Rule] {
        #Rule(Self.filterApplied) { event in
            event.donations.filter { $0.filterName == "Mono" }.count >= 2
        }
    }

    var options: [Option] {
        MaxDisplayCount(2)
        Tips.IgnoresDisplayFrequency(true)
    }

    var actions: [Action] {
        Action(id: "try-vivid", title: "Try it")
        Tips.Action(id: "later") {
            Text("Later").italic()
        }
    }
}
