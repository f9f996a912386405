import Foundation

/// One evaluation of Swift code, with the free variables bound for one moment.
///
/// It runs the subset of Swift MotionReel understands (literals, locals, `if`/`guard`/`switch`,
/// `?:`, arithmetic and comparisons, calls of the functions and properties declared in the
/// files) and SwiftUI's transition and animation vocabulary. There are no loops, calls nest at
/// most ``maximumCallDepth`` deep and an evaluation takes at most ``maximumSteps`` steps, so it
/// always ends, quickly.
///
/// ```swift
/// let evaluation = Evaluation(code: code, bindings: Bindings(["isForward": .boolean(true)]))
/// let value = try evaluation.evaluate(site)          // .transition(…)
/// evaluation.namesRead                               // ["isForward"]
/// ```
public final class Evaluation {
    /// Calls (of functions and getters) inside calls.
    public static let maximumCallDepth = 32
    /// Expressions and statements evaluated, in all: far more than any transition needs.
    public static let maximumSteps = 100_000
    /// Expressions inside expressions, across calls: keeps the evaluator's own recursion shallow.
    static let maximumNesting = 256

    public let code: CodeBase
    public let bindings: Bindings
    /// The bound names the evaluation read, so a caller knows what the result depends on.
    public private(set) var namesRead = Set<String>()

    private var steps = 0
    private var nesting = 0
    private var calls: [String] = []
    /// The file of what is being evaluated: its declarations come first when several files
    /// declare the same name.
    var homeFile: String?
    /// Whether a `@State` nobody bound reads as its declared value — as SwiftUI first shows it —
    /// rather than being refused: what a layout does for the states a film does not change.
    var statesAsDeclared = false
    /// How many more views a layout may make (``layoutTree(of:)``): views of the folder's own types
    /// nest, and a few used several times at each level would otherwise multiply without end.
    var layoutViewsLeft = 0
    /// What a layout met that a `scrollTo` looks for (``ScrollTarget``): each identity a view is
    /// given (`.id(x)`, a `ForEach` row's element) with the view's layout name, and each scroll
    /// view by its name, with whether it scrolls across.
    public internal(set) var identities: [(value: Value, node: String)] = []
    public internal(set) var scrollViews: [(node: String, horizontal: Bool)] = []
    /// What the names in a row's views are bound to, by the view's layout name (``LayoutResult/rowBindings``).
    var rowValues: [String: [String: Value]] = [:]
    /// How far each scroll view's content is scrolled, by the scroll view's layout name.
    var scrollOffsets: [String: Double] = [:]

    public init(code: CodeBase, bindings: Bindings) {
        self.code = code
        self.bindings = bindings
    }

    // MARK: Entry points

    /// The value a site gives: its transition or animation, evaluated in the type it is written in.
    public func evaluate(_ site: Site) throws(EvaluationError) -> Value {
        homeFile = homeFile ?? site.location.file
        switch site.form {
        case .effect(let name) where MotionEffects.filmedWhole.contains(name):
            throw EvaluationError(.unsupported, at: site.location, "\(MotionEffects.descriptions[name] ?? name): no single preset "
                                  + "value stands for it; `motionreel import DIR -o FOLDER` films it with the views it drives")
        case .effect(let name):
            throw EvaluationError(.unsupported, at: site.location, "\(MotionEffects.descriptions[name] ?? "'\(name)'"): MotionReel "
                                  + "lists it but does not evaluate it yet")
        case .withTransaction where site.argument == nil:
            throw EvaluationError(.unsupported, at: site.location, "MotionReel reads a withTransaction whose transaction is "
                                  + "written Transaction(animation: …)")
        default:
            break
        }
        let hint: TypeHint = site.kind == .transition ? .transition : .animation
        if let declaration = site.declaration { return try evaluate(declaration, expecting: hint) }
        var scope = Scope(owner: site.owner, isStatic: false)
        guard let argument = site.argument else {
            // `withAnimation { … }` without an animation uses SwiftUI's default one.
            return .animation(AnimationVocabulary.defaultAnimation)
        }
        return try evaluate(argument, in: &scope, expecting: hint)
    }

