import Foundation

/// The built-in screens of the source design's habit app, drawn as vector wireframes.
public enum Wireframe: String, Sendable, Hashable, CaseIterable {
    /// Dashboard: a summary card and habit cards.
    case cards
    /// Habits: rows with a check circle and labels.
    case list
    /// Gallery: a grid of photo tiles.
    case grid
}
