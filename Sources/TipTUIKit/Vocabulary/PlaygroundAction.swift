import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// Everything a person, a demo script, the `:` command line, a recording or a test can do to a
/// playground, as one vocabulary of values: the one type of intent. `PlaygroundSession.send(_:)`
/// is the only way in. Keys, clicks, script words and `:` commands are spellings of these
/// actions, each kept in the action's entry of `ActionSpelling.all`; a key is resolved there into
/// the action it means now (`x` is `.close` of the tip on top).
public enum PlaygroundAction: Equatable, Sendable {
    // MARK: Input as it arrives

    /// A key press: resolved through the spelling table into the action it means, or typed into
    /// what is open (the `:` line, the copy editor, the help, the grid).
    case key(Key)
    /// Several key presses, one input each (a script's `key Tab Enter`).
    case keys([Key])
    /// Text typed one character at a time, one input each (a script's `type "text"`).
    case type(String)
    /// A click on a cell of the terminal: presses what it lands on, or dismisses the popover.
    case click(Point)
    /// One notch of the mouse wheel over a cell of the terminal: scrolls the help, the
    /// inspector under the pointer, or else the screen's flow (performed as `scrollFlow`).
    case wheel(Point, down: Bool)
    /// One notch of a sideways wheel (or the wheel with Shift held) over a cell of the terminal:
    /// pans the view over a device wider than the terminal (performed as `pan`).
    case sidewaysWheel(Point, right: Bool)
    /// The terminal has a new size.
    case resize(Size)
    /// Text pasted into the terminal: typed where text is typed (the `:` line, the copy editor, a
    /// focused text field), and nothing elsewhere.
    case paste(String)
    /// A line typed after `:`, in the script language.
    case commandLine(String)
    /// Real time is now `date` (the live loop's tick, every quarter second): the simulated clock
    /// moves by the real time elapsed since the last tick.
    case tick(Date)
    /// The playground file was edited: copy and structure change, the engine's state stays.
    case reload(PlaygroundDocument)
    /// The edited playground file has problems: the last good version stays on screen, the
    /// message line shows the first and the log every one, whole.
    case reloadFailed(problems: [SourceDiagnostic])

    // MARK: The simulated device

    case press(control: String)
    /// One of a visible tip's action buttons.
    case action(tip: String, action: String)
    /// A visible tip's × button: invalidates it with `.tipClosed`.
    case close(tip: String)
    /// Dismisses a shown popover without invalidating it.
    case dismiss(tip: String)
    /// The app sets the tip's `isPresented` binding to false: hidden for now, still eligible,
    /// not invalidated (VIEW-10).
    case hide(tip: String)
    /// The app sets the tip's `isPresented` binding to true: a tip it hid shows again as the
    /// same display.
    case show(tip: String)
    case screen(String)
    /// Scrolls the screen's flow by a page.
    case scrollFlow(down: Bool)
    /// Moves the terminal's view a page over a device larger than the terminal's room for it
    /// (`DeviceView`): looking, like the flow's scroll.
    case pan(PanDirection)

    // MARK: The engine

    case donate(event: String, count: Int)
    case set(parameter: String, value: TipValue)
    case invalidate(tip: String, reason: Tips.InvalidationReason)
    case resetEligibility(tip: String)
    case advance(TimeInterval)
    /// Time passing as a live clock lets it pass: the clocks move and nothing is logged
    /// (`advance` is a jump someone made, and says so). What `tiptui record` writes for a wait.
    case wait(TimeInterval)
    case clock(Date)
    /// Back to real time: live (`N`), the clock jumps to what real time reads (nil); replayed, to
    /// the real time the recording saw, since a replay has no real time of its own.
    case realTime(recorded: Date?)
    /// An app restart on the same datastore.
    case relaunch
    /// An app reinstall: a new engine on an emptied datastore.
    case reset
    /// The playground started over: every device as it launched, the sync network emptied.
    case restart
    /// Pushes this device's changes to the sync store and pulls the other devices' (`--sync PATH`).
    case sync
    /// Starts the device again from a persona (a reinstall with that history), or back on its
    /// own datastore (nil).
    case persona(String?)
    /// Takes a device off the network (false) or puts it back (true).
    case network(device: String, online: Bool)
    /// The display frequency the next relaunch configures (TipKit reads it only in `configure`).
    case frequency(Tips.ConfigurationOption.DisplayFrequency)
    /// Adds testing overrides to those in force; `nil` removes them all.
    case override(Tips.TestingOverrides?)

    // MARK: Which device, and keeping its state

    /// Makes the named device the one keys and steps act on; no device changes.
    case device(String)
    /// Writes the device's state as a persona beside the playground file; no device changes.
    case savePersona(String)

    // MARK: How the playground is looked at

    /// The locale of tip copy; nil for the base copy.
    case locale(String?)
    case width(WidthPreset)
    /// The simulated Dynamic Type size of tip copy.
    case textSize(TextSize)
    /// Opens or closes the grid of previews (`G`); it never changes the engine.
    case grid(Bool)
    case ascii(Bool)
    case inspector(Bool)
    /// The VoiceOver transcript panel (docs/voiceover.md).
    case voiceOver(Bool)
    /// The placement overlay (`P`): why the popover on screen sits where it does.
    case placementOverlay(Bool)
    /// Shows a tip in one of its copy variants (`C`), or its own copy (nil). Copy is not state.
    case variant(tip: String, name: String?)
    /// Opens the help on a page, or closes it (nil).
    case help(HelpPage?)
    /// A caption bar (a demo script's `say`); nil removes it.
    case caption(String?)

    // MARK: The chrome around the device

    /// Moves the focus to the next (or previous) control or tip button; may scroll the flow.
    case moveFocus(forward: Bool)
    /// Scrolls the side panel by lines (negative: up).
    case scrollInspector(lines: Int)
    /// Opens the `:` line with text already typed (`set level ` for a focused number field).
    case openCommandLine(String)
    /// Opens the copy editor on a tip's piece (nil: its first), with a variant's wording typed
    /// in when given (Enter then makes it the tip's copy). Copy is not state: no engine change.
    case editCopy(tip: String, piece: CopyPiece?, variant: String?)
    /// Takes the newest kept copy edit back, writing the file as it was.
    case undoCopyEdit
    /// Text typed into the focused text field: the parameter's new text (the app's own input).
    case typed(parameter: String, text: String)
    /// Nothing can be done now; the message says why (`x` with no tip on screen).
    case unavailable(String)
    case quit
}
