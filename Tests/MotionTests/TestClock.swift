import Motion

extension SampleClock {
    /// A clock as the scenes make one: runs end by force after 60 s (Scene's `Limits`, which
    /// Motion's tests do not link).
    init(rate: Double) {
        self.init(rate: rate, longestRun: 60)
    }
}
