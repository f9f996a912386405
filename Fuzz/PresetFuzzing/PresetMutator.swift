import Foundation
import Scene

/// Structure-aware mutations of a preset's text, which byte flips rarely make: a number swapped
/// for one at or just past a bound in ``Limits`` (or NaN, infinity, a huge integer), a word
/// swapped for a preset keyword, a `key: number` pair added to a mapping, an alias of anchors that
/// double at every level, a line repeated many times.
///
/// Presets fail on their numbers and their counts far more than on their bytes, so the fuzzer
/// applies one of these to about half its inputs and libFuzzer's own mutations to the rest.
public struct PresetMutator: Sendable {
    /// A small, seedable generator (SplitMix64), so a mutation can be replayed from its seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Numbers worth trying: every bound of ``Limits``, just past it, ten times it and its
    /// negation, plus the values that trap conversions or poison arithmetic.
    public static let interestingNumbers: [String] = {
        let bounds: [Double] = [
            Double(Limits.fps.lowerBound), Double(Limits.fps.upperBound), Limits.maximumScale,
            Double(Limits.maximumPixelSide), Limits.maximumCanvasPoints, Limits.maximumLayerPoints,
            Double(Limits.maximumLayers), Limits.maximumBlurRadius, Limits.maximumSeconds,
            Limits.speed.lowerBound, Limits.speed.upperBound, Double(Limits.maximumEvents),
            Double(Limits.maximumEffects), Limits.maximumFilmSeconds, Double(Limits.maximumNameLength),
        ]
        var numbers = bounds.flatMap { [$0, $0.nextUp, $0.nextDown, $0 * 10, -$0] }.map { "\($0)" }
        numbers += ["0", "-0", "1", "-1", "0.5", "1e-9", "5e-324", "1e300", "1.7976931348623157e308", "1e309",
                    ".nan", ".inf", "-.inf", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
                    "4294967296", "0x7fffffff", "0o17", "1_000"]
        return numbers
    }()

    /// Words a preset is made of: keys, kinds, effects, animations, anchors.
    public static let keywords = [
        "name", "description", "canvas", "size", "scale", "fps", "background", "transparent", "scene", "kind",
        "tabs", "stack", "calendar", "layers", "header", "nav", "height", "title", "items", "content", "wireframe",
        "fill", "image", "timeline", "at", "select", "push", "pop", "drag", "samples", "hold", "transition",
        "insertion", "removal", "animation", "tracks", "move", "offset", "opacity", "blur", "mask", "inset",
        "cornerRadius", "combined", "asymmetric", "identity", "anchor", "spring", "response", "dampingFraction",
        "blendDuration", "duration", "bounce", "interpolatingSpring", "stiffness", "damping", "mass",
        "initialVelocity", "timingCurve", "linear", "easeIn", "easeOut", "easeInOut", "smooth", "snappy",
        "bouncy", "delay", "speed", "stagger", "by", "keyframes", "frame", "morph", "elements", "pages", "root",
        "decorations", "tabBar", "miniPlayer", "dim", "layer", "scaleX", "scaleY", "hueRotation", "brightness", "saturation", "grayscale",
        "strokeWidth", "trimFrom", "trimTo", "to", "value", "accessibility", "reduceMotion", "settle", "swiftui", "visible",
        "auto", "leading", "trailing", "top", "bottom", "center", "zero", "true", "false", "null", "~",
    ]

    public init() {}

    /// One structural mutation of `text` chosen by `seed`, at most `maxBytes` long; nil when the
    /// text has nothing to mutate that way (the caller then mutates its bytes instead).
    public func mutate(_ text: String, seed: UInt64, maxBytes: Int) -> String? {
        var random = Generator(state: seed)
        let mutated: String?
        switch random.next() % 7 {
        case 0, 1: mutated = replaceToken(in: text, numbers: true, random: &random)
        case 2: mutated = replaceToken(in: text, numbers: false, random: &random)
        case 3: mutated = insertPair(in: text, random: &random)
        case 4: mutated = aliasBomb(in: text, random: &random)
        default: mutated = repeatLine(in: text, random: &random)
        }
        guard let mutated, mutated.utf8.count <= maxBytes else { return nil }
        return mutated
    }

