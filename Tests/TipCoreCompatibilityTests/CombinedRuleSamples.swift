// Rules that read more than one input, as apps on newer TipKit write them: a compound
// `Tips.Rule(.disjunction, […])`, a two-input `#Rule`, and a rule whose closure returns the
// `PredicateExpressions` value TipKit's own `#Rule` expands to.
import Foundation
import TipCore

struct ExportShortcutTip: Tip {
    @Parameter static var isProSubscriber = false
    static let didExportManually = Event(id: "didExportManually")

    var title: Text { Text("Export with ⌘E") }

    /// Pro subscribers, or anyone who has exported by hand three times.
    var rules: [Rule] {
        Tips.Rule(.disjunction, [
            #Rule(Self.$isProSubscriber) { $0 == true },
            #Rule(Self.didExportManually) { $0.donations.count >= 3 },
        ])
    }
}

struct SyncSettingsTip: Tip {
    @Parameter static var deviceCount = 1
    static let didOpenSettings = Event(id: "didOpenSettings")

    var title: Text { Text("Sync your settings") }

    /// Only for people with a second device who have visited Settings at least twice.
    var rules: [Rule] {
        #Rule(Self.$deviceCount, Self.didOpenSettings) { devices, settings in
            devices > 1 && settings.donations.count >= 2
        }
    }
}

struct ArchiveTip: Tip {
    @Parameter static var archivedCount = 0

    var title: Text { Text("Find archived notes here") }

    /// The expanded form of `#Rule(Self.$archivedCount) { $0 >= 5 }`, as a macro-free codebase
    /// or a generated file writes it.
    var rules: [Rule] {
        Tips.Rule(Self.$archivedCount) {
            PredicateExpressions.build_Comparison(
                lhs: PredicateExpressions.build_Arg($0),
                rhs: PredicateExpressions.build_Arg(5),
                op: .greaterThanOrEqual
            )
        }
    }
}

struct ShareAlbumTip: Tip {
    @Parameter static var hasSharedAlbums = false
    static let didViewAlbum = Event(id: "didViewAlbum")

    var title: Text { Text("Share this album") }

    /// Every part must hold; written as a conjunction so it reads as one condition.
    var rules: [Rule] {
        Tips.Rule(.conjunction, [
            #Rule(Self.$hasSharedAlbums) { !$0 },
            #Rule(Self.didViewAlbum) { $0.donations.count > 1 },
        ])
    }
}
