import Foundation
import TipCommandLine
import TipDrawing
import TipOutputs
import TipPlayground
import TipTUIKit

/// `tiptui shot [FILE.json] [--screen ID] [--locale L|base] [--width W] [--text-size S] [--size WxH]
/// [--scale N] [-com.apple.TipKit.NAME VALUE] -o OUT.svg|OUT.png [--overwrite]`: a picture of one
/// screen for docs and pull requests. An existing file is replaced only with `--overwrite`, and
/// only an earlier tiptui SVG or a PNG; a PNG is drawn from the SVG by headless Chromium, at
/// `--scale` device pixels a picture pixel (2 by default).
/// - Returns: 0 when written, 1 when the playground does not load, 2 for a bad choice or output.
func runShot(file: String?, options: ShotOptions) -> Int32 {
    let kind: GeneratedFile = options.isPNG ? .pngPicture : .picture
    do {
        try kind.checkMayWrite(to: options.output, overwriting: options.overwrites)
    } catch {
        printError("tiptui: \(error)")
        return 2
    }
    guard let document = loadPlayground(file) else { return 1 }
    let frame: CellBuffer
    do {
        frame = try ScreenShot.frame(of: document, fileName: file ?? DefaultPlayground.fileName, options: options)
    } catch {
        printError("tiptui: \(error)")
        return 2
    }
    do {
        if options.isPNG {
            try writePNG(of: frame, scale: options.scale, to: options.output, overwriting: options.overwrites)
        } else {
            try GeneratedFile.picture.write(frame.svg, to: options.output, overwriting: options.overwrites)
        }
    } catch {
        printError("tiptui: \(error)")
        return 2
    }
    printError("tiptui: wrote \(options.output)")
    if let warning = PictureFontWarning.warning(for: frame.svg, writtenTo: options.output) { printError(warning) }
    return 0
}

/// Draws the frame's SVG into a PNG `scale` times its size with headless Chromium, in a folder of
/// its own, then writes it to `path` as any output is written (`GeneratedFile.pngPicture`).
private func writePNG(of frame: CellBuffer, scale: Int, to path: String, overwriting: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-shot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("shot.svg")
    try Data(frame.svg.utf8).write(to: svg)
    let data = try HeadlessChromium.screenshot(
        of: svg, window: HeadlessChromium.pixels(of: frame.size), scale: scale, output: path,
        missing: "a PNG is drawn by headless Chromium, which is not installed (apt-get install chromium); -o OUT.svg needs nothing")
    try GeneratedFile.pngPicture.write(data, to: path, overwriting: overwriting)
}
