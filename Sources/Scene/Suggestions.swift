/// "Did you mean …?" for misspelt keys and words, by edit distance.
package enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be what was meant.
    ///
    /// Case is ignored, so `FPS` suggests `fps`; a candidate qualifies within a third of the
    /// word's length in edits (at least 1, at most 3), so `dampingFracton` → `dampingFraction`
    /// but `colour` suggests nothing among `size, scale, fps, background`.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = Array(word.lowercased())
        let threshold = min(3, max(1, lowered.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= threshold, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters each cost 1 (a swap is the most common typo).
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
