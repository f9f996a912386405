import Foundation

/// A piece of Swift source of one kind — an expression, a statement — with where it was written.
///
/// Expressions and statements differ only in their forms, so they share this one node rather
/// than each restating its kind, its span and how to find its first character.
public struct SyntaxNode<Kind: Sendable & Hashable>: Sendable, Hashable {
    public var kind: Kind
    public var span: CodeSpan

    public init(_ kind: Kind, span: CodeSpan) {
        self.kind = kind
        self.span = span
    }

    /// Where the node starts: what a message about it points at.
    public var location: CodeLocation { span.start }
}
