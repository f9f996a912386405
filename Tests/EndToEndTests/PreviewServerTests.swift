import Foundation
import Raster
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `motionreel preview` on a free port, serving a preset written into a fresh folder.
///
/// The server runs in its own process, as users run it: in the test process its async tasks would
/// share Swift's cooperative threads (two, on a 2-core runner) with every other test, and tests
/// that block on a subprocess can hold both for tens of seconds.
final class PreviewFixture {
    let folder: URL
    private let temporary: TemporaryFolder
    let preset: URL
    let port: UInt16
    private let process: RunningProcess

    /// A 120 × 60 pt canvas at 30 fps: a red box (40 × 40 pt at 10, 10) slides 60 pt to the right,
    /// linearly, in 0.5 s; previewed at scale 2.
    static func slide(fill: String = "#FF0000", travel: Int = 60) -> String {
        """
        name: slide
        canvas: { size: [120, 60], scale: 3, fps: 30, background: "#FFFFFF" }
        scene:
          kind: layers
          layers:
            - { id: box, roundedRect: { fill: "\(fill)", cornerRadius: 0 }, frame: [10, 10, 40, 40] }
        timeline:
          - { at: 0, animate: { box: { offsetX: \(travel) } }, animation: { linear: 0.5 } }
        hold: 0.1

        """
    }

