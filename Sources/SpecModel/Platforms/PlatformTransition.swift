import Foundation
import Motion

/// One side of a page transition — the view inserted, or the view removed — in the words of
/// Compose (`EnterTransition`/`ExitTransition`), Flutter (`SlideTransition`, `FadeTransition`,
/// `ScaleTransition`, `RotationTransition`, each driven by its own controller) and CSS
/// (`@keyframes` of `translate`, `opacity`, `scale`, `rotate`, `filter` and `clip-path`, each
/// with the easing of its own animation and distance).
///
/// Written for one direction of change: a backward one mirrors every `auto` edge (`move(edge:
/// auto)` comes from the leading edge), and a spec lists it apart where it differs. Moves are
/// relative to the page, as each platform measures its element: Compose's `fullWidth`, Flutter's
/// `Offset(1.0, 0.0)` (a fraction of the child's size), CSS's `translate: 100% 0` (of the
/// element's own box). Each property that moves is measured on its own, as
/// MotionReel animates it (its track's animation over its own distance), and a side states the
/// largest difference of its properties. What a platform has no effect for (Compose and a blur,
/// a mask; Flutter and a blur, a mask) is named in `notCarried` rather than approximated.
public struct PlatformTransition: Sendable, Equatable {
    public enum Side: String, Sendable, CaseIterable { case insertion, removal }

    /// One animated property of a side: where it starts and ends, and what drives it. Names are
    /// ``TransitionValues``' (`offsetX`, `opacity`, `scale`, `rotation`, …).
    public struct Property: Sendable, Equatable {
        public var name: String
        public var from: Double
        public var to: Double
        public var animation: Animation
        var film: FilmCurve

        public static func == (a: Property, b: Property) -> Bool {
            a.name == b.name && a.from == b.from && a.to == b.to && a.animation == b.animation
        }
    }

    public typealias Code = PlatformCode.Code

    /// What starts one Flutter controller as the film runs its property: a spring runs on a
    /// controller made with `AnimationController.unbounded`, since a bounded one clamps its value
    /// to 0…1 and a bouncy spring would lose its overshoot.
    public struct FlutterDriver: Sendable, Equatable {
        /// The controller's name in the widget (`position`, `opacity`, `scale`, `rotation`).
        public var controller: String
        /// A Dart expression that starts it from 0 to 1 (`position.animateWith(SpringSimulation(…))`).
        public var run: String
        /// Whether it runs a spring, so its controller must be unbounded.
        public var isSpring: Bool
    }

    public let side: Side
    /// The direction of change this side is written for.
    public let direction: Direction
    /// The size of the page (or layer) it moves, in points: what its relative moves are shares of.
    public let width: Double, height: Double
    /// The properties that move on this side, each as MotionReel animates it.
    public let properties: [Property]
    public let compose: Code
    /// A Dart expression of the side's widgets around `child`, driven by one `Animation<double>`
    /// per property named as its driver's controller.
    public let flutter: Code
    /// How each of the Flutter widget's animations is started.
    public let flutterDrivers: [FlutterDriver]
    public let css: Code

    /// `side` of `transition` driven by `animation` (and its tracks') on a `width` × `height`
    /// page at `fps`; `name` makes the CSS class and keyframe names (`tab-change-insertion`).
    public init(_ side: Side, of transition: Transition, animation: Animation, name: String,
                width: Double, height: Double, fps: Int, direction: Direction = .forward) {
        self.side = side
        self.direction = direction
        self.width = width
        self.height = height
        let values = side == .insertion ? transition.insertionValues(direction, width: width, height: height)
                                        : transition.removalValues(direction, width: width, height: height)
        let rest = TransitionValues.identity
        var properties: [Property] = []
        for (path, track) in TransitionValues.animatable where values[keyPath: path] != rest[keyPath: path] {
            let animated = transition.animation(for: track, default: animation)
            let far = values[keyPath: path], near = rest[keyPath: path]
            properties.append(Property(name: Self.name(of: path), from: side == .insertion ? far : near,
                                       to: side == .insertion ? near : far, animation: animated,
                                       film: FilmCurve(animated, distance: abs(far - near), fps: fps)))
        }
        self.properties = properties
        let effects = side == .insertion ? transition.insertion : transition.removal
        let className = Self.className(name, side, direction)
        // Compose and Flutter run the same spring and the same cubic over whole milliseconds:
        // each property is measured once for both.
        let analytic = Dictionary(uniqueKeysWithValues: properties.map { ($0.name, Self.analyticDifference($0)) })
        compose = Self.compose(side, properties, width: width, height: height, anchor: values.anchor, effects: effects,
                               analytic: analytic)
        (flutter, flutterDrivers) = Self.flutter(side, properties, width: width, height: height, anchor: values.anchor,
                                                 effects: effects, analytic: analytic)
        css = Self.css(side, properties, className: className, anchor: values.anchor, width: width, height: height)
    }

