import Foundation
import Scene
import Motion
import SwiftModel

/// One film of a catalogue: a view type's state, every view it shows, hides or changes, and the
/// values it visits — what becomes `FOLDER/<SwiftFile>/<Type>.<state>.yaml`.
public struct CatalogueFilm: Sendable {
    /// The type whose state it is (`CardRow`), and the state (`isExpanded`).
    public var type: String
    public var state: String
    /// The file the type's body is in, as the listing names it.
    public var file: String
    /// The values the film visits: the declared one, each other value the code assigns in source
    /// order (a Bool: its opposite), then the declared one again.
    public var visits: [Value]
    /// The other state of the type, after each visit: `others[0]` at its declared values, then
    /// `others[k]` as the `.onChange(of: state)` closures leave it once visit k's change has run
    /// (``Catalogue/carriedWithCompanions(_:state:visits:type:code:)``). What the linked code reads besides.
    public var others: [[String: Value]]
    /// The other state as the first render after each visit's change sees it (``Catalogue/Carried``):
    /// what an inserted view's transition reads. Empty when the film has none to tell apart from ``others``.
    public var rendered: [[String: Value]] = []
    /// The views that move, one stand-in each, in source order.
    public var standIns: [StandIn]
    /// When each visit's change happens, in seconds (`times[0]` is 0, the declared state), and for
    /// a change the code makes after a wait in the same event, the sentence that says so
    /// (``Catalogue/moments(of:makers:code:)``). Empty: one change after another, 1.2 s apart.
    public var times: [Double] = []
    public var waits: [String?] = []
    /// The line of the assignment that makes each change, where the catalogue found it
    /// (`makers[0]` is nil, the declared state).
    public var makers: [Int?] = []
    /// For a film of several events (``Catalogue/eventCycles(of:in:code:)``): the assignments of
    /// the event that makes each change (`makerGroups[k]` for visit k; empty at 0). Empty otherwise.
    var makerGroups: [Set<CodeLocation>] = []

    /// The sites (`.transition`, `.animation`, `withAnimation`) this film covers, by place.
    public var covered: [CodeLocation]
    /// The code its links evaluate: the filmed modifiers and transitions, the modifiers on the way
    /// down to them, the state's declaration and its assignments — what decides which other files
    /// a preset must link (``Dependencies``).
    public var evaluated: [CodeSpan] = []
    /// The screen it is drawn on (every view of the body where SwiftUI lays it out at the first
    /// value, the stand-ins among them), when the layout places its stand-ins; nil for a film of
    /// stand-ins one under another.
    var screen: [ScreenView]? = nil
    /// How far each view of ``screen`` has moved from its first place at each value, by layer id
    /// (`screenShifts[k]`): SwiftUI lays the body out again and moves them there in the change's
    /// transaction.
    var screenShifts: [[String: Point]] = []
    /// The views one `.matchedGeometryEffect(id:in:)` names whose changes hand one frame to
    /// the other (``MatchedMove``).
    var matches: [MatchedMove] = []
    /// For the scroll position (``ScrollTarget``), the `withAnimation` each scroll is made in, by
    /// its function and line; nil where the call is bare (``Catalogue/scrollAnimations(of:code:)``).
    var scrollAnimations: [(function: String, line: Int)?] = []
    /// For a `.scrollTransition`'s film, the scroll and each row's tracks (``Catalogue/scrollTransitionFilms``).
    var scrollTransition: ScrollTransitionPlay? = nil
    /// The other states its events change in the same `withAnimation`, or at the same moment
    /// outside any (``Catalogue/carriedWithCompanions``).
    var companions: [String] = []
    /// Those of ``companions`` its events set in the same `withAnimation`, and those they set at
    /// the same moment outside any (a state may be in both).
    var animatedCompanions: [String] = []
    var unanimatedCompanions: [String] = []
    /// For each change, the values no change moves that its `withAnimation` reads, which its
    /// animation link binds (``Catalogue/animationReads(of:makers:)``).
    var animationReads: [[String]] = []
    /// The line of the assignment that makes each companion's change at each visit.
    var companionMakers: [String: [Int?]] = [:]
    /// For a state the view's creator sets (a `@Binding`, a `let` with no value): where it comes
    /// from and what the film assumes, in a sentence the preset carries.
    public var input: String?
    /// Where the values the view is created with come from (`MovingCircleView as LoaderIIView
    /// creates it at LoaderIIView.swift:38: moveOffset: 15`), in a sentence the preset carries.
    public var creation: String?
    /// A declared `AnyTransition` or `Animation` that no state's film uses, filmed on its own — a
    /// design system's vocabulary: its one stand-in is inserted and removed with the transition,
    /// or moved there and back with the animation. `type` is the declaration's owner, `state` its name.
    public var declaration: Site?
    /// For a phase animator's film (``PhaseSteps``): the phase its content reads and the animation of
    /// each step; `state` is then `phases` and the animator's line, `visits` the phases in the
    /// order they are shown.
    public var phases: PhaseSteps?
    /// For a keyframe animator's film (``KeyframePlay``): the keyframes each stand-in plays; `state`
    /// is then `keyframes` and the animator's line, `visits` its initial value alone.
    public var keyframes: KeyframePlay?