    init(_ text: String = PreviewFixture.slide()) throws {
        temporary = try TemporaryFolder()
        folder = temporary.url
        preset = folder.appendingPathComponent("slide.yaml")
        try text.write(to: preset, atomically: true, encoding: .utf8)
        process = try Subprocess.start(CommandRunner.motionreel.path, [
            "preview", preset.path, "--port", "0", "--scale", "2", "-o", folder.appendingPathComponent("out").path,
        ])
        let deadline = Date().addingTimeInterval(60)
        var port: UInt16?
        while port == nil, Date() < deadline, process.isRunning {
            if let match = process.stdoutSoFar.firstMatch(of: /at http:\/\/127\.0\.0\.1:(\d+)\//) { port = UInt16(match.1) }
            Thread.sleep(forTimeInterval: 0.01)
        }
        guard let port else {
            process.send(SIGKILL)
            throw HTTPTestClient.Failure("preview printed no address: \(process.stderrSoFar)")
        }
        self.port = port
    }

    /// Stops the server; the folder goes with `temporary` once it has stopped.
    deinit {
        process.send(SIGINT)
        _ = try? process.wait(timeout: 20)
    }

    func get(_ path: String, method: String = "GET") throws -> HTTPReply {
        try HTTPTestClient(port: port, method: method, path: path).reply()
    }

    /// Replaces the preset the way an editor saves: a new file renamed over the old one.
    func save(_ text: String) throws {
        try text.write(to: preset, atomically: true, encoding: .utf8)
    }

    /// The frame's pixels, decoded.
    func frame(_ index: Int) throws -> DecodedPNG {
        let reply = try get("/frame/\(index).png")
        guard reply.status == 200 else { throw HTTPTestClient.Failure("frame \(index): \(reply.status) \(reply.text)") }
        let file = folder.appendingPathComponent("frame-\(UUID().uuidString).png")
        try reply.body.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try DecodedPNG(contentsOf: file)
    }
}

extension DecodedPNG {
    /// Red, green and blue at (x, y).
    func rgb(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(rgba[i..<i + 3])
    }
}

@Suite("preview: the server's endpoints, live reload and export", .serialized)
struct PreviewServerTests {
    @Test("the page and its files, the state, a frame's pixels where the geometry puts the box, the spec and the curves")
    func endpoints() throws {
        let fixture = try PreviewFixture()
        let page = try fixture.get("/")
        #expect(page.status == 200 && page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.contains("<canvas"), "the page itself")
        // Its script and style, served beside it from the binary.
        let linked = page.text.matches(of: /<script src="([^"]+)"><\/script>|<link rel="stylesheet" href="([^"]+)">/)
            .map { String($0.1 ?? $0.2 ?? "") }
        #expect(linked == ["recorder.js", "preview.css", "preview.js"], "\(linked)")
        for name in linked {
            let file = try fixture.get("/" + name)
            let type = name.hasSuffix(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8"
            #expect(file.status == 200 && file.headers["content-type"] == type, "\(name): \(file.status)")
        }
        #expect(try fixture.get("/preview.js").text.contains("/events"), "the page's script follows the events")

        let state = try fixture.get("/state.json")
        #expect(state.status == 200 && state.headers["content-type"] == "application/json")
        let json = try #require(try JSONSerialization.jsonObject(with: state.body) as? [String: Any])
        // 0.5 s of motion and 0.1 s of hold at 30 fps: frames 0…18.
        #expect(json["frameCount"] as? Int == 19 && json["fps"] as? Int == 30 && json["generation"] as? Int == 1, "\(json)")
        #expect(json["width"] as? Int == 240 && json["height"] as? Int == 120, "preview scale 2, not the preset's 3")
        #expect((json["errors"] as? [String])?.isEmpty == true && json["name"] as? String == "slide")

        let png = try fixture.get("/frame/6.png")
        #expect(png.status == 200 && png.headers["content-type"] == "image/png")
        // Frame 6 is at 0.2 s: 0.4 of the linear slide, 24 pt; the box spans x 34…74 pt = 68…148 px, y 20…100 px.
        let frame = try fixture.frame(6)
        #expect(frame.width == 240 && frame.height == 120)
        for (x, inside) in [(66, false), (70, true), (146, true), (150, false)] {
            #expect(frame.rgb(x, 60) == (inside ? [255, 0, 0] : [255, 255, 255]), "x \(x)")
        }
        #expect(frame.rgb(100, 16) == [255, 255, 255] && frame.rgb(100, 24) == [255, 0, 0], "top edge at 20 px")

        let spec = try fixture.get("/spec.json")
        #expect(spec.status == 200 && spec.headers["content-type"] == "application/json")
        let document = try #require(try JSONSerialization.jsonObject(with: spec.body) as? [String: Any])
        #expect(document["frameCount"] as? Int == 19 && (document["frames"] as? [Any])?.count == 19)
        #expect((document["canvas"] as? [String: Any])?["scale"] as? Double == 3, "the spec is the preset's own")

        // The charts, as the spec's curves: only the box's offset.x changes, 4 pt a frame up to 60.
        let curves = try fixture.get("/curves.json")
        #expect(curves.status == 200 && curves.headers["content-type"] == "application/json")
        let charted = try #require(try JSONSerialization.jsonObject(with: curves.body) as? [String: Any])
        #expect(charted["generation"] as? Int == 1 && charted["more"] as? Int == 0)
        #expect((charted["times"] as? [Double])?.count == 19 && (charted["times"] as? [Double])?[6] == 0.2)
        #expect(charted["timeTicks"] as? [Double] == [0, 0.2, 0.4, 0.6], "round ticks up to 19 frames at 30 fps")
        let charts = try #require(charted["charts"] as? [[String: Any]])
        #expect(charts.count == 1, "\(charts)")
        let chart = try #require(charts.first)
        #expect(chart["layer"] as? String == "box" && chart["property"] as? String == "offset.x" && chart["unit"] as? String == "pt")
        #expect(chart["ticks"] as? [Double] == [0, 20, 40, 60] && chart["low"] as? Double == 0 && chart["high"] as? Double == 60)
        let values = try #require(chart["values"] as? [Double])
        #expect(values.count == 19 && values[6] == 24 && values[18] == 60, "\(values)")
    }

    @Test("anything but its own routes is refused: no file is served by name")
    func refusals() throws {
        let fixture = try PreviewFixture()
        for path in ["/slide.yaml", "/../slide.yaml", "/%2e%2e/slide.yaml", "/frame/../slide.yaml", "/etc/passwd",
                     "/frame/19.png", "/frame/-1.png", "/frame/1e3.png", "/frame/0001234567890.png", "/frame/.png",
                     "/index.html", "/out/slide.mp4", "/spec.html", "/gallery.js", "/Resources/preview.js"] {
            let reply = try fixture.get(path)
            #expect(reply.status == 404, "\(path): \(reply.status)")
            #expect(!reply.text.contains("kind: layers"), "\(path) served the preset")
        }
        #expect(try fixture.get("/frame/0.png?g=1").status == 200, "a query is ignored")
        #expect(try fixture.get("/", method: "POST").status == 405)
        #expect(try fixture.get("/export", method: "GET").status == 405)
        #expect(try fixture.get("/frame/0.png", method: "DELETE").status == 405)
        // Another site's page cannot start a render through the visitor's browser.
        let foreign = try HTTPTestClient(port: fixture.port, method: "POST", path: "/export",
                                         headers: ["Origin": "http://evil.example"]).reply()
        #expect(foreign.status == 403 && foreign.text.contains("evil.example"))
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.appendingPathComponent("out").path), "nothing rendered")
    }

