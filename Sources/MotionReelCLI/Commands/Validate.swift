import ArgumentParser
import Foundation

/// `motionreel validate` — scaffolding until issue 6 builds it.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "validate", abstract: "(not built yet)", shouldDisplay: false)

    func run() throws {
        throw CommandFailure.usage("motionreel validate is not built yet")
    }
}
