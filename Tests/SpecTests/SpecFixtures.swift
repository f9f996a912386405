import Foundation
import Motion
import Scene
@testable import SceneKinds
import Spec
import TestSupport

/// Small scenes for spec tests, built in code so each test states what it films.
enum SpecFixture {
    static let width = 390.0
    static let headerHeight = 100.0
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// A tabs scene on the source design's screen: red Dashboard, green Habits, blue Gallery.
    static func tabs(_ events: [(Double, Int)], fps: Int = 60, scale: Double = 1, hold: Double = 0.2,
                     animation: Motion.Animation = .spring(response: 0.3, dampingFraction: 0.85),
                     transition: Transition = .slideAndFade) -> MotionScene {
        let tabs = TabsScene(
            header: Header(height: headerHeight, title: "Remi"),
            nav: Nav(height: 120, items: ["Home", "Habits", "Gallery"]),
            tabs: [
                .init(name: "Dashboard", content: .fill(red)),
                .init(name: "Habits", content: .fill(Color(red: 0, green: 1, blue: 0))),
                .init(name: "Gallery", content: .fill(blue)),
            ],
            transition: transition, animation: animation,
            timeline: events.map { TabsScene.Selection(at: $0.0, tab: $0.1) })
        let canvas = Canvas(size: Size(width: width, height: 844), scale: scale, fps: fps,
                            background: Color(red: 0.976, green: 0.976, blue: 0.976))
        return MotionScene(name: "spec-test", canvas: canvas, kind: tabs, hold: hold)
    }
}

/// Reading the outputs back with independent tools.
enum Decode {
    /// The spec JSON parsed by Foundation.
    static func json(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        guard let dictionary = object as? [String: Any] else { throw DecodeError("the spec is not a JSON object") }
        return dictionary
    }

    /// A number from JSONSerialization's output (NSNumber).
    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    /// Decodes an image with ffmpeg into packed RGB bytes.
    static func rgb(_ url: URL) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let probe = try Tool.run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
                                             "-of", "csv=p=0", url.path])
        let size = String(decoding: probe, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: ",").compactMap { Int($0) }
        guard size.count == 2 else { throw DecodeError("ffprobe could not read the size of \(url.path)") }
        let raw = try Tool.run("ffmpeg", ["-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        guard raw.count == size[0] * size[1] * 3 else { throw DecodeError("ffmpeg decoded \(raw.count) bytes") }
        return (size[0], size[1], [UInt8](raw))
    }
}

struct DecodeError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs command-line tools found on PATH.
enum Tool {
    /// The first of `names` on PATH.
    static func find(_ names: [String]) -> URL? {
        names.lazy.compactMap(Subprocess.find).first.map { URL(fileURLWithPath: $0) }
    }

    /// Runs `name` with `arguments`; returns standard output, throws on a non-zero exit or after `timeout` s.
    @discardableResult
    static func run(_ name: String, _ arguments: [String], timeout: Double = 120) throws -> Data {
        guard let executable = name.contains("/") ? name : Subprocess.find(name) else { throw DecodeError("\(name) is not installed (scripts/setup.sh installs it)") }
        let result = try Subprocess.run(executable, arguments, timeout: timeout)
        guard result.status == 0 else {
            let reason = result.timedOut ? "ran past \(timeout) s" : "exited with \(result.status)"
            throw DecodeError("\(name) \(reason): \(String(decoding: result.stderr.suffix(2000), as: UTF8.self))")
        }
        return result.stdout
    }
}