    @Test("an edit sends reload, and the frames show the new version")
    func reloadOnEdit() throws {
        let fixture = try PreviewFixture()
        #expect(try fixture.frame(0).rgb(40, 60) == [255, 0, 0])
        let events = try HTTPTestClient(port: fixture.port, path: "/events")
        var seen = 0
        #expect(events.nextEvent("reload", after: &seen) == "{\"generation\":1}", "the current state first")
        let saved = Date()
        try fixture.save(PreviewFixture.slide(fill: "#0000FF"))
        #expect(events.nextEvent("reload", timeout: 5, after: &seen) == "{\"generation\":2}")
        #expect(Date().timeIntervalSince(saved) < 5)
        #expect(try fixture.frame(0).rgb(40, 60) == [0, 0, 255], "the new fill")
        // A file renamed over the preset again (a second save) is noticed too.
        try fixture.save(PreviewFixture.slide(fill: "#00FF00"))
        #expect(events.nextEvent("reload", timeout: 5, after: &seen) == "{\"generation\":3}")
        #expect(try fixture.frame(0).rgb(40, 60) == [0, 255, 0])
    }

    @Test("a broken edit sends error with FILE:LINE:COLUMN and keeps the last good frames; a fix reloads")
    func brokenThenFixed() throws {
        let fixture = try PreviewFixture()
        let events = try HTTPTestClient(port: fixture.port, path: "/events")
        var seen = 0
        _ = events.nextEvent("reload", after: &seen)
        // Line 7 of the preset: cornerRadius is not a number.
        try fixture.save(PreviewFixture.slide().replacingOccurrences(of: "cornerRadius: 0", with: "cornerRadius: round"))
        let error = try #require(events.nextEvent("error", timeout: 5, after: &seen))
        let errors = try #require((try JSONSerialization.jsonObject(with: Data(error.utf8)) as? [String: Any])?["errors"] as? [String])
        let first = try #require(errors.first)
        #expect(first.hasPrefix("\(fixture.preset.path):6:"), "\(first)")
        #expect(first.contains("cornerRadius"), "\(first)")
        // The last good version is still served, and the state says what is wrong.
        #expect(try fixture.frame(6).rgb(70, 60) == [255, 0, 0])
        let state = try #require(try JSONSerialization.jsonObject(with: fixture.get("/state.json").body) as? [String: Any])
        #expect(state["errors"] as? [String] == errors && state["generation"] as? Int == 1)

        try fixture.save(PreviewFixture.slide(travel: 30))
        #expect(events.nextEvent("reload", timeout: 5, after: &seen) == "{\"generation\":2}")
        // Frame 6: 0.4 of a 30 pt slide is 12 pt: the box's left edge at 22 pt = 44 px.
        let frame = try fixture.frame(6)
        #expect(frame.rgb(42, 60) == [255, 255, 255] && frame.rgb(46, 60) == [255, 0, 0])
    }

    @Test("Export renders the current version in full and reports its progress as events")
    func export() throws {
        let fixture = try PreviewFixture()
        let events = try HTTPTestClient(port: fixture.port, path: "/events")
        var seen = 0
        _ = events.nextEvent("reload", after: &seen)
        let started = try fixture.get("/export", method: "POST")
        #expect(started.status == 202 && started.text.contains("\"started\":true"))
        var last: [String: Any] = [:]
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, let data = events.nextEvent("export", timeout: 60, after: &seen) {
            last = (try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]) ?? [:]
            if last["state"] as? String != "running" { break }
        }
        #expect(last["state"] as? String == "done", "\(last)")
        let mp4 = fixture.folder.appendingPathComponent("out/slide.mp4")
        #expect(FileManager.default.fileExists(atPath: mp4.path))
        #expect((last["file"] as? String)?.hasSuffix("out/slide.mp4") == true)
    }
}
