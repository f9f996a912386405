import Foundation
import Scene
import Testing
@testable import Raster

/// A fill layer with the colour filters these tests set.
private func layer(_ color: Color, hueRotation: Double = 0, brightness: Double = 0, saturation: Double = 1,
                   grayscale: Double = 0) -> LayerState {
    var state = LayerState(id: "card", content: .page(.fill(color)), frame: Rect(x: 20, y: 20, width: 60, height: 60),
                           zIndex: 1, hueRotation: hueRotation)
    state.brightness = brightness
    state.saturation = saturation
    state.grayscale = grayscale
    return state
}

/// SwiftUI's `brightness`, `saturation` and `grayscale`, each checked against the Filter Effects
/// specification's matrix (or, for brightness, Apple's "an amount to add to the pixel's color
/// components"), written out here on 8-bit values.
@Suite("Colour filters: brightness, saturation, grayscale")
struct ColorFilterTests {
    let canvas = Fixture.square
    typealias RGB = (Double, Double, Double)

    /// `feColorMatrix type="saturate"`.
    static func saturated(_ c: RGB, _ s: Double) -> RGB {
        let (r, g, b) = c
        return ((0.213 + 0.787 * s) * r + (0.715 - 0.715 * s) * g + (0.072 - 0.072 * s) * b,
                (0.213 - 0.213 * s) * r + (0.715 + 0.285 * s) * g + (0.072 - 0.072 * s) * b,
                (0.213 - 0.213 * s) * r + (0.715 - 0.715 * s) * g + (0.072 + 0.928 * s) * b)
    }

    /// The `grayscale` filter function's matrix.
    static func grayed(_ c: RGB, _ amount: Double) -> RGB {
        let (r, g, b) = c, k = 1 - amount
        return ((0.2126 + 0.7874 * k) * r + (0.7152 - 0.7152 * k) * g + (0.0722 - 0.0722 * k) * b,
                (0.2126 - 0.2126 * k) * r + (0.7152 + 0.2848 * k) * g + (0.0722 - 0.0722 * k) * b,
                (0.2126 - 0.2126 * k) * r + (0.7152 - 0.7152 * k) * g + (0.0722 + 0.9278 * k) * b)
    }

    static func pixel(_ c: RGB) -> RGBA {
        func byte(_ x: Double) -> Int { Int(min(max(x, 0), 255).rounded()) }
        return RGBA(r: byte(c.0), g: byte(c.1), b: byte(c.2), a: 255)
    }

    let blue = Color(red: 51 / 255, green: 153 / 255, blue: 230 / 255)

    @Test("saturation 0 is the colour's luminance in every channel; 0.4 and 1.6 are the matrix's result", arguments: [0.0, 0.4, 1.6])
    func saturation(amount: Double) throws {
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [layer(blue, saturation: amount)]), on: canvas)
        expectPixel(buffer, 50, 50, Self.pixel(Self.saturated((51, 153, 230), amount)), tolerance: 1)
        if amount == 0 {
            let gray = 0.213 * 51 + 0.715 * 153 + 0.072 * 230
            expectPixel(buffer, 50, 50, Self.pixel((gray, gray, gray)), tolerance: 1)
        }
        expectPixel(buffer, 10, 10, RGBA(Fixture.background))
    }

    @Test("grayscale 1 is wholly gray; 0.5 is the matrix's result", arguments: [1.0, 0.5])
    func grayscale(amount: Double) throws {
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [layer(blue, grayscale: amount)]), on: canvas)
        expectPixel(buffer, 50, 50, Self.pixel(Self.grayed((51, 153, 230), amount)), tolerance: 1)
    }

    @Test("brightness adds to every component, clamped at white and black", arguments: [0.2, -0.3, 1.0])
    func brightness(amount: Double) throws {
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [layer(blue, brightness: amount)]), on: canvas)
        let add = amount * 255
        expectPixel(buffer, 50, 50, Self.pixel((51 + add, 153 + add, 230 + add)), tolerance: 1)
    }

    @Test("a half-transparent layer is brightened in straight colour: the offset is scaled by its alpha")
    func translucentBrightness() throws {
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [layer(color, brightness: 0.2)]), on: canvas)
        // Stored premultiplied at 8 bits, brightened by 0.2 × 255 × alpha, then over the background.
        let a = (0.5 * 255).rounded(), bg = 249.0, keep = 1 - a / 255
        func over(_ straight: Double) -> Double { ((straight * 0.5 * 255).rounded() + 0.2 * 255 * a / 255).rounded() + bg * keep }
        expectPixel(buffer, 50, 50, Self.pixel((over(0.2), over(0.4), over(0.6))), tolerance: 2)
    }

    @Test("all four at once are each applied in turn — hue, brightness, saturation, grayscale — in one pass")
    func order() throws {
        // A colour no step takes out of 0 … 255, so the single pass (which does not clamp between
        // filters) and the steps one by one agree.
        let color = Color(red: 80 / 255, green: 150 / 255, blue: 200 / 255)
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            layer(color, hueRotation: 40, brightness: 0.05, saturation: 0.7, grayscale: 0.3),
        ]), on: canvas)
        let turned = HueRotationTests.turned((80, 150, 200), degrees: 40)
        let brightened = (turned.0 + 12.75, turned.1 + 12.75, turned.2 + 12.75)
        let expected = Self.grayed(Self.saturated(brightened, 0.7), 0.3)
        expectPixel(buffer, 50, 50, Self.pixel(expected), tolerance: 1)
    }

    @Test("a layer whose filters hold is filtered once, and one at identity never")
    func filteredOnce() throws {
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        try renderer.render(FrameState(index: 0, time: 0, layers: [layer(blue, saturation: 1)]), into: buffer)
        #expect(renderer.colorsComputed == 0)
        for index in 0..<3 {
            try renderer.render(FrameState(index: index, time: 0, layers: [layer(blue, saturation: 0.5)]), into: buffer)
        }
        #expect(renderer.colorsComputed == 1)
        try renderer.render(FrameState(index: 3, time: 0, layers: [layer(blue, saturation: 0.5, grayscale: 0.1)]), into: buffer)
        #expect(renderer.colorsComputed == 2)
    }
}
