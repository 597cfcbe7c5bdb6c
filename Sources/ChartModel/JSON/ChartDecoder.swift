/// Reads a `Chart` from a parsed chart document, exactly as `chart-json.md` specifies.
///
/// Lenient where real apps are imperfect (empty series, `lo == hi` ranges, unlisted categories,
/// mismatched additional values, unsorted x) and strict about types: every refusal is one
/// `ChartReadError` naming the JSON path and what was expected there.
struct ChartDecoder {
    /// The format identifier this reader supports.
    static let formatIdentifier = "audiograph-chart/1"

    let isStrict: Bool

    /// What an axis's value descriptions say: every value wherever it is spoken, or only how
    /// each point is announced (a Swift Charts mark's accessibility value).
    private enum DescriptionsSpeak: String, CaseIterable {
        case values, points
    }

    private enum Keys {
        static let top: Set = [
            "format", "title", "summary", "kind", "contentDirection", "locale", "xAxis", "yAxis",
            "additionalAxes", "series", "references", "contentFrame", "stacking", "seriesTitle",
        ]
        static let axis: Set = [
            "type", "title", "range", "gridlines", "scale", "categories", "unit", "unitSingular", "format",
            "valueDescriptions", "valueDescriptionsSpeak", "aggregation", "aggregate", "ordered",
        ]
        static let format: Set = ["style", "currency", "fractionDigits", "compact", "date"]
        static let series: Set = [
            "name", "continuous", "points", "x", "y", "mark", "derivedFrom", "derivation", "counted",
        ]
        static let counted: Set = ["count", "min", "max", "mean", "median", "standardDeviation"]
        static let point: Set = ["x", "y", "low", "high", "label", "additional", "xStart", "xEnd", "box"]
        static let box: Set = ["min", "q1", "median", "q3", "max", "outliers"]
        static let reference: Set = ["axis", "value", "label"]
    }

    func decode(_ document: JSONValue) throws(ChartReadError) -> Chart {
        let root = JSONPath.root
        let fields = try JSONFields(document, at: root, known: Keys.top, isStrict: isStrict)
        if let format = try fields.string("format"), format != Self.formatIdentifier {
            throw root.key("format").error(
                "unsupported format \"\(format.quotable)\"; this version reads \"\(Self.formatIdentifier)\"")
        }
        guard let xValue = fields.value("xAxis") else {
            throw root.key("xAxis").error("missing; expected an axis object (every chart has an x axis)")
        }
        let xAxis = try axis(xValue, at: root.key("xAxis"))
        var yAxis: Axis?
        if let yValue = fields.value("yAxis") {
            let axis = try axis(yValue, at: root.key("yAxis"))
            guard axis.type == .numeric else {
                throw root.key("yAxis").key("type").error(
                    "expected \"numeric\" (the y axis is always numeric), found \"\(axis.type.rawValue)\"")
            }
            yAxis = axis
        }
        var additionalAxes: [Axis] = []
        for (position, value) in (try fields.array("additionalAxes") ?? []).enumerated() {
            additionalAxes.append(try axis(value, at: root.key("additionalAxes").index(position)))
        }
        guard let seriesValues = try fields.array("series") else {
            throw root.key("series").error("missing; expected an array of series (it may be empty)")
        }
        if let excess = ChartLimits.excess(series: seriesValues.count) { throw root.key("series").error(excess) }
        let kind = try fields.choice("kind", of: ChartKind.self)
        var allSeries: [Series] = []
        allSeries.reserveCapacity(seriesValues.count)
        for (position, value) in seriesValues.enumerated() {
            let path = root.key("series").index(position)
            let series = try series(value, at: path, xAxis: xAxis, yAxis: yAxis)
            if kind == .histogram { try checkBins(of: series, at: path, xAxis: xAxis) }
            allSeries.append(series)
        }
        var references: [Reference] = []
        for (position, value) in (try fields.array("references") ?? []).enumerated() {
            references.append(
                try reference(value, at: root.key("references").index(position), xAxis: xAxis, yAxis: yAxis))
        }
        let chart = Chart(
            title: try fields.text("title"),
            summary: try fields.text("summary"),
            kind: kind,
            contentDirection: try fields.choice("contentDirection", of: ContentDirection.self) ?? .leftToRight,
            locale: try fields.text("locale") ?? Chart.defaultLocale,
            xAxis: xAxis,
            yAxis: yAxis,
            additionalAxes: additionalAxes,
            series: allSeries,
            references: references,
            contentFrame: try frame(fields),
            stacking: try fields.choice("stacking", of: Chart.Stacking.self),
            seriesTitle: try fields.text("seriesTitle")
        )
        if let excess = ChartLimits.excess(of: chart, place: { .path("series[\($0)]") }) { throw excess }
        return chart
    }

