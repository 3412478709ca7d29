import Testing
import TipCore

/// Localized initialisers compile and show the development-language text.
struct LocalizedCopyTests {
    @Test func commentAndTableArgumentsLeaveTheTextAsWritten() {
        let tip = OfflineRegionsTip(regionCount: 4)
        #expect(tip.title.content == "Keep maps offline")
        #expect(tip.message?.content == "Save up to 4 regions on this device.")
    }

    @Test func bundleCompilesOnLinuxAndLeavesTheTextAsWritten() {
        #expect(TagsTip().title.content == "Tag your hikes")
        #expect(TagsTip().message?.content == "Find them again by tag.")
        #expect(#bundle == Bundle.main)
    }

    @Test func aStringResourceShowsItsDefaultValue() {
        #expect(NotesSyncTip().title.content == "Sync your notes")
        #expect(NotesSyncTip.keyedTitle.key == "notes.sync.title")
        #expect(NotesSyncTip().message?.content == "Notes look the same on every device you sign in to.")
        #expect(NotesSyncTip().actions.map(\.title.content) == ["Learn more"])
    }

    @Test func aLocalizedStringKeyIsItsText() {
        #expect(ExportFormatTip(pageCount: 12).title.content == "Export as PDF")
        #expect(ExportFormatTip(pageCount: 12).message?.content == "12 pages fit in one file.")
        #expect(LocalizedStringKey("Export as PDF") == "Export as PDF")
    }

    @Test func theKeyOfAnInterpolatedLiteralHasAPlaceholderPerValue() {
        let key: LocalizedStringKey = "Save up to \(4) regions (100%)"
        #expect(key.key == "Save up to %@ regions (100%%)")
    }
}
