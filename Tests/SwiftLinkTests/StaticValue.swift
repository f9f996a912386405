import Foundation
import SwiftModel
import SwiftReading
import Testing

/// The value of the static `name` of `type` in `source` (a file at `path`), as the evaluator gives
/// it: what the tests of single Swift values read.
func staticValue(_ name: String, of type: String, in source: String, path: String) throws -> Value? {
    let code = CodeBase([try SwiftSourceReader.read(text: source, path: path)])
    let declaration = try #require(code.member(name, of: type, isStatic: true).first)
    return try Evaluation(code: code, bindings: Bindings()).initialValue(of: declaration)
}
