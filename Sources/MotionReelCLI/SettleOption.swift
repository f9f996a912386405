import ArgumentParser
import Scene

/// `--settle swiftui|visible`: where the hold counts from, on every command that films a preset
/// (`render`, `batch`, `spec`). A word ArgumentParser does not know is a usage error naming the
/// option and the two words, exit code 2.
extension SettleRule: ExpressibleByArgument {
    /// The option's help, the same wherever it appears.
    static let help = ArgumentHelp(
        "Where the hold counts from: swiftui, SwiftUI's end (the default), or visible, the first frame after which no pixel changes by more than one level. Overrides the preset's settle.",
        valueName: "end")
}