    // MARK: Axes

    private func axis(_ value: JSONValue, at path: JSONPath) throws(ChartReadError) -> Axis {
        let fields = try JSONFields(value, at: path, known: Keys.axis, isStrict: isStrict)
        let type = try fields.choice("type", of: Axis.ValueType.self) ?? .numeric
        var axis = Axis(type: type, title: try fields.requiredText("title", meaning: "the spoken name of the axis"))
        if let scale = try fields.choice("scale", of: Axis.Scale.self) {
            guard type == .numeric || scale == .linear else {
                throw path.key("scale").error("only a numeric axis has a scale; this axis is \(type.rawValue)")
            }
            axis.scale = scale
        }
        if let bounds = try fields.array("range") {
            guard type != .categorical else {
                throw path.key("range").error("a categorical axis has no range; list its \"categories\" instead")
            }
            guard bounds.count == 2 else {
                throw path.key("range").error("expected [low, high], found \(bounds.count) values")
            }
            let low = try axisValue(bounds[0], at: path.key("range").index(0), axis: axis)
            let high = try axisValue(bounds[1], at: path.key("range").index(1), axis: axis)
            guard low <= high else {
                throw path.key("range").error(
                    "expected [low, high] with low ≤ high, found [\(bounds[0].quoted), \(bounds[1].quoted)]")
            }
            axis.range = low...high
        }
        for (position, bound) in (try fields.array("gridlines") ?? []).enumerated() {
            axis.gridlines.append(try axisValue(bound, at: path.key("gridlines").index(position), axis: axis))
        }
        if let names = try fields.array("categories") {
            guard type == .categorical else {
                throw path.key("categories").error(
                    "only a categorical axis has categories; this axis is \(type.rawValue)")
            }
            if let excess = ChartLimits.excess(categories: names.count) { throw path.key("categories").error(excess) }
            axis.categories = try names.enumerated().map { (position, name) throws(ChartReadError) -> String in
                try JSONFields.text(name, at: path.key("categories").index(position))
            }
        }
        axis.unit = try fields.text("unit")
        axis.unitSingular = try fields.text("unitSingular")
        axis.aggregation = try fields.choice("aggregation", of: Axis.Aggregation.self)
        axis.aggregate = try fields.choice("aggregate", of: Axis.Aggregate.self)
        if let ordered = try fields.bool("ordered") {
            guard type == .categorical else {
                throw path.key("ordered").error(
                    "only a categorical axis says whether its categories are ordered; this axis is \(type.rawValue)")
            }
            axis.isOrdered = ordered
        }
        if let format = fields.value("format") {
            axis.format = try valueFormat(format, at: path.key("format"))
        }
        for (position, pair) in (try fields.array("valueDescriptions") ?? []).enumerated() {
            let pairPath = path.key("valueDescriptions").index(position)
            guard let parts = pair.arrayElements, parts.count == 2, case .string = parts[1] else {
                throw pairPath.error("expected [value, \"description\"], found \(pair.quoted)")
            }
            axis.valueDescriptions[try axisValue(parts[0], at: pairPath.index(0), axis: axis)] = try JSONFields.text(
                parts[1], at: pairPath.index(1))
        }
        if let speak = try fields.choice("valueDescriptionsSpeak", of: DescriptionsSpeak.self) {
            axis.describesPointsOnly = speak == .points
        }
        return axis
    }

