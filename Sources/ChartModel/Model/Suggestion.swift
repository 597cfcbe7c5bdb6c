/// The nearest of a set of words to a misspelling, for "did you mean" hints.
package enum Suggestion {
    /// The candidate nearest to `word` by edit distance (ignoring case), if it is near enough
    /// to be a plausible misspelling: at most half the word's length (at least 1), and less than
    /// the whole word, not counting leading dashes.
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        // Leading dashes of option names don't count towards how long the word is.
        let length = target.drop { $0 == "-" }.count
        guard let best, best.distance <= max(1, length / 2), best.distance < length else { return nil }
        return best.candidate
    }

    /// The Levenshtein distance between two strings of characters.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
