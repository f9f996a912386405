import ArgumentParser
import Encode
import Foundation
import Preset
import Render
import Scene

/// `motionreel still`: one frame of a preset, at any time, as a PNG.
struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "still",
        abstract: "Render one frame of a preset, at any time, as a PNG.",
        discussion: """
            The frame shows the scene at exactly --time seconds, on the frame grid or between two \
            frames; nothing else is rendered. The time must lie between 0 and the time of the \
            preset's last frame (the settle time plus the hold).

            The PNG goes to out/NAME-Ts.png (NAME from the preset's name:, T the time as given: \
            out/tab-forward-0.35s.png). -o FILE writes exactly FILE instead, creating its folder; \
            -o with an existing folder (or a path ending in /) puts NAME-Ts.png in it; a file \
            name must end in .png (any case). The file appears only once it is complete; Ctrl-C \
            (SIGINT), SIGTERM or SIGHUP leaves no partial file and exits with 130, 143 or 129. \
            Opaque frames are stored as RGB, --transparent frames as straight-alpha RGBA; both are \
            tagged sRGB.

            Examples:
              motionreel still Presets/tab-forward.yaml --time 0.35
              motionreel still Presets/tab-mask.yaml --time 0.4 --transparent -o mask.png
              motionreel still Presets/tab-blur.yaml --time 0.3 --reduce-motion --scale 1 -o stills/
            """)

    @Argument(help: ArgumentHelp("Preset file (YAML).", valueName: "preset"))
    var preset: String

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seconds from the start: 0.35, 0.35s or 350ms.", valueName: "time"))
    var time: StillTime

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Output file, ending in .png (default: out/NAME-Ts.png); an existing folder, or a path ending in /, gets NAME-Ts.png.",
        valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Pixels per point (overrides the preset's canvas.scale).", valueName: "n"))
    var scale: Double?

    @Flag(help: ArgumentHelp("Render a transparent background instead of the canvas colour (an RGBA PNG)."))
    var transparent = false

    @Flag(help: ArgumentHelp(
        "Render the Reduce Motion variant: movement, scale, blur and masks become cross-fades of the same timing."))
    var reduceMotion = false

    /// A file named by -o must be a .png: a still is PNG bytes, whatever the name says.
    func validate() throws {
        guard let output, !StillDestination.namesFolder(output),
              (output as NSString).pathExtension.lowercased() != "png" else { return }
        throw ValidationError(
            "-o \(output): a still is a PNG, so the file name must end in .png (or name a folder, ending in /)")
    }

    func run() throws {
        let overrides = PresetOverrides(scale: scale, reduceMotion: reduceMotion ? true : nil,
                                        transparent: transparent ? true : nil)
        let scene = try PresetInput.load(preset, overrides: overrides)
        let timeline = scene.timeline()
        let seconds = try time.checked(against: timeline, of: scene.name)
        let destination = try StillDestination(output, defaultName: "\(scene.name)-\(time.fileLabel).png")

        let file: OutputFile
        do {
            file = try StillFrame.write(timeline, canvas: scene.canvas, at: seconds, to: destination.url)
        } catch {
            throw CommandFailure.failed("error: \(scene.name): \(error)")
        }
        let size = ByteCountFormatter.string(fromByteCount: Int64(file.byteCount), countStyle: .file)
        StandardError.write(
            "wrote \(destination.shownPath)  \(size), \(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight) px, at \(time.text) s\n")
    }
}

/// A `--time` value: seconds, written `0.35`, `0.35s` or `350ms` (``TimeText``).
struct StillTime: ExpressibleByArgument {
    var seconds: Double
    /// The number as seconds, without trailing zeros, for messages and file names (`0.35`).
    var text: String

    init?(argument: String) {
        // The syntax of times in presets, so a time copied from one to the other means the same.
        guard let value = TimeText.seconds(argument.trimmingCharacters(in: .whitespaces)) else { return nil }
        seconds = value
        text = Self.format(value)
    }

    /// `0.35s`: the time as it appears in a default file name.
    var fileLabel: String { text + "s" }

    /// The time, if the timeline has a frame that late: between 0 and its last frame's time.
    func checked(against timeline: any Timeline, of name: String) throws -> Double {
        let last = Double(timeline.frameCount - 1) / Double(timeline.canvas.fps)
        // A hair of tolerance, so the last frame's time as printed (rounded down) is accepted.
        guard seconds >= 0, seconds <= last + 1e-9 else {
            throw CommandFailure.usage(
                "--time \(text): must be between 0 and \(Self.format(last, decimals: 4, roundingDown: true)) s, "
                + "the time of \(name)'s last frame (frame \(timeline.frameCount) at \(timeline.canvas.fps) fps)")
        }
        return min(seconds, last)
    }

    /// Up to `decimals` decimals, trailing zeros dropped: `0.35`, `1`, `0.105`.
    static func format(_ seconds: Double, decimals: Int = 6, roundingDown: Bool = false) -> String {
        let unit = pow(10, Double(decimals))
        let scaled = seconds * unit
        // Rounding down keeps a printed limit inside the range (1.383333… → 1.3833, not 1.3834).
        let rounded = roundingDown ? (scaled + 1e-6).rounded(.down) : scaled.rounded()
        var text = String(format: "%.\(decimals)f", rounded / unit)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// Where a still goes: the `-o` file, a file in the `-o` folder, or `out/NAME-Ts.png`.
///
/// The folder is created (or proved usable) before any pixel is drawn; a folder that cannot be
/// made is exit code 2.
struct StillDestination {
    let url: URL
    /// The path as the user will recognise it in the summary line.
    let shownPath: String

    init(_ output: String?, defaultName: String) throws {
        guard let output else {
            url = try OutputFolder.prepare("out").appendingPathComponent(defaultName)
            shownPath = "out/" + defaultName
            return
        }
        if Self.namesFolder(output) {
            url = try OutputFolder.prepare(output).appendingPathComponent(defaultName)
            shownPath = (output as NSString).appendingPathComponent(defaultName)
            return
        }
        let file = URL(fileURLWithPath: output)
        let folder = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.usage("-o \(output): cannot create the folder \(folder.path) (\(Self.reason(error)))")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw CommandFailure.usage("-o \(output): the folder \(folder.path) is not writable")
        }
        url = file
        shownPath = output
    }

    /// Whether `-o` names a folder to put `NAME-Ts.png` in: an existing folder, or a path ending in /.
    static func namesFolder(_ output: String) -> Bool {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        return output.hasSuffix("/") || (exists && isDirectory.boolValue)
    }

    private static func reason(_ error: Error) -> String {
        ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? error.localizedDescription
    }
}
