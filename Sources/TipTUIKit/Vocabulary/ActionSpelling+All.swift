extension ActionSpelling {
    /// Every action's spelling, one entry per action: the script words in the order of the
    /// language reference, then the `:` line's own words, then what only keys, the mouse, the
    /// terminal and the live loop send. A test checks that every action has exactly one entry.
    public static let all: [ActionSpelling] = [
        size, clock, advance, wait, realTime, relaunch, reset, restart, frequency, override, locale, width, textSize, ascii, inspector,
        screen, pan, press, key, type, close, action, dismiss, hide, show, donate, set, invalidate, resetEligibility, sync, persona, device,
        offline, online, savePersona,
        edit, undo, help, quit,
        scrollInspector, voiceOver, placementOverlay, variant, grid, caption, moveFocus, scrollFlow, click, wheel,
        paste, typed, unavailable, openCommandLine, commandLine, redraw, tick, reload, reloadFailed,
    ]
}