    public var json: JSONValue {
        .object([("compose", compose.json), ("flutter", flutter.json), ("css", css.json)])
    }

    static func name(of path: WritableKeyPath<TransitionValues, Double>) -> String {
        switch path {
        case \.offsetX: "offsetX"
        case \.offsetY: "offsetY"
        case \.opacity: "opacity"
        case \.scale: "scale"
        case \.blur: "blur"
        case \.rotation: "rotation"
        case \.maskInsetX: "maskInsetX"
        case \.maskInsetY: "maskInsetY"
        default: "maskCornerRadius"
        }
    }

    /// Whether this side moves the same way for either direction of change (no `auto` edge moves).
    public func isSame(as other: PlatformTransition) -> Bool { properties == other.properties }

    /// The CSS class that starts this side's keyframes: `tab-change-insertion`, and for a
    /// backward change `tab-change-insertion-backward`.
    public static func className(_ transition: String, _ side: Side, _ direction: Direction = .forward) -> String {
        cssName(transition) + "-" + side.rawValue + (direction == .backward ? "-backward" : "")
    }

    /// `tab change` → `tab-change`: a CSS identifier.
    static func cssName(_ name: String) -> String {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        let joined = words.joined(separator: "-")
        return joined.isEmpty || joined.first!.isNumber ? "motion-" + joined : joined
    }

    /// How far a property under Compose's or Flutter's spec for its animation is from its film.
    static func analyticDifference(_ property: Property) -> PlatformDifference? {
        if let curve = PlatformCurve(property.animation) { return curve.difference(from: property.film) }
        return PlatformSpring(property.animation)!.difference(from: property.film)
    }

    /// The largest of the measured differences of the properties named `carried`.
    static func difference(_ carried: [String], _ analytic: [String: PlatformDifference?]) -> PlatformDifference? {
        PlatformDifference.largest(carried.compactMap { analytic[$0] ?? nil })
    }

    static func spec(_ animation: Animation, film: FilmCurve, compose: Bool) -> String {
        if let curve = PlatformCurve(animation) { return compose ? curve.compose : curve.flutter }
        let spring = PlatformSpring(animation)!
        return compose ? spring.compose : spring.flutter
    }

    static func n(_ x: Double) -> String { NumberText.literal(x) }

    /// Effects a platform has nothing for, as SwiftUI spells them.
    static func notCarried(_ effects: [TransitionEffect], _ unsupported: (TransitionEffect) -> Bool) -> [String] {
        effects.filter(unsupported).map(SceneDescription.describe)
    }

    // MARK: Compose

