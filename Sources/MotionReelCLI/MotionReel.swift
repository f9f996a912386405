import ArgumentParser
import Foundation

/// The `motionreel` command: UI motion, rendered to video.
@main
struct MotionReel: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "motionreel",
        abstract: "Render SwiftUI-style UI motion (springs, curves, tab transitions) to MP4 and PNG.",
        discussion: """
            A preset is a YAML file that describes a phone screen, its layers and a timeline of \
            state changes. MotionReel samples SwiftUI's own spring and curve animations frame by \
            frame, draws every frame with Cairo and encodes it with FFmpeg.

              motionreel render Presets/tab-forward.yaml            # → out/tab-forward.mp4
              motionreel render Presets/*.yaml --format mp4,png -o renders

            Exit codes: 0 success, 1 render or encode failure, 2 bad arguments or bad preset.
            """,
        version: version,
        subcommands: [Render.self, SpecCommand.self, BatchCommand.self, StillCommand.self, ValidateCommand.self,
                      PresetsCommand.self])

    /// Parses, runs, and exits with MotionReel's exit codes (ArgumentParser's usage code is 64;
    /// ours is 2, as the design's command-line contract says).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data((failure.message + "\n").utf8))
            Foundation.exit(failure.exitCode)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
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
