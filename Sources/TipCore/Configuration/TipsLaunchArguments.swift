import Foundation

/// The TipKit launch arguments found in a process's arguments (spec §1.2.2, CFG-8):
/// `-com.apple.TipKit.ResetDatastore 1`, `ShowAllTips 1`, `HideAllTips 1`,
/// `ShowTips A,B`, `HideTips A,B`. Each key takes the next argument as its value.
public struct TipsLaunchArguments: Equatable, Sendable {
    public var resetDatastore = false
    public var showAllTips = false
    public var hideAllTips = false
    public var shownTips: Set<String> = []
    public var hiddenTips: Set<String> = []

    static let prefix = "-com.apple.TipKit."

    public init(_ arguments: [String]) {
        for (index, argument) in arguments.enumerated() where argument.hasPrefix(Self.prefix) {
            guard index + 1 < arguments.count else { continue }
            let value = arguments[index + 1]
            switch argument.dropFirst(Self.prefix.count) {
            case "ResetDatastore": resetDatastore = Self.isTrue(value)
            case "ShowAllTips": showAllTips = Self.isTrue(value)
            case "HideAllTips": hideAllTips = Self.isTrue(value)
            case "ShowTips": shownTips.formUnion(Self.names(value))
            case "HideTips": hiddenTips.formUnion(Self.names(value))
            default: continue
            }
        }
    }

    /// The spellings `UserDefaults` accepts for a true boolean argument.
    private static func isTrue(_ value: String) -> Bool {
        ["1", "yes", "true"].contains(value.lowercased())
    }

    private static func names(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
