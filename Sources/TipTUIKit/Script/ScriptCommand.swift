import TipCore
import Foundation
import TipDrawing

/// One command of a `.tipscript` file, with its arguments already checked and typed.
///
/// The parser guarantees the shape of every payload (a duration is a positive number of seconds,
/// a size is two positive integers, a key name is a known key); whether the ids exist in the
/// playground is checked later by `ScriptValidator`, because only the loaded playground knows them.
public enum ScriptCommand: Equatable, Sendable {
    // MARK: Setup

    /// `playground FILE`: the playground file, as written (relative to the script's folder).
    case playground(path: String)
    /// `size WxH`: the terminal size in columns and rows.
    case size(width: Int, height: Int)
    /// `clock 2026-01-06T09:00:00Z`: sets the simulated clock to an absolute UTC date.
    case clock(Date)
    /// `advance 90s|15m|2h|1d|1w`: moves the simulated clock forward.
    case advance(TimeInterval)
    /// `relaunch`: a new engine process on the same datastore, like an app restart.
    case relaunch
    /// `reset`: empties the datastore. Before the engine starts it is `Tips.resetDatastore()`
    /// before `configure`; later it restarts the engine on an empty datastore (an app reinstall).
    case reset
    /// `restart`: the playground starts over as a script starts it: every device on an empty
    /// datastore (one declared with a persona from it), their sync network emptied, the first
    /// screen; the clock, display settings and testing overrides stay. What `tiptui explore`'s
    /// walkthroughs start each walk from, since `reset` empties one device's store and the
    /// others, and what they synced, keep what earlier walks did.
    case restart
    /// `frequency daily`: the display frequency given to `Tips.configure`; after the engine has
    /// started it applies at the next `relaunch` or `reset`, since TipKit reads it only there.
    case frequency(Tips.ConfigurationOption.DisplayFrequency)
    /// `override show-all|hide-all|show A,B|hide A,B|none`: the testing overrides.
    case override(ScriptOverride)
    /// `locale fr`: the language the tip copy is shown in.
    case locale(String)
    /// `width watch|phone|tablet|full`: the playground's device width preset.
    case width(WidthPreset)
    /// `text-size NAME`: the simulated Dynamic Type size (`medium`, `large`, `AX3` ...).
    case textSize(TextSize)
    /// `ascii on|off`: ASCII glyphs instead of box drawing and arrows.
    case ascii(Bool)
    /// `inspector on|off`: the side panel that explains each tip's status.
    case inspector(Bool)

    // MARK: Steps

    /// `screen ID`: shows a mock screen.
    case screen(String)
    /// `press CONTROL_ID`: presses a control, as a person would.
    case press(control: String)
    /// `key Tab Enter x`: one or more key presses, in order.
    case key([Key])
    /// `type "text"`: types the text one character at a time.
    case type(String)
    /// `close TIP_ID`: presses the tip's close button (invalidates with `tipClosed`).
    case close(tip: String)
    /// `action TIP_ID ACTION_ID`: presses one of the tip's action buttons.
    case action(tip: String, action: String)
    /// `dismiss TIP_ID`: dismisses a popover without invalidating the tip (tap outside).
    case dismiss(tip: String)
    /// `donate EVENT_ID [COUNT]`: donates the event `count` times (default 1).
    case donate(event: String, count: Int)
    /// `set PARAM VALUE`: sets a rule parameter.
    case set(parameter: String, value: ScriptValue)
    /// `invalidate TIP_ID REASON`: invalidates the tip as the app's code would.
    case invalidate(tip: String, reason: Tips.InvalidationReason)
    /// `reset-eligibility TIP_ID`: makes an invalidated tip eligible again.
    case resetEligibility(tip: String)
    /// `sync`: pushes this device's changes to the sync store and pulls the other devices'
    /// (with `--sync PATH`; without it, a warning).
    case sync
    /// Starts the device again from a persona; nil (`persona none`): back on its own datastore.
    case persona(String?)
    /// Makes the named device the one later steps act on.
    case device(String)
    /// `offline NAME` / `online NAME`.
    case network(device: String, online: Bool)
    /// Writes the device's state as a persona beside the playground file.
    case savePersona(String)

    // MARK: Checks

    /// `expect ...`: a check; a failing one fails the run with the script's `file:line`.
    case expect(ScriptExpectation)

    // MARK: Presentation

    /// `say "caption"`: a caption bar in live demos and recordings.
    case say(String)
    /// `pause 1.5s`: waits in live demos and lengthens recordings; ignored by headless checks.
    case pause(TimeInterval)
}

extension ScriptCommand {
    /// The word that starts the command in a script, e.g. `"reset-eligibility"`.
    public var name: String {
        switch self {
        case .playground: "playground"
        case .size: "size"
        case .clock: "clock"
        case .advance: "advance"
        case .relaunch: "relaunch"
        case .reset: "reset"
        case .restart: "restart"
        case .frequency: "frequency"
        case .override: "override"
        case .locale: "locale"
        case .width: "width"
        case .textSize: "text-size"
        case .ascii: "ascii"
        case .inspector: "inspector"
        case .screen: "screen"
        case .press: "press"
        case .key: "key"
        case .type: "type"
        case .close: "close"
        case .action: "action"
        case .dismiss: "dismiss"
        case .donate: "donate"
        case .set: "set"
        case .invalidate: "invalidate"
        case .resetEligibility: "reset-eligibility"
        case .sync: "sync"
        case .persona: "persona"
        case .device: "device"
        case .network(_, let online): online ? "online" : "offline"
        case .savePersona: "save-persona"
        case .expect: "expect"
        case .say: "say"
        case .pause: "pause"
        }
    }

    /// Whether the command talks to the loaded playground or its engine.
    ///
    /// Commands that only set up the run (clock, size, display options, captions) may come before
    /// `playground`; everything else must come after it, so a script never acts on the built-in
    /// default playground by accident and then switches.
    public var needsPlayground: Bool {
        switch self {
        case .playground, .size, .clock, .advance, .reset, .frequency, .locale, .width, .textSize, .ascii,
             .inspector, .say, .pause:
            false
        case .relaunch, .restart, .override, .screen, .press, .key, .type, .close, .action, .dismiss, .donate,
             .set, .invalidate, .resetEligibility, .sync, .persona, .device, .network, .savePersona, .expect:
            true
        }
    }
}
