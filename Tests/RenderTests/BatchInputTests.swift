import Foundation
import Render
import Testing
import TestSupport

@Suite("BatchInput: which files a batch over a folder renders")
struct BatchInputTests {
    /// A catalogue's presets sit in subfolders, told from layer lists by a line that begins
    /// `scene:`; a preset saved with `\r\n` or lone `\r` has that line as much as one saved with `\n`.
    @Test("a subfolder's presets are found whatever line breaks they were saved with")
    func lineBreaks() throws {
        let folder = try TemporaryFolder()
        for (name, separator) in [("lf", "\n"), ("crlf", "\r\n"), ("cr", "\r"), ("ls", "\u{2028}")] {
            try folder.write(["name: \(name)", "canvas: { size: [390, 844] }", "scene:", "  kind: layers"]
                .joined(separator: separator), to: "motion/Card/\(name).yaml")
        }
        try folder.write("- { id: a, fill: \"#ffffff\" }\r\n", to: "motion/Card/layers.yaml")
        let found = try BatchInput.expand([folder.url.path]).map(\.stem)
        #expect(found == ["cr", "crlf", "lf", "ls"])
    }
}
