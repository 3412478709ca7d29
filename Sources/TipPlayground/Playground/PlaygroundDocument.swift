/// A validated playground file: everything `tiptui` needs to build an engine and draw screens.
///
/// Only `PlaygroundLoader` creates documents, and only when the file has no problems, so every
/// reference inside (a group's tips, a placement's anchor, a rule's parameter) is known to exist.
public struct PlaygroundDocument: Equatable, Sendable {
    /// The name used in error messages and the title bar (the path given on the command line).
    public let fileName: String
    /// An optional human title for the playground.
    public let title: String?
    /// The file's `description`: what the playground is for, and which review findings it keeps
    /// on purpose (a shipped example that shows a finding says so here). Shown in the catalogue.
    public let about: String?
    /// The language the tips' own copy is written in (`"fr"`), when the file says; English
    /// otherwise. An exported String Catalog takes it as its source language.
    public let language: String?
    public let configuration: PlaygroundConfiguration
    public let parameters: [ParameterDeclaration]
    public let events: [EventDeclaration]
    public internal(set) var tips: [TipDeclaration]
    public let groups: [TipGroupDeclaration]
    /// At least one screen; the first is where the playground starts.
    public let screens: [ScreenDeclaration]
    /// String Catalogs (`.xcstrings`) and legacy `.strings` files named by the file, as written
    /// (relative to the playground's folder); their translations fill in tip copy written as a key.
    public let stringCatalogs: [String]
    /// Named starting states: the file's `personas`, then those saved beside it
    /// (`<playground>.personas/NAME.json`, added by `PlaygroundLoader.load(contentsOf:)`).
    public internal(set) var personas: [PersonaDeclaration]
    /// The person's devices, when the playground shows several; empty: one device.
    public let devices: [DeviceDeclaration]
    /// Tip copy found in those tables: tip id → locale → copy. Copy the file writes under
    /// `localized` wins over it. Filled by `PlaygroundLoader.load(contentsOf:)`.
    public internal(set) var catalogCopy: [String: [String: LocalizedCopy]] = [:]
    /// The table's state for every piece of tip copy it translates, for lint and the inspector.
    public internal(set) var catalogStates: [CatalogCopyState] = []
    /// The files the document was read from, byte for byte, when it was read from files
    /// (`PlaygroundLoader.load(contentsOf:)`): where edited copy is written back, and what
    /// tells a file saved by someone else since from the one loaded.
    public internal(set) var sources: PlaygroundSources?

    public init(
        fileName: String, title: String?, configuration: PlaygroundConfiguration,
        parameters: [ParameterDeclaration], events: [EventDeclaration], tips: [TipDeclaration],
        groups: [TipGroupDeclaration], screens: [ScreenDeclaration], stringCatalogs: [String] = [],
        language: String? = nil, personas: [PersonaDeclaration] = [], devices: [DeviceDeclaration] = [],
        about: String? = nil
    ) {
        self.about = about
        self.personas = personas
        self.devices = devices
        self.fileName = fileName
        self.title = title
        self.language = language
        self.configuration = configuration
        self.parameters = parameters
        self.events = events
        self.tips = tips
        self.groups = groups
        self.screens = screens
        self.stringCatalogs = stringCatalogs
    }

    public func parameter(id: String) -> ParameterDeclaration? { parameters.first { $0.id == id } }
    public func event(id: String) -> EventDeclaration? { events.first { $0.id == id } }
    public func tip(id: String) -> TipDeclaration? { tips.first { $0.id == id } }
    public func group(id: String) -> TipGroupDeclaration? { groups.first { $0.id == id } }
    public func screen(id: String) -> ScreenDeclaration? { screens.first { $0.id == id } }
    public func persona(id: String) -> PersonaDeclaration? { personas.first { $0.id == id } }

    /// The document with one more persona (one just saved beside the file).
    public func adding(_ persona: PersonaDeclaration) -> PlaygroundDocument {
        var document = self
        document.personas.append(persona)
        return document
    }
    /// The document with other tips (the same tips with more read into them, as `tiptui import`
    /// adds plural forms once the tables are read); the caller checks the result by loading it.
    public func replacingTips(_ tips: [TipDeclaration]) -> PlaygroundDocument {
        var document = self
        document.tips = tips
        return document
    }

    public func device(named name: String) -> DeviceDeclaration? { devices.first { $0.name == name } }

    /// The tips a placement can show: its tip, or every tip of its group.
    public func tipIDs(shownBy placement: TipPlacement) -> [String] {
        switch placement.content {
        case .tip(let id), .groupMember(_, let id): [id]
        case .group(let id): group(id: id)?.tipIDs ?? []
        }
    }

    /// The placements that show `tipID` (as `tipIDs(shownBy:)` tells), with their screens, in
    /// the file's order.
    public func placements(showing tipID: String) -> [(screen: ScreenDeclaration, placement: TipPlacement)] {
        placementsByTip()[tipID] ?? []
    }

    /// `placements(showing:)` of every tip at once, in one pass over the screens: for callers
    /// that ask of every tip (a catalogue), where asking tip by tip would read every screen
    /// once per tip.
    public func placementsByTip() -> [String: [(screen: ScreenDeclaration, placement: TipPlacement)]] {
        var placements: [String: [(screen: ScreenDeclaration, placement: TipPlacement)]] = [:]
        for screen in screens {
            for placement in screen.placements {
                for tipID in Set(tipIDs(shownBy: placement)) { placements[tipID, default: []].append((screen, placement)) }
            }
        }
        return placements
    }
}
