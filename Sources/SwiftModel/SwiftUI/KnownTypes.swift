import Foundation

/// SwiftUI, Foundation and CoreGraphics types an app's transition code names, beyond the ones
/// MotionReel evaluates (``Vocabulary``): `Color`, `Angle`, `TransitionPhase`, the shapes and stacks.
///
/// A name in this list is a type, so the listing never asks a preset to bind it as a variable —
/// even where MotionReel refuses what the code does with it. Paths into other frameworks' objects
/// (`UIScreen.main.bounds.width`) are left out on purpose: a preset binds those as a whole.
enum KnownTypes {
    static let names: Set<String> = [
        "Anchor", "AnyView", "Array", "Binding", "Button", "Capsule", "CGAffineTransform", "CGPoint", "CGRect",
        "CGVector", "Circle", "Color", "Content", "Date", "Dictionary", "Divider", "Ellipse", "EmptyView", "Environment",
        "ForEach", "Font", "GeometryProxy", "GeometryReader", "Gradient", "Group", "HStack", "Image", "Label",
        "LazyHStack", "LazyVStack", "LinearGradient", "List", "Namespace", "NavigationStack", "NavigationView",
        "Optional", "RadialGradient", "Rectangle", "RoundedRectangle", "ScrollView", "Set", "Shape", "Spacer", "Spring",
        "State", "TabView", "Text", "Toggle", "Transaction", "TransitionPhase", "UnitCurve", "UUID", "View",
        "ViewModifier", "VStack", "ZStack",
    ]
}
