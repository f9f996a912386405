import ArgumentParser
import Foundation

/// `motionreel batch` — scaffolding until issue 6 builds it.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "batch", abstract: "(not built yet)", shouldDisplay: false)

    func run() throws {
        throw CommandFailure.usage("motionreel batch is not built yet")
    }
}
