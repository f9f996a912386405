import CodeImport
import Foundation
import Motion
import Preset
import Scene
import SwiftModel
import SwiftReading

/// Runs one Swift file through everything a link and `motionreel import` do with it — reading,
/// every site's free variables, its evaluation with and without bindings, its preset form, the
/// guesses and timings import makes, each view's branches — and reports every broken invariant
/// instead of trapping. A trap, a runaway or unbounded memory is the other kind of finding.
public struct SwiftProbe: Sendable {
    /// What one input did.
    public struct Report: Sendable {
        /// The read's refusal, if the file was refused.
        public var refusal: SwiftReadError?
        /// Sites evaluated (each with and without bindings).
        public var sitesChecked = 0
        /// Broken invariants, one sentence each; empty when all held.
        public var findings: [String] = []
    }

    /// How messages name the input.
    public static let file = "fuzz.swift"
    /// Sites evaluated per input at most: a real file has a few dozen.
    public static let siteBudget = 200

    public init() {}

    /// Probes UTF-8 bytes; nil when they are not UTF-8 (a link refuses those before parsing).
    public func run(bytes: [UInt8]) -> Report? {
        guard let text = String(validUTF8: bytes) else { return nil }
        return run(text)
    }

    /// A line that starts another file of the input's folder: `// file: Store.swift`. An input
    /// is one file, or a folder of up to ``maximumFiles`` files — a view and its model, a parent
    /// and the child it hands a binding — as `import DIR -o FOLDER` reads them together.
    public static let fileMarker = "// file: "
    public static let maximumFiles = 16

