/// A named series of data points, stored column by column so that a series of millions of
/// points stays compact and fast to scan.
///
/// The columns always have equal lengths: they can only be replaced together, through the
/// initializers, `points`, `append(_:)` or the subscript.
public struct Series: Sendable, Hashable {
    /// The spoken name of the series; may be empty when it is the chart's only series.
    public var name: String
    /// Whether the series is continuous (one gliding tone, read as a line), or `nil` to follow
    /// the chart's kind.
    public var isContinuous: Bool?
    /// Whether the file format writes this series in column form (`x` and `y` arrays).
    package var prefersColumnForm: Bool
    /// How the series is drawn when it differs from the chart's kind (a line over bars), or
    /// `nil` to follow the kind.
    public var mark: Mark?
    /// The name of the series this one is computed from (a moving average, a trend line, a
    /// forecast), which it is described against and never ranked with.
    public var derivedFrom: String?
    /// What was computed, spoken as written: "4-week moving average".
    public var derivation: String?
    /// The values a histogram's bins count, summarised, when they were at hand; nil when the bins are all that is
    /// known.
    public var counted: CountedValues?

    /// How a series is drawn: Swift Charts' marks.
    public enum Mark: String, Sendable, Hashable, CaseIterable {
        case bar, line, area, point, rule, rectangle, sector
    }

    /// The x values.
    public private(set) var x: XColumn
    /// The y values; `nil` marks a missing value.
    public private(set) var y: [Double?]
    /// The band bottoms, or `nil` when no point has one.
    public private(set) var low: [Double?]?
    /// The band tops, or `nil` when no point has one.
    public private(set) var high: [Double?]?
    /// The point labels, or `nil` when no point has one.
    public private(set) var labels: [String?]?
    /// The additional values of each point, or `nil` when no point has any.
    public private(set) var additional: [[DataValue]]?
    /// Where each point's bin or interval starts, or `nil` when no point has one.
    public private(set) var xStart: [Double?]?
    /// Where each point's bin or interval ends, or `nil` when no point has one.
    public private(set) var xEnd: [Double?]?
    /// Each point's box plot summary, or `nil` when no point has one.
    public private(set) var boxes: [BoxSummary?]?
    /// The date-times as written where they say more than their seconds, or `nil` when none does.
    ///
    /// A zone or digits beyond the microsecond are kept so that the file is written again as it
    /// was; a point's entry goes when the point changes.
    package private(set) var xSpellings: [String?]?

