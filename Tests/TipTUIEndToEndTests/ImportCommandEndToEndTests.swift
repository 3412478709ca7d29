import Foundation
import Testing

/// The real `tiptui import`: what its summary says when a file has to be skipped.
@Suite struct ImportCommandEndToEndTests {
    @Test func aSkippedFileIsNamedAndNotCountedAsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"""
            import TipKit

            struct SaveTip: Tip {
                var title: Text { Text("Save your work") }
            }
            """#.write(to: folder.appendingPathComponent("SaveTip.swift"), atomically: true, encoding: .utf8)
        try Data([0x00, 0xFF, 0x13, 0x37, 0x00]).write(to: folder.appendingPathComponent("Blob.swift"))

        let run = try TiptuiRun(["import", folder.path, "-o", folder.appendingPathComponent("out.json").path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("Blob.swift"), "the skipped file is named: \(run.errors)")
        #expect(run.errors.contains("1 tip, 0 events, 0 parameters, 0 groups from 1 Swift file (1 file skipped, above)"),
                "\(run.errors)")
    }
}
