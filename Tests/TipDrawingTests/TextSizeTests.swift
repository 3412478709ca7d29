import Testing
@testable import TipDrawing

/// Dynamic Type simulated by narrowing the wrap width in proportion to the body point size.
@Suite struct TextSizeTests {
    @Test func theDefaultSizeWrapsAtTheDevicesWidth() {
        #expect(TextSize.default == .large)
        #expect(TextSize.large.wrapWidth(forDeviceWidth: 44) == 44)
    }

    @Test func largerSizesWrapNarrowerInProportionToTheBodyPointSize() {
        #expect(TextSize.xxxLarge.wrapWidth(forDeviceWidth: 44) == 32)  // 44 × 17 / 23
        #expect(TextSize.accessibility3.wrapWidth(forDeviceWidth: 44) == 18)  // 44 × 17 / 40
        #expect(TextSize.accessibility5.wrapWidth(forDeviceWidth: 44) == 14)  // 44 × 17 / 53
    }

    @Test func smallerSizesGiveTheTextMoreColumnsThanTheDeviceHas() {
        #expect(TextSize.xSmall.wrapWidth(forDeviceWidth: 44) == 53)  // 44 × 17 / 14
    }

    @Test func wrapWidthsNeverGrowAsTheTextGrowsAndNeverReachZero() {
        for width in [1, 24, 44, 72] {
            let widths = TextSize.allCases.map { $0.wrapWidth(forDeviceWidth: width) }
            #expect(widths == widths.sorted(by: >))
            #expect(widths.allSatisfy { $0 >= 1 })
        }
        #expect(TextSize.large.wrapWidth(forDeviceWidth: 0) == 1)
    }

    @Test func thePublishedBodySizesAndAccessibilityCategories() {
        #expect(TextSize.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(TextSize.allCases.filter(\.isAccessibilitySize).map(\.rawValue) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
    }

    @Test func sizesAreFoundByTheirNamesInAnyCase() {
        #expect(TextSize(name: "ax2") == .accessibility2)
        #expect(TextSize(name: "xxxLarge") == .xxxLarge)
        #expect(TextSize(name: "huge") == nil)
    }
}
