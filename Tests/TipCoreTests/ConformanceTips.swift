import Foundation
import TipCore

// Tips used by the conformance suite. Parameters get explicit ids so their stored values do not
// depend on line numbers.

struct AlwaysTip: Tip {
    var title: Text { "Always" }
}

struct OtherTip: Tip {
    var title: Text { "Other" }
}

struct ThirdTip: Tip {
    var title: Text { "Third" }
}

struct IgnoringTip: Tip {
    var title: Text { "Ignores the frequency" }
    var options: [any TipOption] { IgnoresDisplayFrequency(true) }
}

/// Two parameter rules, written as an array literal.
struct LoginTip: Tip {
    @Parameter(id: "LoginTip.isLoggedIn") static var isLoggedIn = false
    @Parameter(id: "LoginTip.level") static var level = 0

    var title: Text { "Logged in" }

    var rules: [Rule] {
        [
            Rule(Self.$isLoggedIn) { $0 == true },
            Rule(Self.$level) { $0 >= 2 },
        ]
    }
}

/// OR logic inside one predicate (RUL-4).
struct EitherLevelTip: Tip {
    var title: Text { "Level one or three" }
    var rules: [Rule] {
        Rule(LoginTip.$level) { $0 == 1 || $0 == 3 }
    }
}

struct TransientTip: Tip {
    @Parameter(.transient, id: "TransientTip.seen") static var seen = false

    var title: Text { "Transient" }
    var rules: [Rule] {
        Rule(Self.$seen) { $0 }
    }
}

enum Theme: String, Codable, Sendable {
    case light, dark
}

struct ThemeTip: Tip {
    @Parameter(id: "ThemeTip.theme") static var theme = Theme.light

    var title: Text { "Dark mode" }
    var rules: [Rule] {
        Rule(Self.$theme) { $0 == .dark }
    }
}

/// Exactly one share so far (EVT-10).
struct FirstShareTip: Tip {
    static let shared = Tips.Event(id: "shared")

    var title: Text { "First share" }
    var rules: [Rule] {
        Rule(Self.shared) { $0.donations.count == 1 }
    }
}

/// A share within the last hour (RUL-5).
struct RecentShareTip: Tip {
    var title: Text { "Shared recently" }
    var rules: [Rule] {
        Rule(FirstShareTip.shared) { $0.donations.donatedWithin(.hour).count >= 1 }
    }
}

struct LandmarkVisit: Codable, Sendable {
    var landmarkID: String
    var isFavorite: Bool
}

struct FavoriteLandmarkTip: Tip {
    static let visited = Event<LandmarkVisit>(id: "visitedLandmark")

    var title: Text { "Favourite it" }
    var rules: [Rule] {
        Rule(Self.visited) { $0.donations.largestSubset(groupedBy: \.landmarkID).count >= 2 }
    }
}

struct CountedTip: Tip {
    let limit: Int
    var id: String { "CountedTip-\(limit)" }
    var title: Text { "Counted" }
    var options: [any TipOption] { Tips.MaxDisplayCount(limit) }
}

struct TimedTip: Tip {
    let limit: TimeInterval
    var id: String { "TimedTip-\(Int(limit))" }
    var title: Text { "Timed" }
    var options: [any TipOption] { Tips.MaxDisplayDuration(limit) }
}

/// A counted tip whose rule holds only while a parameter is set (CNT-4).
struct CountedRuleTip: Tip {
    var title: Text { "Counted with a rule" }
    var rules: [Rule] { Rule(LoginTip.$isLoggedIn) { $0 } }
    var options: [any TipOption] { MaxDisplayCount(1) }
}

enum OnboardingTip: Tip {
    case welcome, search
    var title: Text { "Onboarding" }
}

enum KeyedOnboardingTip: String, Tip {
    case welcome, search
    var id: String { rawValue }
    var title: Text { "Onboarding" }
}
