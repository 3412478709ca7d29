import SwiftUI
import TipKit

struct MapControls: View {
    @State private var mapTips = TipGroup(.ordered) {
        FindTrailheadTip()
        ElevationTip()
    }

    let offlineTip = OfflineMapTip()

    var body: some View {
        VStack {
            Button("Trailhead") { }
                .popoverTip(mapTips.currentTip as? FindTrailheadTip, arrowEdge: .top)
            Button {
                showProfile()
            } label: {
                Image(systemName: "chart.xyaxis.line")
            }
            .popoverTip(mapTips.currentTip as? ElevationTip)
            TipView(offlineTip, arrowEdge: .bottom)
            Image(systemName: "cloud.sun")
                .popoverTip(WeatherTip())
        }
        .task { await OfflineMapTip.didOpenTrail.donate() }
    }
}

@main
struct HikingApp: App {
    init() {
        try? Tips.configure([
            .displayFrequency(.daily),
            .datastoreLocation(.applicationDefault),
        ])
    }
}

struct StyledTrailView: View {
    var body: some View {
        TipView(FindTrailheadTip())
            .tipBackground(.regularMaterial)
    }
}

struct WeatherToolbar: View {
    var body: some View {
        Button(action: refreshForecast) {
            Label("Forecast", systemImage: "cloud.sun.rain")
        }
        .popoverTip(WeatherTip(), arrowEdge: .bottom)
    }
}

struct TrailHeader: View {
    var body: some View {
        Button("Trail name", systemImage: "signpost.right") { }
            .popoverTip(TrailNameTip())
    }
}
