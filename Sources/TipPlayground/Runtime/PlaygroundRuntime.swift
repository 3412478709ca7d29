import TipCore

/// The engine-facing objects of a playground document: one `Tip` per declared tip and one
/// `TipGroup` per declared group, plus the registration of its parameters and events.
///
/// Rebuilt whenever the file is reloaded; the engine (and so every count, donation and
/// invalidation) is kept, because tips are keyed by id, not by object.
public struct PlaygroundRuntime {
    public let tips: [String: PlaygroundTip]
    public let groups: [String: TipGroup]

    public init(document: PlaygroundDocument) {
        var tips: [String: PlaygroundTip] = [:]
        for declaration in document.tips {
            tips[declaration.id] = PlaygroundTip(declaration)
        }
        var groups: [String: TipGroup] = [:]
        for declaration in document.groups {
            let priority: TipGroup.Priority = declaration.priority == .ordered ? .ordered : .firstAvailable
            groups[declaration.id] = TipGroup(priority, tips: declaration.tipIDs.compactMap { tips[$0] })
        }
        self.tips = tips
        self.groups = groups
    }

    /// Declares the document's parameters and events to `engine`, so defaults, transient values
    /// and donation limits apply before anything reads them.
    public static func register(_ document: PlaygroundDocument, in engine: TipsEngine) {
        for parameter in document.parameters {
            engine.registerParameter(
                id: parameter.id, defaultValue: parameter.defaultValue, transient: parameter.isTransient)
        }
        for event in document.events {
            engine.registerEvent(id: event.id, donationLimit: event.donationLimit.map(Self.donationLimit))
        }
    }

    private static func donationLimit(_ limit: EventDeclaration.DonationLimit) -> Tips.DonationLimit {
        Tips.DonationLimit(maximumCount: limit.maximumCount, maximumAge: limit.maximumAge.map { .minutes(Int($0 / 60)) })
    }
}
