// Parameters and rules as TipKit code writes them: `@Parameter` with its default id, read and
// written from plain (nonisolated) static helpers; `#Rule` with `$0` and with a named closure
// parameter; Foundation types (`Date`) with no Foundation import.
import TipCore

struct BackupReminderTip: Tip {
    @Parameter static var lastBackup: Date? = nil
    @Parameter(.transient) static var isOnline = true
    @Parameter static var backupCount: Int = 0
    static let didOpenBackups = Event(id: "didOpenBackups")

    /// Called from wherever a backup finishes: no actor, no `$`.
    static func recordBackup(at date: Date) {
        lastBackup = date
        backupCount += 1
    }

    static func connectivityChanged(online: Bool) {
        isOnline = online
    }

    var title: Text { Text("Back up your library") }

    var rules: [Rule] {
        #Rule(Self.$isOnline) { online in online == true }
        #Rule(Self.$lastBackup) { $0 == nil }
        #Rule(Self.didOpenBackups) { event in
            event.donations.count >= 3
        }
    }
}

struct RenamedSettingTip: Tip {
    /// Kept under its old key after the property was renamed.
    @Parameter(id: "RenamedSettingTip.legacyFlag") static var showsHints = false

    var title: Text { Text("Hints are on") }

    var rules: [Rule] {
        #Rule(Self.$showsHints) { $0 }
    }
}
