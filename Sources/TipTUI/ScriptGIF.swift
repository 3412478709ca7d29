import Foundation
import TipCommandLine
import TipDrawing
import TipOutputs
import TipTUIKit

/// `check --gif OUT.gif [--speed N]`: the recording of a script as an animated GIF, each screen
/// drawn from its SVG (the picture `--svg` writes) by headless Chromium and held as long as the
/// recording holds it (`ScriptRunResult.recordedScreens`), divided by `speed`.
///
/// Chromium draws many screens at once, laid out in a grid on one page, so a script of fifty
/// screens costs a few Chromium runs rather than fifty; each screen is drawn once however often
/// it comes back.
enum ScriptGIF {
    /// A script that could not run has no screen.
    struct NothingToDraw: Error, CustomStringConvertible {
        let path: String
        var description: String { "\(path) was not written: the script did not run, so there is no screen to draw" }
    }

    /// Screens on one page: a grid of at most this many columns and rows.
    static let gridColumns = 4, gridRows = 6

    /// Writes the GIF of `screens` to `path` as any output is written (`GeneratedFile.gifAnimation`).
    static func write(_ screens: [(screen: CellBuffer, seconds: TimeInterval)], speed: Double, to path: String, overwriting: Bool) throws {
        guard !screens.isEmpty else {
            throw NothingToDraw(path: path)
        }
        var distinct: [CellBuffer] = []
        var indexOf: [CellBuffer: Int] = [:]
        for (screen, _) in screens where indexOf[screen] == nil {
            indexOf[screen] = distinct.count
            distinct.append(screen)
        }
        let slot = Size(
            width: distinct.map { HeadlessChromium.pixels(of: $0.size).width }.max() ?? 1,
            height: distinct.map { HeadlessChromium.pixels(of: $0.size).height }.max() ?? 1)
        var images: [RasterImage] = []
        let perPage = gridColumns * gridRows
        for start in stride(from: 0, to: distinct.count, by: perPage) {
            images += try draw(Array(distinct[start..<min(start + perPage, distinct.count)]), slot: slot, path: path)
        }
        let frames = screens.map { screen, seconds in
            GIFAnimation.Frame(image: images[indexOf[screen]!], centiseconds: Int((seconds / speed * 100).rounded()))
        }
        try GeneratedFile.gifAnimation.write(Data(GIFAnimation.data(frames)), to: path, overwriting: overwriting)
    }

    /// Each screen as Chromium draws it, cut out of one page of the grid (white where a smaller
    /// screen leaves its slot empty).
    private static func draw(_ screens: [CellBuffer], slot: Size, path: String) throws -> [RasterImage] {
        let columns = min(gridColumns, screens.count)
        let rows = (screens.count + columns - 1) / columns
        var html = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><style>"
        html += "body { margin: 0; background: #ffffff; } div { position: absolute; line-height: 0; }</style></head><body>\n"
        for (index, screen) in screens.enumerated() {
            html += "<div style=\"left: \(index % columns * slot.width)px; top: \(index / columns * slot.height)px\">"
            html += screen.svgElement + "</div>\n"
        }
        html += "</body></html>\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-gif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("screens.html")
        try Data(html.utf8).write(to: page)
        let png = try HeadlessChromium.screenshot(
            of: page, window: Size(width: columns * slot.width, height: rows * slot.height), output: path,
            missing: "a GIF is drawn by headless Chromium, which is not installed (apt-get install chromium); --cast and --svg need nothing")
        let sheet = try RasterImage(png: png)
        return screens.indices.map { index in
            let size = HeadlessChromium.pixels(of: screens[index].size)
            let screen = sheet.cropped(x: index % columns * slot.width, y: index / columns * slot.height, width: size.width, height: size.height)
            return screen.cropped(x: 0, y: 0, width: slot.width, height: slot.height)
        }
    }
}
