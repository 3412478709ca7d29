// Tip declarations written the way TipKit code styles its copy: Text modifiers, Text + Text,
// images inside text, image modifiers and asset images. Only `import TipCore` is needed.
// This file is compiled twice: in Swift 6 mode (TipCoreCompatibilityTests) and in Swift 5 mode
// (TipCoreCompatibilitySwift5Tests, through a symbolic link).
import TipCore

struct LoopTrackTip: Tip {
    var title: Text {
        Text("Play it again").bold()
    }

    var message: Text? {
        Text("Tap \(Image(systemName: "repeat")) to hear the same track on a loop.")
    }

    var image: Image? {
        Image(systemName: "repeat.circle").symbolRenderingMode(.hierarchical)
    }
}

struct DimAtNightTip: Tip {
    var title: Text {
        Text("Dim at night")
            .font(.title)
            .foregroundStyle(.purple)
    }

    var message: Text? {
        Text("Lower the brightness of ")
            + Text("every screen").italic().fontWeight(.semibold)
            + Text(" once the sun sets.").foregroundColor(.secondary)
    }

    var image: Image? {
        Image("crescentBadge").resizable()
    }
}

extension ImageResource {
    static let letterSize = ImageResource(name: "letterSize", bundle: .main)
}

struct LargerLettersTip: Tip {
    var title: Text {
        Text("Larger letters")
            .font(.system(size: 22, weight: .heavy))
            .fontDesign(.rounded)
    }

    var message: Text? {
        Text("Spread two fingers on a page to enlarge its text.").font(.callout).italic()
    }

    var image: Image? {
        Image(.letterSize).foregroundStyle(.orange)
    }
}

struct ShortcutBadgeTip: Tip {
    static let shortcutKey = "K"

    var title: Text {
        Text("Press \(Text("⌘\(Self.shortcutKey)").bold().foregroundStyle(.blue)) to search")
    }

    var message: Text? {
        Text("Results keep \(Image(systemName: "star.fill").foregroundStyle(.yellow)) favourites first.")
            .font(.footnote)
    }
}

struct SwipeActionsTip: Tip {
    let folder: String

    var title: Text {
        Text("Swipe to **archive**")
    }

    var message: Text? {
        Text("Swipe *left* on a message in **\(folder)** to archive it, or ~~delete~~ hide it.")
    }
}
