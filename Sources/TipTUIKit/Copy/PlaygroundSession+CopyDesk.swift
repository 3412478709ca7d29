import Foundation
import TipDrawing
import TipPlayground

/// The session's side of the copy desk (`CopyDesk`): what the editor shows, which tip the copy
/// key edits, and what the desk's operations ask of the session afterwards.
extension PlaygroundSession {
    /// Whether Enter in the copy editor writes copy back to the playground's files (`CopyDesk`).
    public var writesCopyBack: Bool {
        get { copyDesk.writesCopyBack }
        set { copyDesk.writesCopyBack = newValue }
    }

    /// The document as the device shows it: with the copy editor's typed text while it is open.
    var shownDocument: PlaygroundDocument {
        state.editors.copyEditor?.applied(to: document) ?? document
    }

    /// Does what the copy desk asks after an operation, in order: logs, reads the written files
    /// into every device, and throws what was refused.
    func take(_ steps: [CopyDesk.Step]) throws(SessionError) {
        for step in steps {
            switch step {
            case .log(let message, let kind): log(message, kind)
            case .reread(let fresh):
                for device in devices { device.reload(fresh, says: false) }
                state.messages.reloadProblems = nil
            case .refused(let error): throw error
            }
        }
    }
}

extension CopyDesk {
    /// The tip the copy key edits: the tip holding the focus, else the popover on screen, else
    /// the first tip shown; and the piece, an action's title when the focus is on its button.
    /// A tip shown in a copy variant (`C`) opens with that variant's wording typed in.
    static func editTarget(in facts: SessionFacts) -> (tipID: String, piece: CopyPiece?)? {
        switch facts.state.navigation.focus {
        case .action(let tipID, let actionID)?: return (tipID, .action(id: actionID))
        case .close(let tipID)?, .tip(let tipID)?: return (tipID, nil)
        default: break
        }
        let placed = facts.frame.placedTips
        if let popover = placed.first(where: { $0.presentation == .popover }) { return (popover.tipID, nil) }
        return placed.first.map { ($0.tipID, nil) }
    }
}