    /// The value of a declaration named directly (a preset's `symbol:`): a property's value, or
    /// a function's result with its parameters taken from the bindings (by name, then label) or
    /// their defaults.
    public func evaluate(_ declaration: Declaration, expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        homeFile = homeFile ?? declaration.location.file
        switch declaration.kind {
        case .function(let parameters, let body):
            var locals: [String: Value] = [:]
            var scope = Scope(owner: declaration.owner, isStatic: declaration.isStatic)
            for parameter in parameters {
                if let value = boundValue(parameter.name) ?? parameter.label.flatMap(boundValue) {
                    locals[parameter.name] = value
                } else if let defaultValue = parameter.defaultValue {
                    locals[parameter.name] = try evaluate(defaultValue, in: &scope,
                                                          expecting: TypeHint.named(parameter.type, in: code))
                } else {
                    throw unbound(parameter.name, type: parameter.type, at: declaration.location,
                                  what: "parameter '\(parameter.name)' of \(declaration.qualifiedName)")
                }
            }
            return try call(declaration, body: body, locals: locals, expecting: hint ?? TypeHint.named(declaration.type, in: code),
                            at: declaration.location)
        default:
            return try value(of: declaration, at: declaration.location, expecting: hint)
        }
    }

    /// A stored property's declared initial value (`@State private var previousTab = 0` → 0):
    /// what the variable holds before anything changes it.
    public func initialValue(of declaration: Declaration) throws(EvaluationError) -> Value? {
        guard case .stored(_, _, _, let value?) = declaration.kind else { return nil }
        var scope = Scope(owner: declaration.owner, isStatic: declaration.isStatic)
        return try evaluate(value, in: &scope, expecting: TypeHint.named(declaration.type, in: code))
    }

    // MARK: Bookkeeping

    /// Counts one step and one level of nesting; the caller calls ``leave()`` when done.
    func enter(at location: CodeLocation) throws(EvaluationError) {
        steps += 1
        nesting += 1
        guard steps <= Self.maximumSteps else {
            throw EvaluationError(.limit, at: location, "evaluating this takes more than \(Self.maximumSteps) steps; "
                                  + "MotionReel evaluates small, direct code (no loops, no long chains of calls)")
        }
        guard nesting <= Self.maximumNesting else {
            throw EvaluationError(.limit, at: location, "expressions nest more than \(Self.maximumNesting) deep here; "
                                  + "MotionReel evaluates small, direct code")
        }
    }

    func leave() { nesting -= 1 }

    /// A bound name's value, recorded as read.
    func boundValue(_ name: String) -> Value? {
        guard let value = bindings.values[name] else { return nil }
        namesRead.insert(name)
        return value
    }

    /// The render's Reduce Motion, recorded as read.
    func reduceMotion() -> Value {
        namesRead.insert(Bindings.reduceMotionName)
        return .boolean(bindings.reduceMotion)
    }

    // MARK: Declarations

    /// The value of a property (or, called with no arguments, a function) declared in the files.
    func value(of declaration: Declaration, at location: CodeLocation, expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        let hint = TypeHint.named(declaration.type, in: code) ?? hint
        switch declaration.kind {
        case .computed(let body):
            return try call(declaration, body: body, locals: [:], expecting: hint, at: location)
        case .function:
            throw EvaluationError(.unsupported, at: location,
                                  "'\(declaration.name)' is a function (\(declaration.location.fileAndLine)); call it")
        case .stored(let isConstant, let wrapper, let argument, let initial):
            if let bound = boundValue(declaration.name) { return bound }
            if wrapper == "Environment", case .keyPath(let path)? = argument?.kind {
                if path == "accessibilityReduceMotion" { return reduceMotion() }
                if let value = try environmentDefault(path, at: location) { return value }
            }
            // A `let` with a value is a constant; a plain `var` with one is a parameter with a
            // default (a view's memberwise initializer takes it when not given).
            if let initial, isConstant || wrapper == nil || (statesAsDeclared && wrapper == "State") {
                var scope = Scope(owner: declaration.owner, isStatic: declaration.isStatic)
                return try guardedCall(declaration.qualifiedName, at: location) { () throws(EvaluationError) in
                    try evaluate(initial, in: &scope, expecting: hint)
                }
            }
            let what = wrapper.map { "@\($0) property '\(declaration.name)'" }
                ?? (isConstant ? "property '\(declaration.name)' (a parameter of the view)" : "property '\(declaration.name)'")
            throw unbound(declaration.name, type: declaration.type, at: location, what: what)
        }
    }

