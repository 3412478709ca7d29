import Foundation
import TipDrawing

/// Headless Chromium, which draws tiptui's SVG pictures into pixels (`shot -o OUT.png`, `check
/// --gif`) with the fonts fontconfig finds, as a browser shows the SVG.
enum HeadlessChromium {
    /// Chromium could not draw the picture, or there is none.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// The pixel size Chromium draws a screen of `size` cells at (`CellBuffer.cellWidth` by
    /// `rowHeight`, rounded up), at one device pixel a picture pixel.
    static func pixels(of size: Size) -> Size {
        Size(width: Int((Double(size.width) * CellBuffer.cellWidth).rounded(.up)),
             height: Int((Double(size.height) * CellBuffer.rowHeight).rounded(.up)))
    }

    /// The PNG of `page` (an SVG or HTML file) in a `window` of that many pixels, `scale` device
    /// pixels a picture pixel. `output` names what is drawn in messages, `missing` says what
    /// to do without Chromium.
    static func screenshot(of page: URL, window: Size, scale: Int = 1, output: String, missing: String) throws -> Data {
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
            .first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw Problem(description: missing)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("screenshot.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(folder.path)/profile",
            "--window-size=\(window.width),\(window.height)", "--force-device-scale-factor=\(scale)",
            "--screenshot=\(png.path)", page.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: png.path) else {
            throw Problem(description: "Chromium could not draw \(output) (exit \(process.terminationStatus))")
        }
        return data
    }
}
