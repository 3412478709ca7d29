import Testing
import TipCore

/// Compiled in the Swift 5 and the Swift 6 language modes (the Swift 5 target is a link to this
/// folder): an action handler that calls main-actor code compiles and runs on the main actor.
@MainActor
struct MainActorActionTests {
    @Test func anActionCallsMainActorAppCode() async {
        let model = LibraryModel.shared
        let tip = LibrarySyncTip(model: model)
        let actions = tip.actions
        #expect(actions.map(\.id) == ["open-settings", "learn"])
        let before = model.openedSettings
        actions[0].handler()
        #expect(model.openedSettings == before + 1)
        actions[1].handler()
        #expect(model.presentedSheet == "sync-help")
    }

    @Test func actionsAreSendableAndCanBeHandedToAnotherTask() async {
        let actions = LibrarySyncTip(model: .shared).actions
        // `Tips.Action` is Sendable: it can cross into a detached task and back.
        let ids = await Task.detached { actions.map(\.id) }.value
        #expect(ids == ["open-settings", "learn"])
        let before = LibraryModel.shared.openedSettings
        await Task.detached { await actions[0].handler() }.value
        #expect(LibraryModel.shared.openedSettings == before + 1)
    }
}
