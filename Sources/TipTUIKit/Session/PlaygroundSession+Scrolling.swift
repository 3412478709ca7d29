import TipDrawing

/// The mouse wheel: it scrolls what is under it (the help and the side panel scroll themselves,
/// `AppState.scrollHelp` and `AppState.scrollSidePanel`).
extension PlaygroundSession {
    /// One wheel notch: scrolls the help when it is open, the inspector under the pointer, or
    /// else does what PgUp/PgDn do: pans the view over a device taller than the terminal, then
    /// scrolls the screen's flow a page (performed as `pan` or `scrollFlow`, which may show or
    /// hide tips).
    func scroll(at point: Point, down: Bool) throws(SessionError) -> [SessionEffect] {
        if state.panels.showsHelp {
            state.panels.scrollHelp(by: down ? 3 : -3, in: size)
        } else if frame.inspectorArea?.contains(point) == true {
            state.panels.scrollSidePanel(by: down ? 3 : -3, lineCount: SidePanelContent(session: self).lines?.count ?? 0, hasMoreBelow: frame.inspectorHasMoreBelow)
        } else {
            return try reduce(ActionSpelling.pageAction(down: down, in: self))
        }
        return []
    }
}
