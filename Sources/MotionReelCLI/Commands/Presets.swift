import ArgumentParser
import Foundation

/// `motionreel presets` — scaffolding until issue 6 builds it.
struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "presets", abstract: "(not built yet)", shouldDisplay: false)

    func run() throws {
        throw CommandFailure.usage("motionreel presets is not built yet")
    }
}
