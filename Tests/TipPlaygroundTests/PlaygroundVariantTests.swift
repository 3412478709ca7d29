import Testing
import TipPlayground

/// Copy variants (`variants` in a tip): decoded in file order, applied as an alternative base
/// copy, and written back by the playground writer.
@Suite("Copy variants")
struct PlaygroundVariantTests {
    static let json = ##"""
        { "tips": [
            { "id": "T", "title": "Save your favourites", "message": "Tap the star to keep this trail.",
              "actions": [ { "id": "go", "title": "Show me" }, { "title": "Later" } ],
              "localized": { "fr": { "title": "Gardez vos favoris" } },
              "variants": {
                "short": { "title": "Save it", "actions": { "go": "Show" } },
                "b": { "message": "Tap ☆ to keep it." }
              } }
          ],
          "screens": [ { "id": "s", "tips": [ { "tip": "T", "inline": "top" } ] } ] }
        """##

    @Test func variantsDecodeInFileOrderWithWhatEachReplaces() throws {
        let tip = try #require(try PlaygroundLoader.parse(Self.json, fileName: "v.json").tip(id: "T"))
        #expect(tip.variants.map(\.name) == ["short", "b"])
        #expect(tip.variants[0].copy == LocalizedCopy(title: "Save it", message: nil, actionTitles: ["go": "Show"]))
        #expect(tip.variants[1].position.line == 7)
    }

    @Test func aVariantReplacesOnlyTheCopyItGives() throws {
        let tip = try #require(try PlaygroundLoader.parse(Self.json, fileName: "v.json").tip(id: "T"))
        let short = tip.applying(variant: "short")
        #expect(short.title == "Save it")
        #expect(short.message == tip.message)
        #expect(short.actions.map(\.title) == ["Show", "Later"])
        #expect(short.actions.map(\.effects) == tip.actions.map(\.effects))
        #expect(short.localized == tip.localized, "translations stay those of the tip's own copy")
        #expect(tip.applying(variant: nil) == tip)
        #expect(tip.applying(variant: "missing") == tip)
    }

    @Test func theWriterKeepsVariants() throws {
        let document = try PlaygroundLoader.parse(Self.json, fileName: "v.json")
        let again = try PlaygroundLoader.parse(PlaygroundWriter.json(document), fileName: "v.json")
        #expect(again.tip(id: "T")?.variants.map(\.name) == ["short", "b"])
        #expect(again.tip(id: "T")?.variants.map(\.copy) == document.tip(id: "T")?.variants.map(\.copy))
    }
}
