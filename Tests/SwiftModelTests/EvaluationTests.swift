import Motion
import SwiftModel
import Testing

/// The evaluator over values built by hand — no parsing — as Preset and import use it.
@Suite("Evaluation over hand-built Swift values")
struct EvaluationTests {
    static let file = "Hand.swift"

    static func at(_ column: Int) -> CodeSpan {
        CodeSpan(start: CodeLocation(file: file, line: 1, column: column), offsets: column..<(column + 1))
    }

    static func name(_ n: String, _ column: Int = 1) -> CodeExpression { CodeExpression(.name(n), span: at(column)) }
    static func member(_ n: String, _ column: Int = 1) -> CodeExpression { CodeExpression(.implicitMember(n), span: at(column)) }

    /// `.move(edge: isForward ? .trailing : .leading)`, as a transition site in `TabsView`.
    static var site: Site {
        let edge = CodeExpression(.ternary(name("isForward", 13), member("trailing", 25), member("leading", 37)), span: at(13))
        let call = CodeExpression(.call(member("move", 2), [Argument(label: "edge", value: edge)]), span: at(1))
        return Site(kind: .transition, form: .modifier, location: CodeLocation(file: file, line: 1, column: 1), span: at(1),
                    argument: call, value: nil, owner: "TabsView", enclosingFunction: "body")
    }

    @Test("a bound Bool picks the branch, and the implicit members take the Edge the parameter expects")
    func ternary() throws {
        let code = CodeBase([])
        for (forward, edge) in [(true, Edge.trailing), (false, .leading)] {
            let evaluation = Evaluation(code: code, bindings: Bindings(["isForward": .boolean(forward)]))
            guard case .transition(let value) = try evaluation.evaluate(Self.site) else {
                Issue.record("not a transition")
                return
            }
            #expect(value.effects(.insertion)?.effects == [.move(edge)])
            #expect(evaluation.namesRead == ["isForward"])
        }
    }

    @Test("an unbound name is refused at its own place, saying how to bind it")
    func unbound() {
        #expect {
            _ = try Evaluation(code: CodeBase([]), bindings: Bindings()).evaluate(Self.site)
        } throws: { error in
            guard let error = error as? EvaluationError else { return false }
            return error.kind == .unbound(name: "isForward") && error.location.column == 13
                && error.message.hasPrefix("'isForward' is not bound; bind it: { isForward: forward }")
        }
    }

    @Test("Int arithmetic that overflows is refused, as Swift traps")
    func overflow() {
        let sum = CodeExpression(.binary("+", CodeExpression(.integer(Int.max), span: Self.at(1)),
                                         CodeExpression(.integer(1), span: Self.at(5))), span: Self.at(1))
        let call = CodeExpression(.call(Self.member("offset"), [Argument(label: "x", value: sum)]), span: Self.at(1))
        let site = Site(kind: .transition, form: .modifier, location: CodeLocation(file: Self.file, line: 1, column: 1),
                        span: Self.at(1), argument: call, value: nil, owner: nil, enclosingFunction: nil)
        #expect(throws: EvaluationError.self) { _ = try Evaluation(code: CodeBase([]), bindings: Bindings()).evaluate(site) }
    }

    @Test("TransitionValue: combined joins, asymmetric keeps each side's, animation attaches to the parts without one")
    func transitionAlgebra() {
        let fade = TransitionValue(symmetric: .opacity)
        let move = TransitionValue(symmetric: .move(.bottom))
        let ease = Motion.Animation.curve(.easeIn, duration: 0.2)
        let value = TransitionValue.asymmetric(insertion: move.combined(with: fade.animation(ease)), removal: fade)
        let insertion = value.effects(.insertion)
        #expect(insertion?.effects == [.move(.bottom), .opacity])
        #expect(insertion?.tracks == [.opacity: ease])
        #expect(insertion?.unanimated == [.position])
        #expect(value.effects(.removal)?.effects == [.opacity])
        // Two different animations on one property cannot be filmed.
        let twice = fade.animation(ease).combined(with: fade.animation(.curve(.linear, duration: 1)))
        #expect(twice.effects(.insertion) == nil)
    }

    @Test(".linear(duration: 0), an app's way of saying at once, is the shortest curve, 0.001 s; a negative duration is refused")
    func zeroDuration() throws {
        func curve(_ duration: Double) throws(EvaluationError) -> Value {
            let literal = CodeExpression(duration < 0 ? .prefix("-", CodeExpression(.float(-duration), span: Self.at(20)))
                                                      : .float(duration), span: Self.at(20))
            let call = CodeExpression(.call(Self.member("linear", 2), [Argument(label: "duration", value: literal)]), span: Self.at(1))
            return try Evaluation(code: CodeBase([]), bindings: Bindings()).evaluate(call, owner: nil, expecting: .animation)
        }
        guard case .animation(let animation) = try curve(0), case .curve(let timing, let duration) = animation.timing else {
            Issue.record("not a curve")
            return
        }
        #expect(timing == .linear && duration == 0.001)
        #expect(throws: EvaluationError.self) { try curve(-1) }
    }
}