    /// Creates a series from rows of points.
    ///
    /// - Complexity: O(n) in the number of points.
    public init(name: String, isContinuous: Bool? = nil, points: [DataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.prefersColumnForm = false
        self.x = .numbers([])
        self.y = []
        self.points = points
    }

    /// Creates a series from columns of numeric (or date) x and y values.
    ///
    /// - Precondition: `x.count == y.count`.
    public init(name: String, isContinuous: Bool? = nil, x: [Double], y: [Double?]) {
        self.init(name: name, isContinuous: isContinuous, x: .numbers(x), y: y)
    }

    /// Creates a series from columns of x and y values.
    ///
    /// - Precondition: `x.count == y.count`.
    public init(name: String, isContinuous: Bool? = nil, x: XColumn, y: [Double?]) {
        precondition(x.count == y.count, "Series '\(name)': \(x.count) x values but \(y.count) y values")
        self.name = name
        self.isContinuous = isContinuous
        self.prefersColumnForm = true
        self.x = x
        self.y = y
    }

    /// The number of points.
    public var count: Int { y.count }

    /// The smallest and largest finite y (and band and box) value, or `nil` when there is none.
    ///
    /// - Complexity: O(n) in the number of points.
    public var yExtent: ClosedRange<Double>? {
        var low = Double.infinity
        var high = -Double.infinity
        for column in [y, self.low, self.high] {
            for case let value? in column ?? [] where value.isFinite {
                low = min(low, value)
                high = max(high, value)
            }
        }
        for case let box? in boxes ?? [] {
            for value in box.fiveNumbers + box.outliers where value.isFinite {
                low = min(low, value)
                high = max(high, value)
            }
        }
        return low <= high ? low...high : nil
    }

    /// Keeps the date-times as written (see `xSpellings`), one for each point, `nil` where the
    /// seconds say it all.
    package mutating func keepXSpellings(_ spellings: [String?]) {
        precondition(spellings.count == count, "Series '\(name)': \(spellings.count) spellings for \(count) points")
        xSpellings = Self.column(spellings)
    }

    /// Whether the series has no points.
    public var isEmpty: Bool { y.isEmpty }

    /// The indices of the points.
    public var indices: Range<Int> { 0..<count }

    /// Whether any point carries a label, band or additional values, which column form cannot hold.
    package var hasRowOnlyFields: Bool {
        labels != nil || low != nil || high != nil || additional != nil || xStart != nil || xEnd != nil || boxes != nil
    }

    /// The smallest start and largest end of the points' bins or intervals, or `nil` when none.
    package var xIntervalExtent: ClosedRange<Double>? {
        var low = Double.infinity
        var high = -Double.infinity
        for case let value? in (xStart ?? []) + (xEnd ?? []) where value.isFinite {
            low = Swift.min(low, value)
            high = Swift.max(high, value)
        }
        return low <= high ? low...high : nil
    }

    /// The points whose bins or intervals overlap the one starting before them (touching is
    /// no overlap), in order of start: each as the earlier point's index and its own.
    ///
    /// - Complexity: O(n log n) in the number of points.
    package func overlappingIntervals() -> [(earlier: Int, later: Int)] {
        let bins = indices.compactMap { index in xInterval(at: index).map { (index: index, range: $0) } }.sorted {
            $0.range.lowerBound < $1.range.lowerBound
        }
        return zip(bins, bins.dropFirst()).filter { $1.range.lowerBound < $0.range.upperBound }.map {
            ($0.index, $1.index)
        }
    }

    /// The bin or interval point `index` covers, when it has both ends.
    public func xInterval(at index: Int) -> ClosedRange<Double>? {
        guard let start = xStart?[index], let end = xEnd?[index], start <= end else { return nil }
        return start...end
    }

    /// The point at `index`.
    ///
    /// - Complexity: Reading is O(1); writing is O(1) unless it adds or clears the last
    ///   label, band value or additional value of the series, which is O(n).
    public subscript(index: Int) -> DataPoint {
        get {
            DataPoint(
                x: x[index], y: y[index], low: low?[index], high: high?[index],
                label: labels?[index] ?? nil, additional: additional?[index] ?? [],
                xStart: xStart?[index] ?? nil, xEnd: xEnd?[index] ?? nil, box: boxes?[index] ?? nil
            )
        }
        set { store(newValue, at: index) }
    }

    /// The points as rows.
    ///
    /// Setting them replaces every column.
    ///
    /// - Complexity: O(n) in the number of points.
    public var points: [DataPoint] {
        get { indices.map { self[$0] } }
        set {
            let numbers = newValue.compactMap(\.x.number)
            if numbers.count == newValue.count {
                x = .numbers(numbers)
            } else {
                // A category among numbers keeps every x as a category, spelled as written.
                x = .categories(newValue.map { $0.x.category ?? PlainNumber.text($0.x.number ?? 0) })
            }
            y = newValue.map(\.y)
            low = Self.column(newValue.map(\.low))
            high = Self.column(newValue.map(\.high))
            labels = Self.column(newValue.map(\.label))
            xStart = Self.column(newValue.map(\.xStart))
            xEnd = Self.column(newValue.map(\.xEnd))
            boxes = Self.column(newValue.map(\.box))
            xSpellings = nil
            let extra = newValue.map(\.additional)
            additional = extra.contains { !$0.isEmpty } ? extra : nil
        }
    }

    /// Appends a point.
    ///
    /// - Complexity: Amortized O(1), as `subscript(_:)`'s setter.
    public mutating func append(_ point: DataPoint) {
        store(point, at: nil)
    }

    /// Writes `point` at `index`, or appends it when `index` is `nil`, keeping the columns equal
    /// in length and each optional column `nil` exactly when it holds no value.
    private mutating func store(_ point: DataPoint, at index: Int?) {
        let position = index ?? count
        switch (x, point.x) {
        case (.numbers(var values), .number(let value)):
            x = .numbers([])
            Self.put(value, at: index, in: &values)
            x = .numbers(values)
        case (.categories(var names), _):
            x = .categories([])
            Self.put(point.x.category ?? PlainNumber.text(point.x.number ?? 0), at: index, in: &names)
            x = .categories(names)
        case (.numbers(let values), .category):
            // A category among numbers keeps every x as a category, spelled as written.
            var names = values.map(PlainNumber.text)
            Self.put(point.x.category ?? "", at: index, in: &names)
            x = .categories(names)
        }
        Self.put(point.y, at: index, in: &y)
        let isAppend = index == nil
        Self.put(point.low, at: position, count: count, isAppend: isAppend, in: &low)
        Self.put(point.high, at: position, count: count, isAppend: isAppend, in: &high)
        Self.put(point.label, at: position, count: count, isAppend: isAppend, in: &labels)
        Self.put(point.xStart, at: position, count: count, isAppend: isAppend, in: &xStart)
        Self.put(point.xEnd, at: position, count: count, isAppend: isAppend, in: &xEnd)
        Self.put(point.box, at: position, count: count, isAppend: isAppend, in: &boxes)
        Self.put(String?.none, at: position, count: count, isAppend: isAppend, in: &xSpellings)
        if !point.additional.isEmpty || additional != nil {
            var values = additional ?? Array(repeating: [], count: count)
            additional = nil  // So that `values` is the only reference, and changes in place.
            if position < values.count {
                values[position] = point.additional
            } else {
                values.append(point.additional)
            }
            let isCleared = index != nil && point.additional.isEmpty && !values.contains { !$0.isEmpty }
            additional = isCleared ? nil : values
        }
    }

    private static func put<T>(_ value: T, at index: Int?, in column: inout [T]) {
        if let index { column[index] = value } else { column.append(value) }
    }

    /// Writes into an optional column whose length must end as `count`; the column becomes `nil`
    /// when an overwrite clears its last value.
    private static func put<T>(
        _ value: T?, at position: Int, count: Int, isAppend: Bool, in column: inout [T?]?
    ) {
        guard column != nil || value != nil else { return }
        var values = column ?? Array(repeating: nil, count: count)
        column = nil  // So that `values` is the only reference, and changes in place.
        if position < values.count { values[position] = value } else { values.append(value) }
        let isCleared = value == nil && !isAppend && !values.contains { $0 != nil }
        column = isCleared ? nil : values
    }

    /// A column, or `nil` when every entry is `nil`.
    private static func column<T>(_ values: [T?]) -> [T?]? {
        values.contains { $0 != nil } ? values : nil
    }
}

extension Optional where Wrapped == ClosedRange<Double> {
    /// The smallest range covering this one and `other` (either may be `nil`, for none).
    package func spanning(_ other: ClosedRange<Double>?) -> ClosedRange<Double>? {
        guard let self else { return other }
        guard let other else { return self }
        return Swift.min(self.lowerBound, other.lowerBound)...Swift.max(self.upperBound, other.upperBound)
    }
}
