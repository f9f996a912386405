/// What a visual property's number measures. The spec's CSV headers and curve charts label a
/// column with its ``symbol``; a diff picks the tolerance it compares the property with by it.
public enum PropertyUnit: String, Sendable, Hashable, CaseIterable {
    /// Canvas points: positions, sizes, offsets, radii.
    case points
    /// A factor: 1 is unchanged (scale), or a unit quantity (an anchor, a 3-D axis).
    case factor
    /// Degrees, clockwise on screen.
    case degrees
    /// 0 … 1, as opacity is.
    case fraction
    /// Drawing order: higher is in front.
    case order
    /// An sRGB colour component or alpha, 0 … 1 (a diff compares it in 8-bit levels).
    case colorComponent

    /// The label after a column's name: `offset.x (pt)`.
    public var symbol: String {
        switch self {
        case .points: "pt"
        case .factor: "×"
        case .degrees: "°"
        case .fraction, .colorComponent: "0…1"
        case .order: "order"
        }
    }
}