    /// Replaces one number (or one word) with an interesting number (or a keyword).
    private func replaceToken(in text: String, numbers: Bool, random: inout Generator) -> String? {
        let scalars = Array(text.unicodeScalars)
        let tokens = Self.tokens(in: scalars).filter { numbers == Self.isNumber(scalars[$0.lowerBound]) }
        guard !tokens.isEmpty else { return nil }
        let token = tokens[Int(random.next() % UInt64(tokens.count))]
        let pool = numbers ? Self.interestingNumbers : Self.keywords
        let replacement = pool[Int(random.next() % UInt64(pool.count))]
        var result = String.UnicodeScalarView(scalars[..<token.lowerBound])
        result.append(contentsOf: replacement.unicodeScalars)
        result.append(contentsOf: scalars[token.upperBound...])
        return String(result)
    }

    /// Inserts `KEY: NUMBER` at the start of a flow mapping (`{ speed: 0.01, … }`): the optional
    /// keys (speed, delay, stagger…) are where the seeds have no number to swap.
    func insertPair(in text: String, random: inout Generator) -> String? {
        let braces = text.unicodeScalars.indices.filter { text.unicodeScalars[$0] == "{" }
        guard !braces.isEmpty else { return nil }
        let brace = braces[Int(random.next() % UInt64(braces.count))]
        let key = Self.keywords[Int(random.next() % UInt64(Self.keywords.count))]
        let number = Self.interestingNumbers[Int(random.next() % UInt64(Self.interestingNumbers.count))]
        let after = text.unicodeScalars.index(after: brace)
        return String(text.unicodeScalars[..<after]) + " \(key): \(number)," + String(text.unicodeScalars[after...])
    }

    /// Puts anchors that double at every level before the document (`_0: &a0 [0, 0]`,
    /// `_1: &a1 [*a0, *a0]`, …) and one token of it becomes an alias of the last level: a few
    /// hundred bytes that stand for up to 2^20 nodes, if the loader walks what aliases expand to.
    func aliasBomb(in text: String, random: inout Generator) -> String? {
        let scalars = Array(text.unicodeScalars)
        let tokens = Self.tokens(in: scalars)
        guard !tokens.isEmpty else { return nil }
        let token = tokens[Int(random.next() % UInt64(tokens.count))]
        let depth = 4 + Int(random.next() % 17)
        var prefix = "_0: &a0 [0, 0]\n"
        for level in 1...depth { prefix += "_\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]\n" }
        var result = String.UnicodeScalarView(prefix.unicodeScalars)
        result.append(contentsOf: scalars[..<token.lowerBound])
        result.append(contentsOf: "*a\(depth)".unicodeScalars)
        result.append(contentsOf: scalars[token.upperBound...])
        return String(result)
    }

    /// Repeats one line (a list item, an event, a key) 2 … 1000 times, as count limits are reached.
    private func repeatLine(in text: String, random: inout Generator) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return nil }
        let index = Int(random.next() % UInt64(lines.count))
        let copies = [2, 10, 100, 1000][Int(random.next() % 4)]
        lines.insert(contentsOf: repeatElement(lines[index], count: copies - 1), at: index)
        return lines.joined(separator: "\n")
    }

    /// The ranges of maximal runs of number characters or of word characters.
    static func tokens(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        var start: Int?
        for (i, scalar) in scalars.enumerated() {
            let isToken = scalar.properties.isAlphabetic || isNumberCharacter(scalar)
            if isToken, start == nil { start = i }
            if !isToken, let s = start {
                tokens.append(s..<i)
                start = nil
            }
        }
        if let s = start { tokens.append(s..<scalars.count) }
        return tokens
    }

    static func isNumberCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "+"
    }

    /// Whether a token is a number: it starts with a digit, a sign or a point.
    static func isNumber(_ first: Unicode.Scalar) -> Bool { isNumberCharacter(first) }
}
