import Testing
import TipTUIKit

@Test func versionIsSemantic() {
    #expect(tipPlaygroundVersion.split(separator: ".").count == 3)
}
