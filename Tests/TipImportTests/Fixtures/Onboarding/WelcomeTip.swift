import SwiftUI
import TipKit

struct WelcomeTip: OnboardingTip {
    var title: Text { Text("Welcome to Sketchbook") }
    var message: Text? { Text("Swipe up anywhere for a blank page.") }
}

struct SyncTip: OnboardingTip {
    var title: Text { Text("Your sketches sync") }
    var message: Text? { Text("Open them on any device signed in to your account.") }
    var image: Image? { Image(systemName: "icloud") }
}
