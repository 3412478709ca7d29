import SwiftUI
import TipKit

struct PinNoteTip: Tip {
    static let enterAndLeaveEditor = Tips.Event(
        id: "editor-visit", donationLimit: Tips.DonationLimit(maximumCount: 20, maximumAge: .days(7)))

    var title: Text { Text("Pin this note") }
    var message: Text? { Text("Pinned notes stay at the top of the list.") }

    var rules: [Rule] {
        #Rule(Self.enterAndLeaveEditor) { $0.donations.donatedWithin(.week).count >= 3 }
        #Rule(Self.enterAndLeaveEditor) { $0.donations.filter { $0.date > .now }.count > 1 }
    }
}

struct ShareNoteTip: Tip {
    var title: Text { Text("Share a note", tableName: "Legacy") }
    var message: Text? { Text(verbatim: summary()) }
}

struct TagNotesTip: Tip {
    var title: Text { Text("Tag your notes") }

    var rules: [Rule] {
        #Rule(NoteFolder.inbox.didFileNote) { $0.donations.count > 3 }
    }
}
