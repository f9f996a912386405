import ArgumentParser
import Encode
import Foundation
import Logging

/// The `motionreel` command: UI motion, rendered to video.
@main
struct MotionReel: ParsableCommand {
    /// Part of every batch input hash: a release whose outputs differ (new encoder defaults) renders again.
    static let version = "0.5.0"

    static let configuration = CommandConfiguration(
        commandName: "motionreel",
        abstract: "Render SwiftUI-style UI motion (springs, curves, tab transitions) to video, animated images and frames.",
        discussion: """
            A preset is a YAML file that describes a phone screen, its layers and a timeline of \
            state changes. MotionReel samples SwiftUI's own spring and curve animations frame by \
            frame, draws every frame with Cairo and encodes it with FFmpeg.

              motionreel init --screens home.png detail.png         # → motion.yaml, ready to render
              motionreel render motion.yaml                         # → out/motion.mp4
              motionreel render Presets/tab-forward.yaml            # → out/tab-forward.mp4
              motionreel render Presets/*.yaml --format mp4,png -o renders
              motionreel import ContentView.swift -o tabs.yaml     # linked to your code

            Outputs are all or nothing: a run that fails writes none of the outputs it was making, \
            and earlier versions of them stay as they were. Ctrl-C (SIGINT), SIGTERM or SIGHUP \
            stops any command, removes its unfinished files and says so in one line.

            Exit codes, in every command: 0 success, 1 a render or write failed (also a batch \
            with both kinds), 2 input refused (a bad argument, preset, image or folder), 130 \
            interrupted by SIGINT, 143 by SIGTERM, 129 by SIGHUP (preview, which runs until \
            stopped, ends with 0; diff exits 1 when motion changed).
            """,
        version: version,
        subcommands: [InitCommand.self, RenderCommand.self, SpecCommand.self, BatchCommand.self, StillCommand.self, ValidateCommand.self,
                      PresetsCommand.self, DiffCommand.self, MergeCommand.self, PreviewCommand.self, ImportCommand.self])

    /// Parses, runs, and exits with MotionReel's exit codes (ArgumentParser's usage code is 64;
    /// ours is 2), or 128 + the signal when one stops the run (``Interruption``).
    static func main() {
        // Before anything else, so that every thread started later has the signals blocked.
        Interruption.install()
        // x264 asks for huge pages for its frames, which costs a full-size render 25 MiB and gains
        // it nothing measurable (docs/encoding.md).
        HugePages.decline()
        LoggingSystem.bootstrap(StandardErrorLogHandler.init)
        if let message = UnknownSubcommand.message(for: Array(CommandLine.arguments.dropFirst()), root: Self.self) {
            StandardError.write(message + "\n")
            StandardError.exit(2)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
            StandardError.exit(0)
        } catch let failure as CommandFailure {
            StandardError.write(failure.message + "\n")
            StandardError.exit(failure.exitCode)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
                StandardError.exit(0)
            }
            StandardError.write(message + "\n")
            StandardError.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}

/// An error the CLI has already phrased for the user, with the exit code it deserves.
struct CommandFailure: Error {
    var message: String
    var exitCode: Int32

    /// Bad arguments or a bad preset: exit code 2.
    static func usage(_ message: String) -> CommandFailure { CommandFailure(message: message, exitCode: 2) }
    /// A render or encode that failed: exit code 1.
    static func failed(_ message: String) -> CommandFailure { CommandFailure(message: message, exitCode: 1) }
}
