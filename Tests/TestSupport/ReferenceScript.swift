import Foundation

/// Runs the reference implementation itself (`Reference/fluid_reference.py`) for questions the
/// CSVs do not answer, such as when a spring ends if it is sampled at 60 Hz instead of 600 Hz.
public enum ReferenceScript {
    /// Seconds after its start at which the reference's stepped spring ends, sampled at `rate` Hz.
    public static func fluidEndTime(response: Double, dampingFraction: Double, delta: Double,
                                    sampleRate rate: Int) throws -> Double {
        let program = """
            import sys
            sys.path.insert(0, \(pythonString(ReferenceCurve.folder.path)))
            from fluid_reference import Fluid
            s = Fluid(\(response), \(dampingFraction), target=\(delta))
            i = 0
            while not s.ended:
                s.sample(i / \(rate))
                i += 1
            print(repr((i - 1) / \(rate)))
            """
        let result = try Subprocess.run("python3", ["-c", program])
        let text = result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, let value = Double(text) else {
            throw ReferenceError(message: "fluid_reference.py failed: \(text) \(result.stderrText)")
        }
        return value
    }

    private static func pythonString(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    public struct ReferenceError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
}
