/// Double → Int conversions that cannot trap.
///
/// Swift's `Int(_: Double)` traps on NaN, on infinity and on anything beyond `Int`'s range. The
/// numbers of a valid preset never come near those, but a frame count, a step count or a sample
/// index computed from a number nobody checked must not bring the process down: it saturates.
extension Int {
    /// `value` rounded toward zero, saturated at `Int.min` and `Int.max`; 0 for NaN.
    public init(clamping value: Double) {
        // 2^63 is exactly representable and is the first Double above Int.max.
        let limit = 9_223_372_036_854_775_808.0
        if value.isNaN {
            self = 0
        } else if value >= limit {
            self = .max
        } else if value <= -limit {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
