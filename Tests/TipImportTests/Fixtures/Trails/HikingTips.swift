import SwiftUI
import TipKit

// Tips for a small hiking app, written for the import tests.

struct FindTrailheadTip: Tip {
    var title: Text {
        Text("Find the trailhead")
    }

    var message: Text? {
        Text("Tap the pin to see where the trail starts.")
    }

    var image: Image? {
        Image(systemName: "mappin.circle")
    }
}

struct ElevationTip: Tip {
    var title: Text { Text("Check the climb") }
    var message: Text? { Text("Touch and hold the profile to read the elevation.") }
    var image: Image? { Image(systemName: "mountain.2") }
}

struct OfflineMapTip: Tip {
    static let didOpenTrail = Tips.Event(id: "trail-opened")

    var title: Text {
        Text("Save the map offline")
    }

    var actions: [Action] {
        Action(id: "download", title: "Download now")
        Action(title: "Later")
    }

    var rules: [Rule] {
        #Rule(Self.didOpenTrail) {
            $0.donations.count > 2
        }
    }
}

struct WeatherTip: Tip {
    @Parameter static var hasLocation: Bool = false
    @Parameter(.transient) static var forecastDays = 3

    var title: Text { Text("Weather on the trail") }
    var message: Text? { Text("See the forecast before you leave.") }

    var rules: [Rule] {
        #Rule(Self.$hasLocation) { $0 == true }
        Rule(Self.$forecastDays) { days in days >= 2 }
    }

    var options: [any TipOption] {
        MaxDisplayCount(2)
        IgnoresDisplayFrequency(true)
    }
}

struct TrailNameTip: Tip {
    let trailName: String

    var title: Text { Text("\(trailName) is open") }
}
