import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// Pseudo-languages are locales of every playground: `L` reaches them and tips draw their copy.
@Suite struct SessionPseudoLanguageTests {
    private func session() throws -> PlaygroundSession {
        try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 100, height: 30))
    }

    @Test func theBoundedPseudoLanguageDrawsTheTitleBetweenBrackets() throws {
        let session = try session()
        session.send(.locale("pseudo-bounded"))
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("[Show your location]") })
    }

    @Test func theAccentedPseudoLanguageDrawsAccentedCopy() throws {
        let session = try session()
        session.send(.locale("pseudo-accented"))
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("Šĥöŵ ýöûŕ ļöçåţîöñ") })
    }

    @Test func theLocaleKeyCyclesThroughTranslationsThenPseudoLanguagesThenBackToBase() throws {
        let session = try session()
        var seen: [String?] = []
        for _ in 0...session.document.locales.count {
            session.send(.key(.character("L")))
            seen.append(session.state.looking.locale)
        }
        #expect(seen == session.document.locales.map(Optional.some) + [nil])
        #expect(seen.contains("pseudo-rtl"))
    }
}