    static func compose(_ side: Side, _ properties: [Property], width: Double, height: Double, anchor: UnitPoint,
                        effects: [TransitionEffect], analytic: [String: PlatformDifference?]) -> Code {
        let enter = side == .insertion
        func find(_ name: String) -> Property? { properties.first { $0.name == name } }
        func spec(_ p: Property) -> String { Self.spec(p.animation, film: p.film, compose: true) }
        var parts: [String] = []
        let x = find("offsetX"), y = find("offsetY")
        let far = { (p: Property) in enter ? p.from : p.to }
        if let x, let y {
            parts.append("slide\(enter ? "In" : "Out")(animationSpec = \(spec(x))) { fullSize -> IntOffset((fullSize.width * \(n(far(x) / width))f).roundToInt(), (fullSize.height * \(n(far(y) / height))f).roundToInt()) }")
        } else if let x {
            let f = far(x) / width
            let offset = f == 1 ? "fullWidth" : f == -1 ? "-fullWidth" : "(fullWidth * \(n(f))f).roundToInt()"
            parts.append("slide\(enter ? "In" : "Out")Horizontally(animationSpec = \(spec(x))) { fullWidth -> \(offset) }")
        } else if let y {
            let f = far(y) / height
            let offset = f == 1 ? "fullHeight" : f == -1 ? "-fullHeight" : "(fullHeight * \(n(f))f).roundToInt()"
            parts.append("slide\(enter ? "In" : "Out")Vertically(animationSpec = \(spec(y))) { fullHeight -> \(offset) }")
        }
        if let o = find("opacity") {
            parts.append(enter ? "fadeIn(animationSpec = \(spec(o)), initialAlpha = \(n(o.from))f)"
                               : "fadeOut(animationSpec = \(spec(o)), targetAlpha = \(n(o.to))f)")
        }
        if let s = find("scale") {
            let origin = "TransformOrigin(\(n(anchor.x))f, \(n(anchor.y))f)"
            parts.append(enter ? "scaleIn(animationSpec = \(spec(s)), initialScale = \(n(s.from))f, transformOrigin = \(origin))"
                               : "scaleOut(animationSpec = \(spec(s)), targetScale = \(n(s.to))f, transformOrigin = \(origin))")
        }
        var missing = notCarried(effects) {
            switch $0 { case .blur, .mask, .rotation: true; default: false }
        }
        // An EnterTransition's spring starts with the change; a delayed one cannot be written.
        if let delayed = properties.first(where: { PlatformCurve($0.animation) == nil && $0.animation.delay > 0 }) {
            missing.append("delay(\(n(delayed.animation.delay))) of a spring")
        }
        let code = parts.isEmpty ? (enter ? "EnterTransition.None" : "ExitTransition.None") : parts.joined(separator: " + ")
        return Code(code: code, difference: difference(["offsetX", "offsetY", "opacity", "scale"], analytic), notCarried: missing)
    }

    // MARK: Flutter

    static func flutter(_ side: Side, _ properties: [Property], width: Double, height: Double, anchor: UnitPoint,
                        effects: [TransitionEffect], analytic: [String: PlatformDifference?]) -> (Code, [FlutterDriver]) {
        func find(_ name: String) -> Property? { properties.first { $0.name == name } }
        func tween(_ a: String, _ b: String) -> String { "Tween<\(a.hasPrefix("Offset") ? "Offset" : "double")>(begin: \(a), end: \(b))" }
        /// A Dart double literal: `0.0`, not `0`, which would make an `int`.
        func n(_ x: Double) -> String { let text = Self.n(x); return text.contains(".") ? text : text + ".0" }
        var child = "child"
        var drivers: [FlutterDriver] = []
        func drive(_ controller: String, _ p: Property) {
            drivers.append(FlutterDriver(controller: controller, run: flutterRun(p.animation, controller: controller),
                                         isSpring: PlatformCurve(p.animation) == nil))
        }
        let alignment = "Alignment(\(n(anchor.x * 2 - 1)), \(n(anchor.y * 2 - 1)))"
        if let r = find("rotation") {
            child = "RotationTransition(turns: \(tween(n(r.from / 360), n(r.to / 360))).animate(rotation), alignment: \(alignment), child: \(child))"
            drive("rotation", r)
        }
        if let s = find("scale") {
            child = "ScaleTransition(scale: \(tween(n(s.from), n(s.to))).animate(scale), alignment: \(alignment), child: \(child))"
            drive("scale", s)
        }
        if let o = find("opacity") {
            child = "FadeTransition(opacity: \(tween(n(o.from), n(o.to))).animate(opacity), child: \(child))"
            drive("opacity", o)
        }
        let x = find("offsetX"), y = find("offsetY")
        if let moving = x ?? y {
            func offset(_ at: (Property) -> Double) -> String {
                "Offset(\(n(x.map(at).map { $0 / width } ?? 0)), \(n(y.map(at).map { $0 / height } ?? 0)))"
            }
            child = "SlideTransition(position: \(tween(offset(\.from), offset(\.to))).animate(position), child: \(child))"
            drive("position", moving)
        }
        let missing = notCarried(effects) {
            switch $0 { case .blur, .mask: true; default: false }
        }
        let code = Code(code: child, difference: difference(["offsetX", "offsetY", "opacity", "scale", "rotation"], analytic),
                        notCarried: missing)
        return (code, drivers)
    }

