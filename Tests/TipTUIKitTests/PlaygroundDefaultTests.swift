import Foundation
import Testing
import TipCore
@testable import TipTUIKit

@Suite("Playground: the built-in default playground")
struct PlaygroundDefaultTests {
    @Test("The default playground loads without problems")
    func loadsCleanly() throws {
        do {
            _ = try PlaygroundLoader.parse(DefaultPlayground.json, fileName: DefaultPlayground.fileName)
        } catch {
            Issue.record("\(error)")
        }
    }
}