    /// `CardRow.isExpanded`: the film's name and the file's.
    public var name: String { "\(type).\(state)" }

    /// When change `k` happens (k ≥ 1).
    public func time(_ k: Int) -> Double {
        times.count == visits.count ? times[k] : CatalogueDraft.firstChange + CatalogueDraft.changeSpacing * Double(k - 1)
    }
}

/// A view of the film, drawn as its code writes it (``StandIn/Look``): a shape, a text, or a
/// card with its label, one layer (or one group) that every change of the view moves.
public struct StandIn: Sendable {
    /// What a stand-in draws.
    public enum Look: Sendable, Hashable {
        /// A shape or a colour (`Circle().fill(.red)`, `Color.blue`): its card, no label.
        case shape
        /// A `Text` or an SF Symbol (named by its symbol) with nothing drawn behind it: its label.
        case label
        /// A view drawn over a shape (a text with a `.background`), or one whose look the code
        /// does not say (a view of its own type, a container, a control): its card and label, as
        /// one group.
        case card
        /// A container or a view of the app's own type drawn as the views it holds, in its group.
        case container
    }

    public enum Role: Sendable {
        /// Shown while its `if`/`switch` branch is taken: inserted and removed with the
        /// `.transition` on `line`; `shown[k]` at visit k.
        case transition(line: Int, column: Int, shown: [Bool], reads: [String])
        /// Its modifiers on these lines drive these properties, with a value per visit.
        case values([ModifierValues])
        /// Its `.symbolEffect(_:options:value:)`s play at each visit whose watched value differs
        /// from the one before (`played[k]`), as their closest keyframes — one effect per property
        /// (the first written), `line` the first's.
        case effect([SymbolEffectFilm], line: Int, played: [Bool])
        /// Its text at each visit (`texts[k]`), swapped by the `.contentTransition` on `line` in
        /// the change's transaction, as `swaps[k]` films it; or, where `swaps` are
        /// ``ContentSwap/identity(transitionLine:)``, its `.id` at each visit (`texts[k]` the value's
        /// description), each value a view of its own.
        case swap(texts: [String], swaps: [ContentSwap], line: Int)
    }

    /// Whether its role swaps whole views by their `.id`, not a text's content.
    var swapsIdentity: Bool {
        guard case .swap(_, let swaps, _) = role else { return false }
        return swaps.contains { if case .identity = $0 { true } else { false } }
    }

