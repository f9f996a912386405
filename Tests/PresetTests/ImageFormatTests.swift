import Foundation
import ImageFiles
import Scene
@testable import SceneKinds
import TestSupport
import PresetTestSupport
import Testing
@testable import Preset

/// An SVG document with the given root attributes and one blue square.
func svgText(_ attributes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- Exported by a design tool -->
    <svg xmlns="http://www.w3.org/2000/svg" \(attributes)><rect x="0" y="0" width="10" height="10" fill="#00f"/></svg>
    """
}

/// A layers preset with one image layer whose keys are `image`.
private func imageLayerPreset(_ image: String) -> String {
    """
    name: images
    canvas: { size: [390, 844] }
    scene:
      kind: layers
      layers:
        - { id: photo, \(image), frame: [0, 0, 100, 100] }
    timeline:
      - { at: 0.3, animate: { photo: { opacity: 0.5 } }, animation: snappy }

    """
}

@Suite("Images: JPEG and SVG checked by validate, contentMode decoded")
struct ImageFormatTests {
    let fixture: PresetFixture
    init() throws { fixture = try PresetFixture() }

    private func problem(_ bytes: [UInt8], name: String) throws -> ImageProblem? {
        ImageCheck.inspect(try fixture.write(bytes, to: name))
    }

    @Test("formats are told by their first bytes: PNG and JPEG signatures, SVG text with an <svg> element")
    func formats() throws {
        #expect(ImageFormat(head: PresetFixture.tinyPNG) == .png)
        #expect(ImageFormat(head: JPEGBytes.solid) == .jpeg)
        #expect(ImageFormat(head: Array(svgText("width=\"10\" height=\"10\"").utf8)) == .svg)
        #expect(ImageFormat(head: [0xEF, 0xBB, 0xBF] + Array("\n  <svg/>".utf8)) == .svg)
        #expect(ImageFormat(head: Array("<html>no vector here</html>".utf8)) == nil)
        #expect(ImageFormat(head: Array("svg <svg>".utf8)) == nil)
        #expect(ImageFormat(head: []) == nil)
    }

    @Test("a sound JPEG passes, stray bytes between markers too; a truncated one is damaged")
    func jpeg() throws {
        #expect(try problem(JPEGBytes.solid, name: "solid.jpg") == nil)
        // Two bytes before the DQT marker (after the 20-byte SOI + APP0): libjpeg warns and skips them.
        #expect(Array(JPEGBytes.solid[20...21]) == [0xFF, 0xDB])
        let stray = Array(JPEGBytes.solid[..<20]) + [0x00, 0x00] + Array(JPEGBytes.solid[20...])
        #expect(try problem(stray, name: "stray.jpg") == nil)
        let truncated = try problem(Array(JPEGBytes.solid.prefix(JPEGBytes.solid.count - 40)), name: "cut.jpg")
        #expect(truncated?.kind == .damaged)
        #expect(truncated?.detail.hasPrefix("its data is damaged (") == true, "\(truncated?.detail ?? "none")")
        let noFrame = try problem(Array(JPEGBytes.solid.prefix(60)), name: "header.jpg")
        #expect(noFrame?.kind == .damaged)
    }

    @Test("a JPEG's header size is checked against Limits before any decoding")
    func jpegSizes() throws {
        let side = Limits.maximumImageSide
        let wide = try problem(JPEGBytes.resized(JPEGBytes.solid, width: UInt16(side + 1), height: 1), name: "wide.jpg")
        #expect(wide == ImageProblem(kind: .badSize,
                                     detail: "its header says \(side + 1)×1 px; images may be at most \(side) px a side"))
        let square = try problem(JPEGBytes.resized(JPEGBytes.solid, width: UInt16(side), height: UInt16(side)), name: "sq.jpg")
        #expect(square?.kind == .badSize)
        #expect(square?.detail.contains("(\(side * side) px); images may have at most \(Limits.maximumImagePixels) px") == true)
    }

    @Test("an SVG is sized by its width and height (96 px an inch), else by its viewBox")
    func svgSizes() throws {
        func size(_ attributes: String) throws -> (Double, Double) {
            let document = try SVGDocument(url: try fixture.write(svgText(attributes), to: "size.svg"))
            return (document.width, document.height)
        }
        #expect(try size("width=\"390\" height=\"844\" viewBox=\"0 0 10 10\"") == (390, 844))
        #expect(try size("width=\"2in\" height=\"1in\"") == (192, 96))
        #expect(try size("viewBox=\"5 5 30 60\"") == (30, 60))
        #expect(try size("width=\"100%\" height=\"100%\" viewBox=\"0 0 40 20\"") == (40, 20))
    }

    @Test("an SVG that is broken, has no size, is too small, too large at 4× or too many bytes is refused")
    func svgProblems() throws {
        #expect(try problem(Array(svgText("width=\"10\" height=\"10\"").utf8), name: "ok.svg") == nil)
        let broken = try problem(Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"><rect".utf8), name: "b.svg")
        #expect(broken?.kind == .damaged)
        #expect(broken?.detail.hasPrefix("it is not a valid SVG (") == true, "\(broken?.detail ?? "none")")
        #expect(try problem(Array(svgText("").utf8), name: "n.svg")
                == ImageProblem(kind: .badSize, detail: "it has no size: give its <svg> element a width and height, or a viewBox"))
        let tiny = try problem(Array(svgText("viewBox=\"0 0 0.001 5\"").utf8), name: "t.svg")
        #expect(tiny?.kind == .badSize)
        #expect(tiny?.detail.contains("at least \(Limits.minimumSVGSide) pt a side") == true, "\(tiny?.detail ?? "none")")
        // At 4×, 4096 pt is the largest side that fits 16 384 px; 4097 does not.
        let side = Double(Limits.maximumImageSide) / Limits.svgBudgetScale
        #expect(try problem(Array(svgText("width=\"\(Int(side))\" height=\"10\"").utf8), name: "edge.svg") == nil)
        let large = try problem(Array(svgText("width=\"\(Int(side) + 1)\" height=\"10\"").utf8), name: "large.svg")
        #expect(large?.kind == .badSize)
        #expect(large?.detail.contains("\(Int(side) + 1)×10 pt, \(Int(side * 4) + 4)×40 px at 4×") == true,
                "\(large?.detail ?? "none")")
        let padding = String(repeating: " ", count: Limits.maximumSVGBytes)
        let heavy = try problem(Array((svgText("width=\"10\" height=\"10\"") + padding).utf8), name: "heavy.svg")
        #expect(heavy?.kind == .badSize)
        #expect(heavy?.detail.contains("an SVG may be at most \(Limits.maximumSVGBytes) bytes") == true)
    }

    @Test("errors at FILE:LINE:COLUMN of the image key: a missing SVG, a broken JPEG, a broken SVG, an oversized one")
    func reported() throws {
        let missing = imageLayerPreset("image: icons/missing.svg")
        let path = fixture.directory.appendingPathComponent("icons/missing.svg").standardizedFileURL.path
        expect(fixture.error(missing), at: "image: icons/missing.svg", in: missing,
               message: "scene.layers[0].image: image 'icons/missing.svg' not found (looked for \(path)")

        try fixture.write(Array(JPEGBytes.solid.prefix(JPEGBytes.solid.count - 40)), to: "cut.jpg")
        let cut = minimalPreset(["{ wireframe: list }": "{ image: cut.jpg }"])
        expect(fixture.error(cut), at: "image: cut.jpg", in: cut,
               message: "scene.tabs[1].content.image: image 'cut.jpg' cannot be used: its data is damaged (")

        try fixture.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"><rect", to: "broken.svg")
        let broken = imageLayerPreset("image: broken.svg")
        expect(fixture.error(broken), at: "image: broken.svg", in: broken,
               message: "image 'broken.svg' cannot be used: it is not a valid SVG (")

        try fixture.write(svgText("width=\"5000\" height=\"5000\""), to: "poster.svg")
        let poster = imageLayerPreset("image: poster.svg")
        expect(fixture.error(poster), at: "image: poster.svg", in: poster,
               message: "image 'poster.svg' cannot be used: its size is 5000×5000 pt, 20000×20000 px at 4×")
    }

    @Test("contentMode: fill by default, fit or stretch beside an image, for pages and layers")
    func contentModes() throws {
        try fixture.write(JPEGBytes.solid, to: "photo.jpg")
        try fixture.write(svgText("viewBox=\"0 0 10 10\""), to: "icon.svg")
        let photo = fixture.directory.appendingPathComponent("photo.jpg").standardizedFileURL
        let icon = fixture.directory.appendingPathComponent("icon.svg").standardizedFileURL

        let page = try fixture.load(minimalPreset(["{ wireframe: list }": "{ image: icon.svg, contentMode: fit }"]))
        let tabs = try #require(page.kind as? TabsScene)
        #expect(tabs.tabs[1].content == .image(icon, .fit))
        #expect(tabs.sourceFiles == [icon])
        let filled = try #require(try fixture.load(minimalPreset(["{ wireframe: list }": "{ image: photo.jpg }"])).kind as? TabsScene)
        #expect(filled.tabs[1].content == .image(photo, .fill))

        let layered = try #require(try fixture.load(imageLayerPreset("image: photo.jpg, contentMode: stretch")).kind as? LayersScene)
        #expect(layered.layers[0].kind == .image(photo, .stretch))
        #expect(layered.layers[0].content(layered.layers[0].properties) == .page(.image(photo, .stretch)))
        #expect(layered.sourceFiles == [photo])
    }

    @Test("a bad contentMode, or one beside something that is not an image, is an error at its place")
    func badContentMode() throws {
        try fixture.write(JPEGBytes.solid, to: "photo.jpg")
        let page = minimalPreset(["{ wireframe: list }": "{ image: photo.jpg, contentMode: cover }"])
        expect(fixture.error(page), at: "cover", in: page,
               message: "unknown content mode 'cover'; expected one of: fill, fit, stretch")
        let layer = imageLayerPreset("image: photo.jpg, contentMode: fits")
        expect(fixture.error(layer), at: "fits", in: layer, message: "unknown content mode 'fits'; did you mean 'fit'?")
        let wireframe = minimalPreset(["{ wireframe: list }": "{ wireframe: list, contentMode: fit }"])
        expect(fixture.error(wireframe), at: "contentMode: fit", in: wireframe,
               message: "scene.tabs[1].content: contentMode applies to an image, not to 'wireframe'; remove it")
        let rect = imageLayerPreset("rect: { fill: \"#ff0000\" }, contentMode: fill")
        expect(fixture.error(rect), at: "contentMode: fill", in: rect,
               message: "contentMode applies to an image, not to 'rect'; remove it")
        let alone = minimalPreset(["{ wireframe: list }": "{ contentMode: fit }"])
        expect(fixture.error(alone), at: "contentMode: fit", in: alone,
               message: "contentMode goes beside an image, e.g. { image: shot.svg, contentMode: fit }")
    }

    @Test("the sample JPEG and SVG in Presets/screens validate, in a page and in layers")
    func shippedSamples() throws {
        let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Presets")
        // Written as a preset in Presets/ would be, so the fuzzer's seeds include a JPEG and an SVG.
        let yaml = """
            name: image-formats
            canvas: { size: [390, 844], scale: 3 }
            scene:
              kind: layers
              layers:
                - { id: photo, image: screens/sunset.jpg, frame: [0, 0, 390, 300] }
                - { id: mark, image: screens/mark.svg, contentMode: fit, frame: [20, 320, 120, 60] }
                - { id: banner, image: screens/mark.svg, contentMode: stretch, frame: [20, 400, 350, 40] }
            timeline:
              - { at: 0.2, animate: { mark: { scale: 1.2 } }, animation: bouncy }

            """
        let scene = try PresetLoader.load(yaml: yaml, file: "image-formats.yaml", baseDirectory: presets)
        let layers = try #require(scene.kind as? LayersScene)
        let sunset = presets.appendingPathComponent("screens/sunset.jpg").standardizedFileURL
        let mark = presets.appendingPathComponent("screens/mark.svg").standardizedFileURL
        #expect(layers.layers.map(\.kind) == [.image(sunset, .fill), .image(mark, .fit), .image(mark, .stretch)])
        #expect(layers.sourceFiles == [sunset, mark])
        #expect(try SVGDocument(url: mark).width == 40)
    }
}