    /// What `@Environment(\.path)` reads where no view above sets it: an `@Entry var path = value`
    /// the files add to `EnvironmentValues` (its declared value is the key's default), or one of
    /// SwiftUI's own defaults (``Vocabulary/environmentDefaults``). Nil for any other key.
    func environmentDefault(_ path: String, at location: CodeLocation) throws(EvaluationError) -> Value? {
        if let entry = code.member(path, of: "EnvironmentValues", isStatic: false).first,
           case .stored(_, "Entry"?, _, let value?) = entry.kind {
            var scope = Scope(owner: entry.owner, isStatic: false)
            return try evaluate(value, in: &scope, expecting: TypeHint.named(entry.type, in: code))
        }
        return Vocabulary.environmentDefaults[path]
    }

    /// Runs `body` as the body of `declaration` with `locals`, one call deeper.
    func call(_ declaration: Declaration, body: Block?, locals: [String: Value], selfValue: Value? = nil,
              expecting hint: TypeHint?, at location: CodeLocation) throws(EvaluationError) -> Value {
        guard let body else {
            throw EvaluationError(.unsupported, at: location, "'\(declaration.qualifiedName)' has no body to evaluate")
        }
        return try guardedCall(declaration.qualifiedName, at: location) { () throws(EvaluationError) in
            var scope = Scope(owner: declaration.owner, isStatic: declaration.isStatic, locals: locals, selfValue: selfValue)
            return try run(body, in: &scope, expecting: hint, at: declaration.location)
        }
    }

    /// Runs `work` one call deeper, refusing past ``maximumCallDepth``.
    private func guardedCall(_ name: String, at location: CodeLocation,
                             _ work: () throws(EvaluationError) -> Value) throws(EvaluationError) -> Value {
        guard calls.count < Self.maximumCallDepth else {
            let recursive = calls.contains(name) ? " ('\(name)' calls itself)" : ""
            throw EvaluationError(.limit, at: location, "calls nest more than \(Self.maximumCallDepth) deep\(recursive); "
                                  + "MotionReel evaluates no unbounded recursion")
        }
        calls.append(name)
        defer { calls.removeLast() }
        return try work()
    }

    /// The error for a free variable nobody bound, saying what it could be bound to.
    func unbound(_ name: String, type: String?, at location: CodeLocation, what: String? = nil) -> EvaluationError {
        let (roles, example): (String, String) = switch TypeHint.named(type, in: code)?.wrapped {
        case .boolean?: ("forward, backward, reduceMotion, true or false", "forward")
        case .integer?, .enumeration?: ("to, from, page, or a literal", "to")
        case .edge?: ("a literal such as .trailing", ".trailing")
        case .double?: ("a number", "0.3")
        default: ("to, from, forward, backward, page, reduceMotion, or a literal", "forward")
        }
        return EvaluationError(.unbound(name: name), at: location,
                               "'\(name)' is not bound; bind it: { \(name): \(example) }"
                                + " (\(what ?? "a free variable") — it can be bound to \(roles))")
    }
}

/// The names visible to the code being evaluated: the type it is in, and its locals.
struct Scope {
    /// The type (or extension) whose members bare names reach; nil at file level.
    var owner: String?
    /// Whether the code is in a static member, so bare names reach static members only.
    var isStatic: Bool
    /// Blocks inside blocks: the innermost is last.
    var frames: [[String: Value]]
    /// `self` when it is a value: in a computed property of an enum or of `Edge` (`edge.opposite`).
    var selfValue: Value?

    init(owner: String?, isStatic: Bool, locals: [String: Value] = [:], selfValue: Value? = nil) {
        self.owner = owner
        self.isStatic = isStatic
        frames = [locals]
        self.selfValue = selfValue
    }

    /// The local called `name` (`.none` while declared without a value), or nil when there is none.
    func local(_ name: String) -> Value? {
        for frame in frames.reversed() { if let value = frame[name] { return value } }
        return nil
    }

    /// Declares `name` in the innermost block.
    mutating func declare(_ name: String, _ value: Value?) {
        frames[frames.count - 1][name] = value ?? Value.none
    }

    /// Assigns an existing local; false when there is none.
    mutating func assign(_ name: String, _ value: Value) -> Bool {
        for index in frames.indices.reversed() where frames[index][name] != nil {
            frames[index][name] = value
            return true
        }
        return false
    }
}
