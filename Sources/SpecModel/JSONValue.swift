import Foundation
import Motion

/// A JSON document as plain data, with object keys kept in the order they were written.
///
/// ``JSONValue/serialized()`` gives the same bytes for the same value on every machine: keys in
/// insertion order, numbers with at most ``SpecNumber/decimals`` decimals and never an exponent.
///
/// ```swift
/// let value: JSONValue = .object([("fps", .number(60)), ("name", .string("tab-forward"))])
/// value.serialized()   // {"fps":60,"name":"tab-forward"}  (with indentation)
/// ```
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): SpecNumber.format(x) == SpecNumber.format(y)
        case (.integer(let x), .integer(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: false
        }
    }

    /// The document as UTF-8 text: two-space indentation, except that arrays of scalars and
    /// objects of scalars stay on one line (a frame's layer reads as one line).
    public func serialized() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// Whether the value fits on one line: scalars, and containers of scalars.
    private var isFlat: Bool {
        switch self {
        case .array(let items): items.allSatisfy(\.isScalar)
        case .object(let members): members.allSatisfy { $0.1.isScalar || $0.1.isFlat && $0.1.isSmall }
        default: true
        }
    }

    /// Small containers (points, rectangles) stay inline inside a flat object.
    private var isSmall: Bool {
        switch self {
        case .array(let items): items.count <= 6 && items.allSatisfy(\.isScalar)
        case .object(let members): members.count <= 6 && members.allSatisfy(\.1.isScalar)
        default: true
        }
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x): out += SpecNumber.format(x)
        case .integer(let i): out += String(i)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if isFlat {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    item.write(into: &out, indent: indent)
                }
                out += "]"
                return
            }
            let pad = String(repeating: "  ", count: indent + 1)
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent + 1)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            if isFlat {
                out += "{"
                for (i, (key, value)) in members.enumerated() {
                    if i > 0 { out += ", " }
                    Self.writeString(key, into: &out)
                    out += ": "
                    value.write(into: &out, indent: indent)
                }
                out += "}"
                return
            }
            let pad = String(repeating: "  ", count: indent + 1)
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += pad
                Self.writeString(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent + 1)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// RFC 8259 string escaping, as every JSON MotionReel writes has it.
    static func writeString(_ s: String, into out: inout String) {
        out += QuotedText.literal(s, in: .json)
    }
}

/// How every number in a motion spec is written: fixed precision, no exponent, no negative zero.
public enum SpecNumber {
    /// Decimals kept: a millionth of a point or of an opacity step.
    public static let decimals = NumberText.decimals

    /// `x` rounded to ``decimals`` decimals, trailing zeros dropped: `0.5`, `390`, `-12.345678`.
    /// Non-finite values (never produced by a timeline) are written as `0`.
    public static func format(_ x: Double) -> String { NumberText.decimal(x) }
}
