// The "Before (TipKit)" example of docs/tipcore.md ("Porting TipKit code") with its two imports
// replaced by `import TipCore`, and nothing else changed: PortingGuideTests checks that the
// guide shows exactly this code.
import TipCore

struct RepeatTrackTip: Tip {
    @Parameter static var isPlaying = false
    static let didSkip = Event(id: "didSkip")

    var title: Text { Text("Play it again").bold() }
    var message: Text? {
        Text("Tap \(Image(systemName: "repeat")) to hear a track on a loop.")
            .foregroundStyle(.secondary)
    }
    var image: Image? { Image(systemName: "repeat.circle").symbolRenderingMode(.hierarchical) }

    var rules: [Rule] {
        #Rule(Self.$isPlaying) { $0 == true }
        #Rule(Self.didSkip) { event in event.donations.count >= 3 }
    }
}