    public var id: String
    public var look: Look = .card
    /// What it holds, drawn in its points, when it is a container inserted after the film's first
    /// value (the first screen does not hold it).
    var body: [ScreenView] = []
    /// The layer of each text a swapped stand-in shows (``Role/swap``), in the order it first shows them.
    public var swapIDs: [String] = []
    /// Whether, drawn as the views it holds, it has a layer `ID-shape`: what its `.background` draws.
    public var containerShape = false
    /// Whether that layer is its own (a `.background` colour the view tree does not hold), drawn
    /// first in its group, filling it.
    public var drawsContainerShape = false
    /// The colour its `.background` draws, when the code gives one it reads.
    public var backgroundColor: ColorValue? = nil
    /// Whether its label is an SF Symbol's name, which the film writes small enough to fit its
    /// frame: MotionReel cannot draw Apple's symbols.
    public var symbol = false
    /// The shape its card is: a circle for a `Circle`, a rectangle for a `Rectangle` or a colour,
    /// else a rounded rectangle of ``cornerRadius``.
    public var shape: StandInOutline.Shape = .rounded
    public var label: String
    public var width: Double
    public var height: Double
    public var cornerRadius: Double
    public var fill: ColorValue
    public var anchor: UnitPointText
    /// The axis of its `.rotation3DEffect`, when one of its modifiers films that angle: the layer
    /// needs it to turn about the same axis.
    public var axis: [Double]? = nil
    public var role: Role
    /// The line of the modifier the animation of a change is resolved at (`site:`).
    public var siteLine: Int
    /// For a view shown and hidden (``Role/transition(line:column:shown:reads:)``), whether the
    /// film's own state alone shows or hides it at each change — with the rest of the event not yet
    /// applied. Its insertion or removal is then that change's, in that change's transaction, even
    /// when the transition reads a companion the same event sets (a `movingForward` set before the
    /// `withAnimation` that changes the selection).
    var flippedByState: [Bool] = []
    /// The states its changes read: a transition's condition's, its modifiers' arguments'.
    var reads: [String] {
        switch role {
        case .values(let modifiers): modifiers.flatMap(\.reads)
        case .transition(_, _, _, let reads): reads
        case .effect, .swap: []
        }
    }
    /// A view an `if` or `switch` shows and hides with no `.transition` of its own: it comes and
    /// goes with SwiftUI's default, `.opacity` (``BranchView``); `siteLine` is its statement's.
    public var fades = false
    /// For a transition the system draws on numbers Apple does not publish (`.blurReplace`,
    /// `.symbolEffect`): the sentence its events carry, saying the film is its closest.
    public var transitionNote: String? = nil
    /// The row of a literal `ForEach` it is, when it is one of several views the `ForEach` makes.
    public var row: StandInRow? = nil
    /// The outline it draws instead of a filled card, when its code strokes a shape
    /// (`Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 6)`).
    public var outline: StandInOutline? = nil
    /// Its drop shadow, when its code gives it one (`.shadow(color:radius:x:y:)`), as the view
    /// first shows it: a film whose shadow's radius or offset changes needs one to animate.
    public var shadow: StandInShadow? = nil
    /// The size of its label's text, as its code's `.font(.system(size:))` first gives it; SwiftUI's
    /// body size, 17 pt, where none is written.
    public var fontSize = 17.0
    /// The colour of its label's text where its code gives one (`.foregroundStyle`,
    /// `.foregroundColor`, a button's `.tint`); else ink that reads on its card.
    public var ink: ColorValue? = nil
    /// Where its view's root expression is written: what finds it in the body's layout.
    public var root: CodeLocation? = nil
    /// Where the screen has it at the film's first value, in a film of the screen (one whose
    /// views move by layout, ``Catalogue``); nil in a film of stand-ins one under another.
    public var placed: (x: Double, y: Double, width: Double, height: Double)? = nil
}

extension StandIn {
    /// The properties its film changes, each with the modifier that gives it.
    var filmed: [(property: String, modifier: String?)] {
        switch role {
        case .values(let modifiers): modifiers.flatMap { modifier in modifier.properties.map { ($0.property, modifier.name) } }
        case .effect(let effects, _, _): effects.map { ($0.property, nil) }
        case .transition, .swap: []
        }
    }

    /// Where layout first puts it when a state changes its place through layout (`.padding`,
    /// `.position`, `.frame(maxWidth:)`): its `x`, `y`, `width` and `height` at the film's first
    /// value, on the screen; nil when its place is not a value of its modifiers.
    var layoutValuesFrame: (x: Double, y: Double, width: Double, height: Double)? {
        guard case .values(let modifiers) = role else { return nil }
        var first: [String: Double] = [:]
        for (property, values) in modifiers.flatMap(\.properties) where ["x", "y", "width", "height"].contains(property) {
            if case .number(let n)? = values.first { first[property] = n }
        }
        guard let x = first["x"], let y = first["y"] else { return nil }
        return (x, y, first["width"] ?? width, first["height"] ?? height)
    }

    /// Where the screen has it at the film's first value, in a film of the screen: placed by
    /// the screen's layout, or by its own layout values; nil in a film of stand-ins one under another.
    var screenFrame: (x: Double, y: Double, width: Double, height: Double)? { placed ?? layoutValuesFrame }
}

/// How a content transition swaps a text, as its closest film: the old text leaves and the new one
/// comes in, in the change's transaction.
public enum ContentSwap: Sendable, Hashable {
    /// `.opacity`, and `.interpolate` (its glyph-by-glyph morph filmed as the cross-fade it ends
    /// as): the old fades out as the new fades in.
    case fade
    /// `.numericText()`: the old rolls up and out as the new rolls in from below (down and out,
    /// in from above, when the number falls — `countsDown: true`, or a `value:` that decreases).
    case roll(up: Bool)
    /// `.identity`: the new text at once.
    case instant
    /// A view whose `.id(…)` changed: SwiftUI's new identity, the old view removed and a new one
    /// inserted, each with the view's `.transition` (written at `transitionLine`), or the default
    /// fade where none is written.
    case identity(transitionLine: Int?)

    /// What the film of it stands for, as its events and the spec say.
    var note: String {
        switch self {
        case .fade: "SwiftUI's content transition cross-fades the old text into the new (.interpolate's glyph morph filmed as that fade)"
        case .roll: "the closest film of SwiftUI's .numericText() content transition, whose digits roll"
        case .instant: "SwiftUI's .identity content transition: the new text at once"
        case .identity(let line):
            "a new .id is a new view: the old one leaves with its removal transition as the new one comes in with its insertion"
                + (line == nil ? " (no .transition written: SwiftUI's default, a fade)" : "")
        }
    }

