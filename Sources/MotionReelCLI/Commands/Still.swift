import ArgumentParser
import Foundation

/// `motionreel still` — scaffolding until issue 6 builds it.
struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "still", abstract: "(not built yet)", shouldDisplay: false)

    func run() throws {
        throw CommandFailure.usage("motionreel still is not built yet")
    }
}
