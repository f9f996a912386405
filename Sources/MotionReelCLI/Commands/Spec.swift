import ArgumentParser
import Foundation

/// `motionreel spec` — scaffolding until issue 6 builds it.
struct SpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "spec", abstract: "(not built yet)", shouldDisplay: false)

    func run() throws {
        throw CommandFailure.usage("motionreel spec is not built yet")
    }
}