    /// The transition a film writes for it.
    var transition: String {
        switch self {
        case .fade: "{ insertion: [opacity], removal: [opacity] }"
        case .roll(let up):
            "{ insertion: [opacity, { move: \(up ? "bottom" : "top") }], removal: [opacity, { move: \(up ? "top" : "bottom") }] }"
        case .instant: "{ insertion: [identity], removal: [identity] }"
        // The draft links a written transition to its line; this is SwiftUI's default.
        case .identity: "{ insertion: [opacity], removal: [opacity] }"
        }
    }
}

/// Two views with one `.matchedGeometryEffect(id:in:)`, the stand-in `removed` hidden as
/// `inserted` is shown at `visit`: SwiftUI starts the inserted view at the removed one's frame and
/// moves it to its own, as the removed one moves to that frame too, the two cross-fading with
/// their transitions ("the geometry of the views is matched", Apple's `matchedGeometryEffect`).
struct MatchedMove: Sendable, Hashable {
    var visit: Int
    var removed: Int
    var inserted: Int
    /// The layer of a view inside the removed (or inserted) stand-in's group that carries the
    /// effect (an `Image` inside the label a change swaps), nil when it is the stand-in itself.
    var removedLayer: String? = nil
    var insertedLayer: String? = nil
    /// The inserted view's `.matchedGeometryEffect` line.
    var line: Int
}

/// A stand-in's `.shadow(color:radius:x:y:)`: SwiftUI's default colour (black at 33 %) where the
/// code gives none or one MotionReel does not evaluate, and no offset where none is written.
public struct StandInShadow: Sendable, Hashable {
    public var color: ColorValue?
    public var radius: Double
    public var x: Double, y: Double

    /// SwiftUI's default shadow colour: black at 33 % opacity.
    public static let defaultColor = ColorValue(red: 0, green: 0, blue: 0, opacity: 0.33)
}

/// A stroked shape a stand-in draws, clear inside: a circle where the code strokes a `Circle` and
/// a rectangle where it strokes a `Rectangle`, so a trimmed part starts where SwiftUI's path
/// starts; else (`Capsule`, `RoundedRectangle`) its rounded card, which is never trimmed.
public struct StandInOutline: Sendable, Hashable {
    public enum Shape: Sendable, Hashable {
        case circle, rectangle, rounded
    }

    public var shape: Shape
    public var color: ColorValue
    public var width: Double
    /// The part of the outline drawn as the view first shows it (`.trim(from:to:)`), 0 and 1 when whole.
    public var trimFrom = 0.0, trimTo = 1.0

    /// Whether the film can trim it: SwiftUI documents where a circle's and a rectangle's paths start.
    public var trims: Bool { shape != .rounded }
}

/// One row of a literal `ForEach` (``SwiftModel/ForEachRows``): the closure's parameter bound to
/// this row's value, in every link of its stand-in that reads it.
public struct StandInRow: Sendable, Hashable {
    public var parameter: String
    public var value: Int
    /// Its place among the rows, and how many there are: they are laid out side by side.
    public var index: Int
    public var count: Int
    /// Whether an `.animation` or `.transaction` on the way down to it reads the row (a delay per
    /// row): its animation link binds the row too.
    public var animationReads: Bool
}

/// One state-driven modifier: its name, line, and each property's value per visit.
public struct ModifierValues: Sendable {
    public var name: String
    public var line: Int
    public var properties: [(property: String, values: [FilmedValue])]
    /// The state its arguments read: what its link binds.
    public var reads: [String]
    /// The properties it gives that no change moves (`.offset(x: isOn ? 20 : 0, y: 10)`'s `offsetY`):
    /// set with the first values, so the view starts where the code puts it.
    public var constants: [String] = []
}

/// An anchor as a preset writes it (`center`, `[0.5, 1]`).
public typealias UnitPointText = String

/// A site the catalogue does not film, and why.
public struct UnfilmedSite: Sendable, Hashable {
    public var location: CodeLocation
    public var reason: String
}

/// A phase animator's steps, as a film shows them.
public struct PhaseSteps: Sendable {
    /// The content closure's phase parameter, which the stand-ins' links bind.
    public var parameter: String
    /// Whether a trigger starts it (once through, back to the first phase) or it cycles on its own.
    public var triggered: Bool
    /// The animation into the phase of each change after the first state (`animations[k - 1]` for
    /// visit k); nil changes at once.
    public var animations: [Animation?]
}
