import Foundation
import Testing
import TipPlayground

@testable import TipImport

/// TipKit's UIKit and AppKit hosts, written as apps write them: a popover controller presented
/// from a `shouldDisplayUpdates` loop at a bar button, a `TipUIView` added to a view, a
/// collection view cell configured with a tip, an AppKit `TipNSPopover`. Sample code written for
/// the project.
@Suite("Import: UIKit and AppKit tip hosts")
struct ImportUIKitHostTests {
    @Test("A popover controller is a popover at its source item's control; TipUIView and a cell's configureTip are inline tips")
    func uiKitHostsArePlaced() throws {
        let result = try ImportFixtures.importing([
            "Tips.swift": """
                import TipKit

                struct ShareTip: Tip { var title: Text { Text("Share your route") } }
                struct SyncTip: Tip { var title: Text { Text("Sync across devices") } }
                struct TagTip: Tip { var title: Text { Text("Tag a photo") } }
                """,
            "RouteViewController.swift": """
                import UIKit
                import TipKit

                final class RouteViewController: UIViewController {
                    private let tip = ShareTip()
                    private let shareButton = UIBarButtonItem(systemItem: .action)
                    private var tipObservation: Task<Void, Never>?

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        tipObservation = Task { @MainActor in
                            for await shouldDisplay in tip.shouldDisplayUpdates {
                                if shouldDisplay {
                                    let controller = TipUIPopoverViewController(tip, sourceItem: shareButton)
                                    present(controller, animated: true)
                                } else if presentedViewController is TipUIPopoverViewController {
                                    dismiss(animated: true)
                                }
                            }
                        }
                    }
                }
                """,
            "SettingsViewController.swift": """
                import UIKit
                import TipKit

                final class SettingsViewController: UIViewController {
                    private let tip: SyncTip = .init()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let tipView = TipUIView(tip)
                        view.addSubview(tipView)
                    }
                }
                """,
            "PhotosViewController.swift": """
                import UIKit
                import TipKit

                final class PhotosViewController: UICollectionViewController {
                    let tip = TagTip()

                    override func collectionView(
                        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
                    ) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tip", for: indexPath)
                        (cell as? TipUICollectionViewCell)?.configureTip(tip, parentViewController: self)
                        return cell
                    }
                }
                """,
        ])
        let placements = result.document.screens.flatMap(\.placements)
        // Files in name order: PhotosViewController, RouteViewController, SettingsViewController.
        #expect(placements.map(\.content) == [.tip("TagTip"), .tip("ShareTip"), .tip("SyncTip")])
        #expect(placements[1].presentation == .popover(anchor: "share"))
        for inline in [placements[0], placements[2]] {
            guard case .inline = inline.presentation else {
                Issue.record("\(inline.content) should be inline: \(inline.presentation)")
                continue
            }
        }
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("A popover controller whose source names no control is placed at a control of its own, with a warning")
    func popoverWithoutNamedSource() throws {
        let result = try ImportFixtures.importing([
            "ShareViewController.swift": """
                import UIKit
                import TipKit

                struct ShareTip: Tip { var title: Text { Text("Share your route") } }

                final class ShareViewController: UIViewController {
                    let tip = ShareTip()

                    @objc func share(_ sender: UIBarButtonItem) {
                        present(TipUIPopoverViewController(tip, sourceItem: sender), animated: true)
                    }
                }
                """
        ])
        #expect(result.document.screens.flatMap(\.placements).map(\.content) == [.tip("ShareTip")])
        let warning = try #require(result.warnings.first)
        #expect(result.warnings.count == 1 && warning.line == 10, "\(result.warnings)")
        #expect(
            warning.message == "TipUIPopoverViewController here names no control as its source (sourceItem: or "
                + "sourceView: a property such as shareButton); the popover is placed at a control of its own")
    }

    @Test("imageStyle and backgroundStyle set on a host view are each a warning at the line; the tip is still placed")
    func hostStylesAreWarned() throws {
        let result = try ImportFixtures.importing([
            "SettingsViewController.swift": """
                import UIKit
                import TipKit

                struct SyncTip: Tip { var title: Text { Text("Sync across devices") } }

                final class SettingsViewController: UIViewController {
                    private let tip = SyncTip()
                    private lazy var tipView = TipUIView(tip)

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tipView.imageStyle = .systemOrange
                        self.tipView.backgroundStyle = .thinMaterial
                        view.addSubview(tipView)
                    }
                }
                """
        ])
        #expect(result.document.screens.flatMap(\.placements).map(\.content) == [.tip("SyncTip")])
        #expect(result.warnings.map(\.line) == [12, 13], "\(result.warnings)")
        #expect(
            result.warnings.first?.message == "imageStyle set on the tip host 'tipView' is not imported: the "
                + "playground draws UIKit and AppKit tips in TipKit's default style")
    }

    @Test("A control's label is made from its property's name")
    func controlLabels() {
        #expect(TipSourceScanner.controlLabel(fromName: "shareButton") == "Share")
        #expect(TipSourceScanner.controlLabel(fromName: "navigationItem.rightBarButtonItem") == "Right")
        #expect(TipSourceScanner.controlLabel(fromName: "addToFavoritesButton") == "Add to favorites")
        #expect(TipSourceScanner.controlLabel(fromName: "sender") == nil)
    }
}
