/// One mock screen: controls in a vertical flow, optional toolbar and tab bar, and where tips go.
public struct ScreenDeclaration: Equatable, Sendable {
    public let id: String
    public let title: String
    /// The screen's flow, top to bottom.
    public let controls: [ControlDeclaration]
    /// Items across the top bar (kind `.toolbarItem`).
    public let toolbar: [ControlDeclaration]
    /// Items across the bottom bar (kind `.tabBarItem`).
    public let tabBar: [ControlDeclaration]
    public let placements: [TipPlacement]
    public let position: SourcePosition

    public init(
        id: String, title: String, controls: [ControlDeclaration], toolbar: [ControlDeclaration],
        tabBar: [ControlDeclaration], placements: [TipPlacement], position: SourcePosition
    ) {
        self.id = id
        self.title = title
        self.controls = controls
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.placements = placements
        self.position = position
    }

    /// Every control on the screen, list rows included, in reading order: toolbar, flow, tab bar.
    public var allControls: [ControlDeclaration] {
        var all: [ControlDeclaration] = toolbar
        for control in controls {
            all.append(control)
            if case .list(let rows) = control.kind { all += rows }
        }
        return all + tabBar
    }

    /// The first of `allControls` with this id, found without building that list (a press
    /// looks its control up).
    public func control(id: String) -> ControlDeclaration? {
        if let control = toolbar.first(where: { $0.id == id }) { return control }
        for control in controls {
            if control.id == id { return control }
            if case .list(let rows) = control.kind, let row = rows.first(where: { $0.id == id }) { return row }
        }
        return tabBar.first { $0.id == id }
    }
}
