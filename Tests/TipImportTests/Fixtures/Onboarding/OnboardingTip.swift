import SwiftUI
import TipKit

/// The tips a first launch shows: each with the same sparkle, and each shown once.
protocol OnboardingTip: Tip {}

extension OnboardingTip {
    var image: Image? {
        Image(systemName: "sparkles")
    }

    var options: [any TipOption] {
        MaxDisplayCount(1)
    }
}

/// Onboarding tips that also travel with an exported sketch get their own note, but only some of
/// them are Codable, so this default is not every onboarding tip's.
extension OnboardingTip where Self: Codable {
    var message: Text? {
        Text("It travels with the sketch.")
    }
}