    /// The Dart that runs `controller` from 0 to 1 as the film runs `animation`, after its delay:
    /// its curve or spring written out, or the constant named `spec` that holds it.
    static func flutterRun(_ animation: Animation, controller: String, spec: String? = nil) -> String {
        let run: String
        if let curve = PlatformCurve(animation) {
            run = "\(controller).animateTo(1, duration: const Duration(milliseconds: \(curve.durationMillis)), "
                + "curve: \(spec ?? "const " + curve.flutterCubic))"
        } else {
            run = "\(controller).animateWith(SpringSimulation(\(spec ?? PlatformSpring(animation)!.flutter), 0, 1, 0))"
        }
        let millis = Int((animation.delay * 1000).rounded())
        return millis > 0 ? "Future<void>.delayed(const Duration(milliseconds: \(millis)), () => \(run))" : run
    }

    // MARK: CSS

    static func css(_ side: Side, _ properties: [Property], className: String, anchor: UnitPoint,
                    width: Double, height: Double) -> Code {
        let enter = side == .insertion
        func find(_ name: String) -> Property? { properties.first { $0.name == name } }
        /// One CSS property: its keyframe value at the far end, and the properties it moves (the
        /// easing follows the one that moves furthest).
        var declarations: [(css: String, far: String, moved: [Property])] = []
        let x = find("offsetX"), y = find("offsetY")
        if x != nil || y != nil {
            // A percentage of the element's own box: the page is the element, so its moves stay
            // whole pages (or a fraction of one) at any size.
            func far(_ p: Property?, _ size: Double) -> String {
                let value = p.map { enter ? $0.from : $0.to } ?? 0
                return value == 0 || size <= 0 ? "0" : "\(n(value / size * 100))%"
            }
            declarations.append(("translate", "\(far(x, width)) \(far(y, height))", [x, y].compactMap { $0 }))
        }
        for (name, css, unit) in [("opacity", "opacity", ""), ("scale", "scale", ""), ("rotation", "rotate", "deg")] {
            if let p = find(name) { declarations.append((css, "\(n(enter ? p.from : p.to))\(unit)", [p])) }
        }
        if let b = find("blur") { declarations.append(("filter", "blur(\(n(enter ? b.from : b.to))px)", [b])) }
        let mask = ["maskInsetY", "maskInsetX", "maskCornerRadius"].map(find)
        if mask.contains(where: { $0 != nil }) {
            func far(_ p: Property?) -> String { n(p.map { enter ? $0.from : $0.to } ?? 0) }
            declarations.append(("clip-path", "inset(\(far(mask[0]))px \(far(mask[1]))px round \(far(mask[2]))px)", mask.compactMap { $0 }))
        }
        var keyframes: [String] = [], animations: [String] = []
        var measured: [(Property, (Double) -> Double)] = []
        for declaration in declarations {
            let leader = declaration.moved.max { $0.film.distance < $1.film.distance }!
            let keyframe = "\(className)-\(declaration.css)"
            keyframes.append("@keyframes \(keyframe) { \(enter ? "from" : "to") { \(declaration.css): \(declaration.far); } }")
            if let curve = PlatformCurve(leader.animation) {
                animations.append("\(keyframe) \(curve.css) both")
                for p in declaration.moved { measured.append((p, { curve.progress(at: $0, wholeMilliseconds: false) })) }
            } else {
                let easing = CSSLinearEasing(leader.film)
                animations.append("\(keyframe) \(easing.transitionTiming) both")
                for p in declaration.moved { measured.append((p, easing.value(at:))) }
            }
        }
        let difference = PlatformDifference.largest(measured.compactMap { PlatformDifference.measure($0.0.film, $0.1) })
        var rule = ".\(className) {\n"
        if find("scale") != nil || find("rotation") != nil {
            rule += "  transform-origin: \(n(anchor.x * 100))% \(n(anchor.y * 100))%;\n"
        }
        rule += animations.isEmpty ? "  animation: none;\n" : "  animation:\n    " + animations.joined(separator: ",\n    ") + ";\n"
        rule += "}"
        return Code(code: (keyframes + [rule]).joined(separator: "\n"), difference: difference)
    }
}
