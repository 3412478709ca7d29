import TipCore
import TipDrawing
import TipPlayground

/// What the update's parts and the keys' meanings read, handed to them as a value: the chrome's
/// state as the input found it, the terminal's size, the playground, the device acted on, and
/// the frame last drawn. A part reads these and returns what it changes (its slice, effects or
/// follow-up actions); it never holds the session, so it cannot change what it does not own.
struct SessionFacts {
    let state: AppState
    let size: Size
    let document: PlaygroundDocument
    /// The simulated app the input acts on: its engine, screen and presentations.
    let device: SimulatedDevice
    /// Every device's name, in the playground's order, and which one is acted on.
    let deviceNames: [String?]
    let deviceIndex: Int
    /// The frame as the person last saw it.
    let drawn: DrawnFrame

    /// Whether the terminal is large enough to show the playground (else it says it is too small).
    var showsPlayground: Bool { PlaygroundRenderer.showsPlayground(in: size) }

    /// The terminal's frame as drawn: what a click lands on, what Tab walks, which tip is on top.
    var frame: Frame { drawn.frame }

    /// The simulated app's own code on the device acted on, for what a key would do there.
    var app: AppActions { AppActions(device: device, document: document) }

    /// The control holding the focus, if the focus is on one.
    var focusedControl: ControlDeclaration? {
        guard case .control(let id)? = state.navigation.focus else { return nil }
        return device.screen.control(id: id)
    }
}

/// The frame last drawn for the session, read as a value. It is composed when first read after
/// an input (the same frame drawing shows, so the part reads what the person saw), and a
/// headless run whose inputs never need it never draws one.
struct DrawnFrame {
    fileprivate let composer: FrameComposer

    init(_ composer: FrameComposer) {
        self.composer = composer
    }

    /// The terminal's frame.
    var frame: Frame {
        composer.composeIfNeeded()
        return composer.composedFrame
    }

    /// The device as laid out, in its own coordinates (nil before a `full` device ever had room).
    var deviceFrame: Frame? {
        composer.composeIfNeeded()
        return composer.laidOutDevice
    }
}

extension PlaygroundSession {
    /// The facts the update's parts read for the input being handled.
    var facts: SessionFacts {
        SessionFacts(
            state: state, size: size, document: document, device: device, deviceNames: devices.map(\.name),
            deviceIndex: deviceIndex, drawn: DrawnFrame(composer))
    }
}