    /// The input's files: the text before the first marker is ``file``; each marker line names
    /// the next (a name that is not `NAME.swift` is an ordinary comment).
    static func files(of text: String) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = [(file, "")]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if files.count < maximumFiles, line.hasPrefix(fileMarker),
               let name = line.dropFirst(fileMarker.count).wholeMatch(of: /[A-Za-z0-9_]{1,40}\.swift/),
               !files.contains(where: { $0.path == "App/" + name.output }) {
                files.append(("App/" + name.output, ""))
                continue
            }
            files[files.count - 1].text += line + "\n"
        }
        // The text's own last line break, as it was: a file's places are computed from its text.
        if !text.hasSuffix("\n"), files[files.count - 1].text.hasSuffix("\n") { files[files.count - 1].text.removeLast() }
        return files
    }

    public func run(_ text: String) -> Report {
        var report = Report()
        var read: [SwiftFile] = []
        var lines: [String: Int] = [:]
        for (path, part) in Self.files(of: text) {
            // As the compiler counts them (`\r`, `\n`, `\r\n`), which is how every place is computed.
            lines[path] = SourceLines(part, rule: .swift).count
            do {
                read.append(try SwiftSourceReader.read(text: part, path: path))
            } catch {
                // As a folder import does: the file is named, the others are read.
                report.refusal = report.refusal ?? error
                if let location = error.location { check(location, lines: lines, what: "the read's refusal", into: &report) }
            }
        }
        guard !read.isEmpty else { return report }
        let code = CodeBase(read)
        for site in code.sites.prefix(Self.siteBudget) {
            check(site.location, lines: lines, what: "a site", into: &report)
            let variables = FreeVariables.of(site, in: code)
            for bindings in [Bindings(), Bindings(sampleValues(for: variables, site: site, in: code), reduceMotion: true)] {
                report.sitesChecked += 1
                do {
                    let value = try Evaluation(code: code, bindings: bindings).evaluate(site)
                    checkValue(value, site: site, into: &report)
                } catch {
                    check(error.location, lines: lines, what: "a refusal", into: &report)
                }
            }
            _ = SiteReport(site, in: code)
        }
        let selection = SelectionGuess.variable(in: code)?.name
        for declaration in code.declarations.prefix(Self.siteBudget) where declaration.isStored {
            _ = UpdateTiming.find(declaration.name, selection: selection, in: code)
        }
        if let selection {
            // What import -o reads of a screen: its view, the state's roles, the transaction model.
            _ = TabsScreen.read(code)
            _ = SwiftImport.staleStateWarnings(code)
            // Each view's branches over the selection, for the first few pages.
            for body in code.declarations.prefix(Self.siteBudget) where body.name == "body" {
                guard let owner = body.owner else { continue }
                for page in 0..<3 {
                    do {
                        let value = try Evaluation(code: code, bindings: Bindings([selection: .integer(page)]))
                            .viewTransition(of: owner, selection: selection, at: body.location).value
                        if case .transition = value {} else { report.findings.append("view: gave \(value.description)") }
                    } catch {
                        check(error.location, lines: lines, what: "a view: refusal", into: &report)
                    }
                }
            }
        }
        _ = SwiftImport.staleStateWarnings(code)
        checkCatalogue(code, lines: lines, into: &report)
        return report
    }

    /// What `import DIR -o FOLDER` makes of the file: each film visits distinct values from its state's declared one,
    /// its stand-ins have ids of their own and sizes within the canvas, every value is finite, every
    /// site not filmed has a reason at a place in the file, and each draft is whole.
    private func checkCatalogue(_ code: CodeBase, lines: [String: Int], into report: inout Report) {
        let catalogue = Catalogue(code)
        for film in catalogue.films {
            // The declared value, then values the code gives, each once; back to the first only at the end.
            // A phase animator's film visits its phases in order, cycle after cycle: distinct within one.
            let cycle = film.phases == nil ? film.visits.count : Set(film.visits).count
            let first = film.visits.prefix(cycle)
            let inner = first.count > 2 && first.first == first.last ? first.dropLast() : first
            if film.visits.count < 2 || Set(inner).count != inner.count
                || (film.phases != nil && film.visits.enumerated().contains { $0.element != film.visits[$0.offset % cycle] }) {
                report.findings.append("\(film.name): visits \(film.visits) are not distinct values from the declared one")
            }
            let ids = film.standIns.flatMap { [$0.id, $0.id + "-label"] }
            if Set(ids).count != ids.count { report.findings.append("\(film.name): stand-in ids repeat: \(ids)") }
            for standIn in film.standIns {
                if !(standIn.width > 0 && standIn.width <= 350 && standIn.height > 0 && standIn.height <= 520) {
                    report.findings.append("\(film.name): \(standIn.id) is \(standIn.width) × \(standIn.height)")
                }
                switch standIn.role {
                case .transition(_, _, let shown, _):
                    if shown.count != film.visits.count { report.findings.append("\(film.name): \(standIn.id) shown \(shown)") }
                case .effect(let effects, _, let played):
                    if played.count != film.visits.count { report.findings.append("\(film.name): \(standIn.id) played \(played)") }
                    for effect in effects where effect.keyframes.contains(where: { !$0.time.isFinite || !$0.value.isFinite }) {
                        report.findings.append("\(film.name): \(standIn.id)'s \(effect.name) has keyframes \(effect.keyframes)")
                    }
                case .swap(let texts, let swaps, _):
                    if texts.count != film.visits.count || swaps.count != film.visits.count {
                        report.findings.append("\(film.name): \(standIn.id) swaps \(texts)")
                    }
                case .values(let modifiers):
                    for modifier in modifiers {
                        for (property, values) in modifier.properties {
                            if values.count != film.visits.count { report.findings.append("\(film.name): \(property) \(values)") }
                            for case .number(let x) in values where !x.isFinite {
                                report.findings.append("\(film.name): \(property) is \(x)")
                            }
                        }
                    }
                }
            }
            let preset = URL(fileURLWithPath: "/catalogue/Fuzz/\(film.type).\(film.state).yaml")
            let text = CatalogueDraft.text(film, preset: preset, files: [URL(fileURLWithPath: "/App/\(Self.file)")], name: "fuzz")
            if !text.hasPrefix(CatalogueDraft.marker) || !text.hasSuffix("hold: 0.5\n") {
                report.findings.append("\(film.name): the draft is not whole")
            }
        }
        for site in catalogue.unfilmed() {
            check(site.location, lines: lines, what: "an unfilmed site", into: &report)
            if site.reason.isEmpty { report.findings.append("\(site.location): not filmed, with no reason") }
        }
    }

    /// A value for each free variable, by what the code declares it to be.
    private func sampleValues(for names: [String], site: Site, in code: CodeBase) -> [String: Value] {
        var values: [String: Value] = [:]
        for name in names {
            let type: TypeHint? = code.storedProperty(name).flatMap(code.valueType) ?? {
                guard case .function(let parameters, _)? = site.declaration?.kind else { return nil }
                return TypeHint.named(parameters.first { $0.name == name }?.type, in: code)
            }()
            switch type {
            case .boolean?: values[name] = .boolean(true)
            case .double?: values[name] = .double(1)
            case .edge?: values[name] = .edge(.trailing)
            case .unitPoint?: values[name] = .unitPoint(.center)
            case .enumeration(let enumName)?:
                if let first = code.enumeration(enumName)?.cases.first { values[name] = .enumCase(type: enumName, name: first.name) }
            default: values[name] = .integer(1)
            }
        }
        return values
    }

    /// Whatever evaluates must be something a preset can film: every number finite and within
    /// MotionReel's limits (the vocabulary checks each argument; this checks that it always does).
    private func checkValue(_ value: Value, site: Site, into report: inout Report) {
        let place = "\(site.location)"
        switch value {
        case .animation(let animation):
            check(animation, place: place, into: &report)
        case .transition(let transition):
            for part in transition.parts {
                if let animation = part.animation { check(animation, place: place, into: &report) }
                for effect in part.insertion + part.removal {
                    switch effect {
                    case .offset(let x, let y):
                        if !(abs(x) <= Limits.maximumLayerPoints && abs(y) <= Limits.maximumLayerPoints) {
                            report.findings.append("\(place): offset (\(x), \(y)) outside ±\(Limits.maximumLayerPoints)")
                        }
                    case .scale(let s, let anchor):
                        if !(s >= 0 && s <= Limits.maximumLayerScale) || !anchor.x.isFinite || !anchor.y.isFinite {
                            report.findings.append("\(place): scale \(s) at \(anchor) outside the limits")
                        }
                    case .fade(let opacity):
                        if !(opacity >= 0 && opacity <= 1) {
                            report.findings.append("\(place): opacity \(opacity) outside 0 … 1")
                        }
                    case .rotation(let degrees, let anchor):
                        if !(abs(degrees) <= Limits.maximumRotation) || !anchor.x.isFinite || !anchor.y.isFinite {
                            report.findings.append("\(place): rotation \(degrees) at \(anchor) outside the limits")
                        }
                    case .blur(let radius):
                        if !(radius >= 0 && radius <= Limits.maximumBlurRadius) {
                            report.findings.append("\(place): blur radius \(radius) outside 0 … \(Limits.maximumBlurRadius)")
                        }
                    default:
                        break
                    }
                }
            }
        default:
            break
        }
    }

    private func check(_ animation: Motion.Animation, place: String, into report: inout Report) {
        // A negative delay only shortens a repeat's wait: the wait before the motion is never negative.
        let wait = animation.firstWait
        if !(wait >= 0 && wait <= Limits.maximumSeconds && abs(animation.delay) <= Limits.maximumSeconds) {
            report.findings.append("\(place): delay \(animation.delay) (a wait of \(wait)) outside 0 … \(Limits.maximumSeconds)")
        }
        if !Limits.speed.contains(animation.speed) {
            report.findings.append("\(place): speed \(animation.speed) outside \(Limits.speed)")
        }
        switch animation.timing {
        case .fluidSpring(let spring), .analyticSpring(let spring, _):
            if !(spring.response >= Limits.minimumSpringResponse && spring.response <= Limits.maximumSeconds)
                || !(spring.dampingFraction >= 0 && spring.dampingFraction <= Limits.maximumDampingFraction) {
                report.findings.append("\(place): spring \(spring) outside the limits")
            }
            if case .fluidSpring = animation.timing, !FluidSpring.isStable(stiffness: spring.stiffness, damping: spring.damping) {
                report.findings.append("\(place): spring \(spring) is unstable at 1/300 s steps")
            }
        case .interpolatingSpring(let spring):
            if ![spring.mass, spring.stiffness, spring.damping, spring.initialVelocity].allSatisfy(\.isFinite) {
                report.findings.append("\(place): interpolating spring \(spring) is not finite")
            }
        case .curve(let curve, let duration):
            if !(duration >= Limits.minimumInterval && duration <= Limits.maximumSeconds)
                || ![curve.c0x, curve.c0y, curve.c1x, curve.c1y].allSatisfy(\.isFinite) {
                report.findings.append("\(place): curve \(curve) over \(duration) s outside the limits")
            }
        case .keyframes(let keyframes):
            if !keyframes.allSatisfy({ $0.target.isFinite && $0.duration.isFinite && $0.duration >= 0 }) {
                report.findings.append("\(place): keyframes \(keyframes) not finite")
            }
        }
    }

    /// A place must be inside one of the input's files.
    private func check(_ location: CodeLocation, lines: [String: Int], what: String, into report: inout Report) {
        guard let count = lines[location.file] else {
            report.findings.append("\(what) at \(location), in no file of the input")
            return
        }
        if location.line < 1 || location.line > count || location.column < 1 {
            report.findings.append("\(what) at \(location), outside the \(count)-line file")
        }
    }
}