    private func valueFormat(_ value: JSONValue, at path: JSONPath) throws(ChartReadError) -> ValueFormat {
        let fields = try JSONFields(value, at: path, known: Keys.format, isStrict: isStrict)
        var format = ValueFormat()
        format.style = try fields.choice("style", of: ValueFormat.Style.self) ?? .number
        format.currencyCode = try fields.text("currency")
        if format.style == .currency, format.currencyCode == nil {
            throw path.key("currency").error("missing; style \"currency\" needs an ISO 4217 code such as \"USD\"")
        }
        if let digits = try fields.number("fractionDigits") {
            guard digits == digits.rounded(), (0...15).contains(digits) else {
                throw path.key("fractionDigits").error(
                    "expected a whole number from 0 to 15, found \(PlainNumber.text(digits))")
            }
            format.fractionDigits = Int(digits)
        }
        format.isCompact = try fields.bool("compact") ?? false
        format.dateStyle = try fields.choice("date", of: ValueFormat.DateStyle.self) ?? .auto
        return format
    }

    /// A number on a numeric axis (positive on a log scale), or an ISO 8601 string on a date axis.
    private func axisValue(_ value: JSONValue, at path: JSONPath, axis: Axis) throws(ChartReadError) -> Double {
        if axis.type == .date { return try date(value, at: path) }
        let number = try JSONFields.number(value, at: path, orNull: false)
        try checkScale(number, axis: axis, at: path)
        return number
    }

    private func date(_ value: JSONValue, at path: JSONPath) throws(ChartReadError) -> Double {
        guard case .string(let text) = value, let seconds = ISODate.seconds(from: text) else {
            throw path.error(
                "expected an ISO 8601 date such as \"2026-01-31\" or \"2026-01-31T09:30:00Z\", found \(value.quoted)")
        }
        return seconds
    }

    private func checkScale(_ number: Double, axis: Axis, at path: JSONPath) throws(ChartReadError) {
        if axis.scale != .linear, number <= 0 {
            throw path.error("a \(axis.scale.rawValue) scale needs positive values, found \(PlainNumber.text(number))")
        }
    }

    // MARK: Series and points

    private func series(_ value: JSONValue, at path: JSONPath, xAxis: Axis, yAxis: Axis?) throws(ChartReadError)
        -> Series
    {
        let fields = try JSONFields(value, at: path, known: Keys.series, isStrict: isStrict)
        let name = try fields.text("name") ?? ""
        let isContinuous = try fields.bool("continuous")
        let mark = try fields.choice("mark", of: Series.Mark.self)
        let derivedFrom = try fields.text("derivedFrom")
        let derivation = try fields.text("derivation")
        let counted = try fields.value("counted").map { (value) throws(ChartReadError) in
            try self.counted(value, at: path.key("counted"))
        }
        func describedSeries(_ series: Series) throws(ChartReadError) -> Series {
            var series = series
            (series.mark, series.derivedFrom, series.derivation) = (mark, derivedFrom, derivation)
            if let counted {
                try Self.check(counted, countedBy: series, at: path.key("counted"))
                series.counted = counted
            }
            return series
        }
        let pointValues = try fields.arrayValue("points")
        let xValues = try fields.column("x")
        let yValues = try fields.column("y")
        // Refused before a point is decoded.
        if let count = pointValues?.arrayCount ?? xValues?.count ?? yValues?.count,
            let excess = ChartLimits.excess(points: count)
        {
            throw path.error(excess)
        }
        if pointValues != nil, xValues != nil || yValues != nil {
            throw path.error(
                "has both \"points\" and \"\(xValues != nil ? "x" : "y")\"; use either the row form or the column form")
        }
        if xValues != nil || yValues != nil {
            guard let xValues else { throw path.key("x").error("missing; the column form needs both \"x\" and \"y\"") }
            guard let yValues else { throw path.key("y").error("missing; the column form needs both \"x\" and \"y\"") }
            guard xValues.count == yValues.count else {
                throw path.error(
                    "\"x\" has \(xValues.count) values but \"y\" has \(yValues.count); the column form needs equal lengths"
                )
            }
            let x = try xColumn(xValues, at: path.key("x"), axis: xAxis)
            let isLinear = (yAxis?.scale ?? .linear) == .linear
            func described(_ series: Series) throws(ChartReadError) -> Series {
                var series = series
                if xAxis.type == .date, case .strings(let strings) = xValues, let kept = Self.spellings(strings) {
                    series.keepXSpellings(kept)
                }
                return try describedSeries(series)
            }
            if case .numbers(let numbers) = yValues, let y = Self.yColumn(numbers, isLinear: isLinear) {
                return try described(Series(name: name, isContinuous: isContinuous, x: x, y: y))
            }
            var y: [Double?] = []
            y.reserveCapacity(yValues.count)
            for position in 0..<yValues.count {
                // The common case without building a path; anything else takes the checked way.
                let value = yValues[position]
                switch value {
                case .number(let number) where number.isFinite && (isLinear || number > 0): y.append(number)
                case .null: y.append(nil)
                default: y.append(try yValue(value, at: path.key("y").index(position), axis: yAxis))
                }
            }
            return try described(Series(name: name, isContinuous: isContinuous, x: x, y: y))
        }
        if case .points(let columns) = pointValues, var series = rows(columns, xAxis: xAxis, yAxis: yAxis) {
            series.name = name
            series.isContinuous = isContinuous
            return try describedSeries(series)
        }
        let elements = pointValues?.arrayElements ?? []
        var points: [DataPoint] = []
        points.reserveCapacity(elements.count)
        for (position, pointValue) in elements.enumerated() {
            points.append(try point(pointValue, at: path.key("points").index(position), xAxis: xAxis, yAxis: yAxis))
        }
        var series = Series(name: name, isContinuous: isContinuous, points: points)
        if xAxis.type == .date {
            let kept = elements.map { element -> String? in
                guard case .object(let object) = element, case .string(let text)? = object["x"] else { return nil }
                return ISODate.saysMoreThanSeconds(text) ? text : nil
            }
            if kept.contains(where: { $0 != nil }) { series.keepXSpellings(kept) }
        }
        return try describedSeries(series)
    }

