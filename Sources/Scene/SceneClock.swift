import Motion

extension SampleClock {
    /// A clock on a scene's frame grid, `rate` frames per second, whose runs are ended by force
    /// after ``Limits/maximumRunSeconds``.
    ///
    /// Motion does not know the limits (it sits below Scene), so the bound comes from here: every
    /// timeline, and anything that wants a scene's timing (the spec's settle times), uses this.
    public init(rate: Double) {
        self.init(rate: rate, longestRun: Limits.maximumRunSeconds)
    }
}
