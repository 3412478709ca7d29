import Testing
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// A script's `locale` command accepts the pseudo-languages every playground has.
@Suite struct ScriptPseudoLanguageTests {
    @Test func everyPseudoLanguageIsALocaleOfEveryPlayground() throws {
        let ids = ScriptIdentifiers(document: DefaultPlayground.document())
        for locale in PseudoLanguage.localeIDs {
            let script = try parsedScript("locale \(locale)", file: "qa.tipscript")
            #expect(script.lines.first?.step == .step(.locale(locale)))
            #expect(ScriptValidator.validate(script, against: ids).isEmpty)
        }
    }

    @Test func aMisspeltPseudoLanguageIsNotALocale() {
        #expect(parseErrors("locale pseudo-dbl", file: "qa.tipscript") == [
            "qa.tipscript:1:8: error: locale needs a locale like fr, pt-BR or pseudo-double, or base, got 'pseudo-dbl'"
        ])
    }
}