    /// A y column of numbers as the parser read them (null as NaN), when every one may stand:
    /// finite, and positive on a log scale; else nil, for the checked way to say which not.
    private static func yColumn(_ numbers: [Double], isLinear: Bool) -> [Double?]? {
        guard isLinear || numbers.allSatisfy({ $0.isNaN || $0 > 0 }) else { return nil }
        return DecimalConversion.optionals(numbers)
    }

    /// Points read as columns, when every one is what the axes take (as `point` would read
    /// it); else nil, for `point` to say which is not.
    private func rows(_ columns: JSONPoints, xAxis: Axis, yAxis: Axis?) -> Series? {
        guard let y = Self.yColumn(columns.y, isLinear: (yAxis?.scale ?? .linear) == .linear) else { return nil }
        let x: XColumn
        switch (xAxis.type, columns.x) {
        case (.numeric, .numbers(let numbers)):
            guard xAxis.scale == .linear || numbers.allSatisfy({ $0 > 0 }) else { return nil }
            x = .numbers(numbers)
        case (.categorical, .strings(let strings)):
            guard let names = categories(strings) else { return nil }
            x = .categories(names)
        case (.date, .strings(let strings)):
            guard let seconds = dates(strings) else { return nil }
            x = .numbers(seconds)
        default:
            return nil
        }
        var series = Series(name: "", x: x, y: y)
        series.prefersColumnForm = false
        if case .strings(let strings) = columns.x, xAxis.type == .date, let kept = Self.spellings(strings) {
            series.keepXSpellings(kept)
        }
        return series
    }

    /// Each string as a category, each distinct one cleaned once; nil when one is no text field.
    private func categories(_ strings: JSONStrings) -> [String]? {
        var names: [String] = []
        names.reserveCapacity(strings.distinct.count)
        for name in strings.distinct {
            guard let text = try? JSONFields.text(.string(name), at: .root) else { return nil }
            names.append(text)
        }
        return strings.positions.map { names[Int($0)] }
    }

    /// The date-times that say more than their seconds, as written, each in its place; nil when none does.
    private static func spellings(_ strings: JSONStrings) -> [String?]? {
        let kept = strings.distinct.map { ISODate.saysMoreThanSeconds($0) ? $0 : nil }
        guard kept.contains(where: { $0 != nil }) else { return nil }
        return strings.positions.map { kept[Int($0)] }
    }

    /// Each string as an ISO 8601 date, each distinct one read once; nil when one is not a date.
    private func dates(_ strings: JSONStrings) -> [Double]? {
        var seconds: [Double] = []
        seconds.reserveCapacity(strings.distinct.count)
        for text in strings.distinct {
            guard let value = ISODate.seconds(from: text) else { return nil }
            seconds.append(value)
        }
        return strings.positions.map { seconds[Int($0)] }
    }

