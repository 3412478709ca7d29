import TipDrawing

/// Scrolling what does not fit: the inspector and the mouse wheel (the help scrolls itself,
/// `AppState.scrollOrCloseHelp`).
extension PlaygroundSession {
    /// Scrolls the side panel (the inspector or the VoiceOver transcript) by `lines`, keeping at
    /// least its last line in view.
    func scrollInspector(by lines: Int) {
        let count = sidePanelLines()?.count ?? 0
        state.inspectorScroll = min(max(0, state.inspectorScroll + lines), max(0, count - 1))
    }

    /// One wheel notch: scrolls the help when it is open, the inspector under the pointer, or
    /// else the screen's flow a page, as PgUp/PgDn do (performed as `scrollFlow`, which may show
    /// or hide tips).
    func scroll(at point: Point, down: Bool) throws(SessionError) -> [SessionEffect] {
        if state.showsHelp {
            state.scrollHelp(by: down ? 3 : -3, in: size)
        } else if frame.inspectorArea?.contains(point) == true {
            scrollInspector(by: down ? 3 : -3)
        } else {
            return try reduce(.scrollFlow(down: down))
        }
        return []
    }
}
