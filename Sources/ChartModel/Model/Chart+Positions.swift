extension Chart {
    /// The place of each category along the x axis, in `resolvedCategories` order (a name
    /// listed twice keeps its first place). Empty unless the x axis is categorical.
    ///
    /// - Complexity: O(n) in the total number of points.
    package var categoryPlaces: [String: Int] {
        var places: [String: Int] = [:]
        for (index, name) in resolvedCategories.enumerated() where places[name] == nil { places[name] = index }
        return places
    }

    /// The x position of each point of `series`: its number (seconds since 1970 on date
    /// axes), or for a category its place in `categoryPlaces` (0 when absent).
    ///
    /// - Complexity: O(n) in the series' number of points.
    package func xPositions(of series: Series, categoryPlaces: [String: Int]) -> [Double] {
        switch series.x {
        case .numbers(let values): return values
        case .categories(let names): return names.map { Double(categoryPlaces[$0] ?? 0) }
        }
    }
}

extension Series {
    /// The value each point stands for when it is described, heard or navigated: y, or the
    /// middle of its band where y is missing; `nil` when it has neither.
    ///
    /// - Complexity: O(1) without bands (the y column itself), else O(n).
    public var centralValues: [Double?] {
        guard let low, let high else { return y }
        return indices.map { index in
            if let value = y[index] { return value }
            guard let bottom = low[index], let top = high[index] else { return nil }
            return (bottom + top) / 2
        }
    }
}