    private func xColumn(_ values: JSONColumn, at path: JSONPath, axis: Axis) throws(ChartReadError) -> XColumn {
        if case .strings(let strings) = values {
            if axis.type == .categorical, let names = categories(strings) { return .categories(names) }
            if axis.type == .date, let seconds = dates(strings) { return .numbers(seconds) }
        }
        if axis.type == .categorical {
            var names: [String] = []
            names.reserveCapacity(values.count)
            for position in 0..<values.count {
                names.append(try category(values[position], at: path.index(position)))
            }
            return .categories(names)
        }
        // Numbers as parsed are kept, not copied, when every one may stand.
        if axis.type == .numeric, case .numbers(let parsed) = values,
            parsed.allSatisfy({ !$0.isNaN && (axis.scale == .linear || $0 > 0) })
        {
            return .numbers(parsed)
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(values.count)
        for position in 0..<values.count {
            // The common cases without building a path; anything else takes the checked way.
            let value = values[position]
            switch (axis.type, value) {
            case (.numeric, .number(let number)) where number.isFinite && (axis.scale == .linear || number > 0):
                numbers.append(number)
            case (.date, .string(let text)):
                if let seconds = ISODate.seconds(from: text) { numbers.append(seconds) } else { fallthrough }
            default:
                numbers.append(try xNumber(value, at: path.index(position), axis: axis))
            }
        }
        return .numbers(numbers)
    }

    private func point(_ value: JSONValue, at path: JSONPath, xAxis: Axis, yAxis: Axis?) throws(ChartReadError)
        -> DataPoint
    {
        let fields = try JSONFields(value, at: path, known: Keys.point, isStrict: isStrict)
        let interval = try xInterval(fields, at: path, axis: xAxis)
        let x: DataValue
        if let xValue = fields.object["x"] {
            x =
                xAxis.type == .categorical
                ? .category(try category(xValue, at: path.key("x")))
                : .number(try xNumber(xValue, at: path.key("x"), axis: xAxis))
            if let interval, let number = x.number, !interval.contains(number) {
                throw path.key("x").error(
                    "\(xValue.quoted) lies outside the point's own xStart to xEnd; give x inside them, or omit it for their middle"
                )
            }
        } else if let interval {
            x = .number(interval.lowerBound / 2 + interval.upperBound / 2)
        } else {
            throw path.key("x").error(
                "missing; every point needs an x value (or xStart and xEnd, for a bin or interval)")
        }
        let low =
            try fields.value("low").map { (v) throws(ChartReadError) in try yValue(v, at: path.key("low"), axis: yAxis)
            } ?? nil
        let high =
            try fields.value("high").map { (v) throws(ChartReadError) in
                try yValue(v, at: path.key("high"), axis: yAxis)
            } ?? nil
        let box = try fields.value("box").map { (value) throws(ChartReadError) in
            try self.box(value, at: path.key("box"), axis: yAxis)
        }
        var y: Double?
        if let yJSON = fields.object["y"] {
            y = try yValue(yJSON, at: path.key("y"), axis: yAxis)
        } else if let box {
            y = box.median
        } else if low == nil && high == nil {
            throw path.key("y").error(
                "missing; expected a number, or null for a missing value (only band points with low and high, and box points, may omit it)"
            )
        }
        var additional: [DataValue] = []
        for (position, extra) in (try fields.array("additional") ?? []).enumerated() {
            switch extra {
            case .number(let number): additional.append(.number(number))
            case .string:
                additional.append(.category(try JSONFields.text(extra, at: path.key("additional").index(position))))
            default:
                throw path.key("additional").index(position).error(
                    "expected a number or a string, found \(extra.quoted)")
            }
        }
        return DataPoint(
            x: x, y: y, low: low, high: high, label: try fields.text("label"), additional: additional,
            xStart: interval?.lowerBound, xEnd: interval?.upperBound, box: box)
    }

    /// A box plot's five numbers, in order, and its outliers, each beyond a whisker.
    private func box(_ value: JSONValue, at path: JSONPath, axis: Axis?) throws(ChartReadError) -> BoxSummary {
        let fields = try JSONFields(value, at: path, known: Keys.box, isStrict: isStrict)
        var numbers: [Double] = []
        for key in ["min", "q1", "median", "q3", "max"] {
            guard let part = fields.value(key) else {
                throw path.key(key).error("missing; a box needs min, q1, median, q3 and max")
            }
            let number = try JSONFields.number(part, at: path.key(key), orNull: false)
            if let axis { try checkScale(number, axis: axis, at: path.key(key)) }
            numbers.append(number)
        }
        var outliers: [Double] = []
        for (position, part) in (try fields.array("outliers") ?? []).enumerated() {
            outliers.append(try JSONFields.number(part, at: path.key("outliers").index(position), orNull: false))
        }
        let box = BoxSummary(
            minimum: numbers[0], lowerQuartile: numbers[1], median: numbers[2], upperQuartile: numbers[3],
            maximum: numbers[4], outliers: outliers)
        guard zip(numbers, numbers.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            throw path.error(
                "expected min ≤ q1 ≤ median ≤ q3 ≤ max, found \(numbers.map(PlainNumber.text).joined(separator: ", "))")
        }
        if let inside = outliers.firstIndex(where: { (box.minimum...box.maximum).contains($0) }) {
            throw path.key("outliers").index(inside).error(
                "\(PlainNumber.text(outliers[inside])) lies within the whiskers (\(PlainNumber.text(box.minimum)) to \(PlainNumber.text(box.maximum))); an outlier lies beyond them"
            )
        }
        return box
    }

    /// A histogram series' `counted`: the count, a whole number of at least 1, and figures in order (min ≤ mean, median
    /// ≤ max), the standard deviation not negative.
    private func counted(_ value: JSONValue, at path: JSONPath) throws(ChartReadError) -> CountedValues {
        let fields = try JSONFields(value, at: path, known: Keys.counted, isStrict: isStrict)
        var numbers: [Double] = []
        for key in ["count", "min", "max", "mean", "median", "standardDeviation"] {
            guard let number = try fields.number(key) else {
                throw path.key(key).error(
                    "missing; counted values need count, min, max, mean, median and standardDeviation")
            }
            numbers.append(number)
        }
        guard numbers[0] >= 1, numbers[0].rounded() == numbers[0], numbers[0] <= Double(Int32.max) else {
            throw path.key("count").error(
                "expected a whole number of values, 1 or more, found \(PlainNumber.text(numbers[0]))")
        }
        let counted = CountedValues(
            count: Int(numbers[0]), minimum: numbers[1], maximum: numbers[2], mean: numbers[3], median: numbers[4],
            standardDeviation: numbers[5])
        let range = counted.minimum...max(counted.minimum, counted.maximum)
        guard counted.minimum <= counted.maximum, range.contains(counted.mean), range.contains(counted.median) else {
            throw path.error(
                "expected min ≤ mean ≤ max and min ≤ median ≤ max, found min \(PlainNumber.text(counted.minimum)), mean \(PlainNumber.text(counted.mean)), median \(PlainNumber.text(counted.median)), max \(PlainNumber.text(counted.maximum))"
            )
        }
        guard counted.standardDeviation >= 0 else {
            throw path.key("standardDeviation").error(
                "expected 0 or more, found \(PlainNumber.text(counted.standardDeviation))")
        }
        return counted
    }

    /// Refuses `counted` unless `series` is a histogram's bins that count as many values, from a bin that holds the
    /// smallest to one that holds the largest.
    private static func check(_ counted: CountedValues, countedBy series: Series, at path: JSONPath)
        throws(ChartReadError)
    {
        guard let starts = series.xStart, let ends = series.xEnd,
            let low = starts.compactMap({ $0 }).min(), let high = ends.compactMap({ $0 }).max()
        else { throw path.error("counted values are a histogram's, and the series has no bins (xStart and xEnd)") }
        let total = series.y.reduce(0) { $0 + ($1 ?? 0) }
        guard total == Double(counted.count) else {
            throw path.key("count").error(
                "\(counted.count) values, but the series' bins count \(PlainNumber.text(total))")
        }
        guard low <= counted.minimum, counted.maximum <= high else {
            throw path.error(
                "values from \(PlainNumber.text(counted.minimum)) to \(PlainNumber.text(counted.maximum)), but the bins run from \(PlainNumber.text(low)) to \(PlainNumber.text(high))"
            )
        }
    }

    /// A point's `xStart` and `xEnd`: both or neither, on a numeric or date axis, start before end.
    private func xInterval(_ fields: JSONFields, at path: JSONPath, axis: Axis) throws(ChartReadError) -> ClosedRange<
        Double
    >? {
        let startValue = fields.value("xStart")
        let endValue = fields.value("xEnd")
        guard startValue != nil || endValue != nil else { return nil }
        guard let startValue, let endValue else {
            throw path.key(startValue == nil ? "xStart" : "xEnd").error(
                "missing; a bin or interval needs both xStart and xEnd")
        }
        guard axis.type != .categorical else {
            throw path.key("xStart").error(
                "a categorical x axis has no bins or intervals; use a numeric or date x axis")
        }
        let start = try xNumber(startValue, at: path.key("xStart"), axis: axis)
        let end = try xNumber(endValue, at: path.key("xEnd"), axis: axis)
        guard start < end else {
            throw path.key("xEnd").error(
                "expected an end after the start (\(startValue.quoted)), found \(endValue.quoted)")
        }
        return start...end
    }

    /// A histogram's bins: no two overlapping (touching is fine).
    ///
    /// A bar without a bin is read (the audit reports it), so that any chart given the kind can be written and read
    /// back.
    private func checkBins(of series: Series, at path: JSONPath, xAxis: Axis) throws(ChartReadError) {
        guard let (earlier, later) = series.overlappingIntervals().first, let bin = series.xInterval(at: earlier) else {
            return
        }
        let text = { (value: Double) in xAxis.type == .date ? ISODate.text(fromSeconds: value) : PlainNumber.text(value)
        }
        throw path.key("points").index(later).key("xStart").error(
            "overlaps the bin of points[\(earlier)] (\(text(bin.lowerBound)) to \(text(bin.upperBound))); a histogram's bins must not overlap"
        )
    }

    private func category(_ value: JSONValue, at path: JSONPath) throws(ChartReadError) -> String {
        guard case .string = value else {
            throw path.error("expected a string (the x axis is categorical), found \(value.quoted)")
        }
        return try JSONFields.text(value, at: path)
    }

    private func xNumber(_ value: JSONValue, at path: JSONPath, axis: Axis) throws(ChartReadError) -> Double {
        if axis.type == .date { return try date(value, at: path) }
        guard case .number = value else {
            if case .string(let text) = value, ISODate.seconds(from: text) != nil {
                throw path.error(
                    "expected a number (the x axis is numeric), found \(value.quoted); declare \"type\": \"date\" on the x axis for dates"
                )
            }
            throw path.error("expected a number (the x axis is numeric), found \(value.quoted)")
        }
        return try axisValue(value, at: path, axis: axis)
    }

    private func yValue(_ value: JSONValue, at path: JSONPath, axis: Axis?) throws(ChartReadError) -> Double? {
        if case .null = value { return nil }
        let number = try JSONFields.number(value, at: path, orNull: true)
        if let axis { try checkScale(number, axis: axis, at: path) }
        return number
    }

    // MARK: References and frame

    private func reference(_ value: JSONValue, at path: JSONPath, xAxis: Axis, yAxis: Axis?) throws(ChartReadError)
        -> Reference
    {
        let fields = try JSONFields(value, at: path, known: Keys.reference, isStrict: isStrict)
        let axisName = try fields.choice("axis", of: Reference.AxisName.self) ?? .y
        guard let raw = fields.value("value") else {
            throw path.key("value").error("missing; expected the value where the rule is drawn")
        }
        let number: Double
        if axisName == .x {
            guard xAxis.type != .categorical else {
                throw path.key("axis").error("a reference on a categorical x axis is not supported; use the y axis")
            }
            number = try xNumber(raw, at: path.key("value"), axis: xAxis)
        } else {
            number = try JSONFields.number(raw, at: path.key("value"), orNull: false)
            if let yAxis { try checkScale(number, axis: yAxis, at: path.key("value")) }
        }
        return Reference(axis: axisName, value: number, label: try fields.text("label"))
    }

    private func frame(_ fields: JSONFields) throws(ChartReadError) -> Chart.Frame? {
        guard let parts = try fields.array("contentFrame") else { return nil }
        let path = fields.path.key("contentFrame")
        guard parts.count == 4 else { throw path.error("expected [x, y, width, height], found \(parts.count) values") }
        var numbers: [Double] = []
        for (position, part) in parts.enumerated() {
            numbers.append(try JSONFields.number(part, at: path.index(position), orNull: false))
        }
        return Chart.Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
