import TipDrawing

/// What an `expect` command checks.
public indirect enum ScriptExpectation: Equatable, Sendable {
    /// `expect … on DEVICE`: the check, on one of the playground's devices instead of the
    /// current one (never a snapshot: that is of the whole terminal).
    case on(device: String, ScriptExpectation)
    /// `expect visible TIP [popover|inline] [edge top|bottom|leading|trailing]`: the tip is on
    /// screen, optionally presented this way and with its arrow on this edge.
    case visible(tip: String, presentation: PlacedTip.Presentation?, edge: Edge?)
    /// `expect placement TIP [EDGE] [preferred|flipped [from EDGE]|fallback|allowed|outside] [shifted|centred]`
    /// or `expect placement TIP none`: how the popover was placed (docs/placement.md).
    case placement(tip: String, ExpectedPlacement)
    /// `expect hidden TIP`: the tip is not on screen.
    case hidden(tip: String)
    /// `expect presented TIP`: the device presents the tip, whether or not this frame draws it
    /// (a popover with no room at this width is presented, not drawn).
    case presented(tip: String)
    /// `expect status TIP available|pending|invalidated[(REASON)]`: the engine's status.
    case status(tip: String, ExpectedStatus)
    /// `expect current GROUP TIP|none`: the group's current tip (`nil` for `none`).
    case current(group: String, tip: String?)
    /// `expect count TIP N`: how many times the tip has been displayed so far.
    case displayCount(tip: String, Int)
    /// `expect screen contains "text"`: the text appears on screen.
    case screenContains(String)
    /// `expect screen not contains "text"`: the text appears nowhere on screen.
    case screenNotContains(String)
    /// `expect announced "text"`: some line of the VoiceOver transcript contains the text.
    case announced(String)
    /// `expect snapshot NAME`: the screen equals the golden screen stored beside the script.
    case snapshot(name: String)
    /// `expect parameter PARAM VALUE`: the parameter's current value.
    case parameter(String, ScriptValue)
    /// `expect donations EVENT N`: how many times the event has been donated so far.
    case donations(event: String, Int)
}
