import Foundation
import SwiftModel
import SwiftSyntax

/// Places of syntax nodes and tokens in one file, as people read them (line and column) and as
/// the text holds them (UTF-8 offsets).
struct Locator {
    let path: String
    let converter: SourceLocationConverter

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Where `node` starts, leading trivia (comments, spaces) skipped.
    func location(of node: some SyntaxProtocol) -> CodeLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> CodeLocation {
        let place = converter.location(for: position)
        return CodeLocation(file: path, line: place.line, column: place.column)
    }

    /// The node's extent, trivia excluded.
    func span(of node: some SyntaxProtocol) -> CodeSpan {
        let start = node.positionAfterSkippingLeadingTrivia
        let end = max(node.endPositionBeforeTrailingTrivia.utf8Offset, start.utf8Offset)
        return CodeSpan(start: location(at: start), offsets: start.utf8Offset..<end)
    }
}
