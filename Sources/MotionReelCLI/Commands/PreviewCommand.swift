import ArgumentParser
import Foundation
import Locking
import Preview
import Scene

/// `motionreel preview`: a page on a local port that plays the preset and replays it each time
/// it is saved.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live page that plays a preset and replays it each time it is saved.",
        discussion: """
            Open the printed address in a browser. The page plays the preset at its frame rate, \
            with play/pause, loop, 0.25×/0.5×/1× speed and a scrubber that seeks to any frame; \
            the timeline's events are ticks on the scrubber, the spec's curves follow the \
            current time, and Export renders the preset in full (as motionreel render) into -o. \
            Keys: space plays or pauses, ←/→ step one frame, shift+←/→ jump to the previous or \
            next event.

            Frames are drawn when the page asks for them, at --scale pixels per point (default 1, \
            whatever the preset's canvas.scale), and kept in memory up to 256 MiB. When the \
            preset or any file it reads (images, SVG icons, page files, fonts) changes on disk, \
            the page reloads within a second; a preset that no longer validates shows its \
            FILE:LINE:COLUMN errors over the last good frames, and recovers by itself once fixed.

            The server answers on 127.0.0.1 only unless --host says otherwise, and serves only \
            its own routes: / (the page, and its script and style files), /state.json, \
            /spec.json, /curves.json, /frame/N.png, /events (server-sent events: reload, error, \
            export) and POST /export. Ctrl-C stops it with exit code 0.

            Examples:
              motionreel preview Presets/tab-forward.yaml
              motionreel preview Presets/layers-flip.yaml --port 9000 --open
              motionreel preview Presets/tab-forward.yaml --scale 2 -o exports
            """)

    @Argument(help: ArgumentHelp("Preset file (YAML).", valueName: "preset"))
    var preset: String

    @Option(help: ArgumentHelp("Port to listen on; 0 picks a free one (default 8765).", valueName: "port"))
    var port: Int = 8765

    @Option(help: ArgumentHelp("Address to listen on (default 127.0.0.1, this machine only; 0.0.0.0 for every interface).",
                               valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("Pixels per point of the previewed frames (default 1).", valueName: "n"))
    var scale: Double = 1

    @Option(name: .shortAndLong, help: ArgumentHelp("Folder Export writes into (default: out).", valueName: "folder"))
    var output = "out"

    @Flag(help: ArgumentHelp("Open the page in the default browser once the server listens."))
    var open = false

    @Flag(name: .shortAndLong, help: "Print every reload, not only the errors.")
    var verbose = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port: \(port) is not a port (0…65535)") }
        guard scale.isFinite, scale > 0, scale <= Limits.maximumScale else {
            throw ValidationError("--scale: \(scale) must be greater than 0 and at most \(Limits.maximumScale)")
        }
    }

    func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: preset, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw CommandFailure.usage("\(preset):1:1: no such preset file")
        }
        let session = PreviewSession(presetPath: preset, scale: scale)
        if case .failed(let errors) = session.reload() {
            StandardError.write(errors.joined(separator: "\n") + "\nThe page shows these until the preset validates.\n")
        }
        let verbose = verbose
        let server: PreviewServer
        do {
            server = try PreviewServer(
                session: session,
                settings: PreviewServer.Settings(host: host, port: UInt16(port), outputDirectory: URL(fileURLWithPath: output)),
                onReload: { outcome in
                    switch outcome {
                    case .reloaded(let generation):
                        if verbose { StandardError.write("reloaded \(session.presetPath) (version \(generation))\n") }
                    case .failed(let errors):
                        StandardError.write(errors.joined(separator: "\n") + "\n")
                    }
                })
        } catch {
            throw CommandFailure.usage("\(error)")
        }

        let finished = DispatchSemaphore(value: 0)
        let failure = Locked<String?>(nil)
        Task {
            do {
                let url = try await server.start()
                // Unbuffered, so that a program reading the pipe sees the address at once.
                FileHandle.standardOutput.write(Data("Previewing \(session.presetPath) at \(url.absoluteString) (Ctrl-C to stop)\n".utf8))
                if open { Self.openInBrowser(url) }
            } catch {
                failure.withLock { $0 = "\(error)" }
                finished.signal()
            }
        }
        Interruption.stopHandler.withLock { handler in
            handler = {
                Task {
                    await server.stop()
                    finished.signal()
                }
                // A handler that cannot be cancelled (a frame being drawn at a large --scale)
                // would hold the stop back; the command ends by this deadline whatever it does.
                DispatchQueue.global().asyncAfter(deadline: .now() + Self.stopDeadline) { finished.signal() }
            }
        }
        finished.wait()
        if let error = failure.withLock({ $0 }) { throw CommandFailure.usage("error: \(error)") }
        StandardError.write("preview stopped\n")
    }

    /// Seconds from the signal to the end of the command at the most: the server's grace for
    /// its connections (``PreviewServer/stopGrace``) and some room, well inside the half second
    /// within which a stopped preview must be gone.
    static let stopDeadline = 0.3

    /// Hands `url` to the system's opener (xdg-open on Linux, open on macOS) when there is one.
    static func openInBrowser(_ url: URL) {
        #if os(macOS)
        let opener: String? = "/usr/bin/open"
        #else
        let opener = ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"].first { FileManager.default.isExecutableFile(atPath: $0) }
        #endif
        guard let opener else {
            StandardError.write("--open: no xdg-open here; open \(url.absoluteString) yourself\n")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            StandardError.write("--open: \(opener) failed (\(error)); open \(url.absoluteString) yourself\n")
        }
    }
}
