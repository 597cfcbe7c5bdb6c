import Foundation

/// Histograms and box plots from a spreadsheet's rows: a column of raw values is counted in bins
/// or summarised in boxes, as a plotting tool would draw it; a table that already counts its bins
/// (by their ranges, starts or middles) is read as those bins.
extension CSVTable {
    /// The chart of raw values `options.kind` asks for (a histogram or box plot), or nil when
    /// the table is not raw values: bins already counted, or another kind.
    ///
    /// - Throws: `ChartReadError` when several columns could be the values and none is named,
    ///   or a box would hold one value each.
    func distributionReading(options: CSVImportOptions, decimal: UInt8) throws(ChartReadError) -> ChartReading? {
        guard options.kind == .histogram || options.kind == .box else { return nil }
        let split = try options.series.map { (name) throws(ChartReadError) in
            try column(named: name, setting: .splitColumn)
        }
        let x = try options.x.map { (name) throws(ChartReadError) in try column(named: name, setting: .xColumn) }
        let named = try options.y.map { (name) throws(ChartReadError) in try column(named: name, setting: .yColumn) }
        let numbers = header.indices.filter {
            $0 != split && !(header.count > 1 && areRowNumbers($0)) && isMostlyNumeric($0, decimal: decimal)
        }
        if options.kind == .histogram {
            let binX = x ?? defaultX(besides: split, decimal: decimal)
            let counts = named.isEmpty ? numbers.filter { $0 != binX } : named
            if !counts.isEmpty, !counts.contains(binX), isBins(binX, counts: counts, decimal: decimal) { return nil }
            let values = try valueColumns(named: named, x: x, numbers: numbers, kind: "histogram")
            return try histogram(of: values, split: split, options: options, decimal: decimal)
        }
        let values = try valueColumns(named: named, x: nil, numbers: numbers.filter { $0 != x }, kind: "box plot")
        guard values.count == 1 else {
            throw ChartReadError(
                .whole, "a box plot summarises one column's values; --y names \(values.count): \(quotedList(values))",
                setting: .yColumn)
        }
        let category =
            x ?? header.indices.first { $0 != split && $0 != values[0] && !numbers.contains($0) && !areRowNumbers($0) }
        return try boxes(of: values[0], by: category, split: split, options: options, decimal: decimal)
    }

    /// The columns of values: those named, else x when named, else the one column of numbers.
    private func valueColumns(named: [Int], x: Int?, numbers: [Int], kind: String) throws(ChartReadError) -> [Int] {
        if !named.isEmpty { return named }
        if let x, numbers.contains(x) { return [x] }
        guard numbers.count == 1 else {
            // Said after the setting: "--y is needed: …".
            let choice =
                numbers.isEmpty
                ? "none holds numbers: the columns are \(quotedList(Array(header.indices)))"
                : "\(quotedList(numbers)) could each be it"
            throw ChartReadError(
                .whole, "is needed: a \(kind) of raw values reads one column of numbers, and \(choice)",
                setting: .yColumn)
        }
        return numbers
    }

    /// Whether `x` labels bins that `counts` count: categories that each write a number ("10–20",
    /// "[10, 20)", "Under 10", "65 and over"), or numbers in even steps (each bin's start or middle)
    /// with counts of none below zero.
    private func isBins(_ x: Int, counts: [Int], decimal: UInt8) -> Bool {
        switch inferredType(of: x) {
        case .categorical: return rows.allSatisfy { $0[x].contains(where: \.isNumber) }
        case .date: return false
        case .numeric:
            let xs = rows.map { try? SpreadsheetNumber.read($0[x], decimal: decimal).value }
            guard xs.count > 1, BinLabel.evenStep(of: xs.map { $0 ?? .nan }) != nil else { return false }
            return counts.allSatisfy { column in
                rows.allSatisfy { ((try? SpreadsheetNumber.read($0[column], decimal: decimal).value) ?? 0) >= 0 }
            }
        }
    }

    /// Raw values of `columns` counted in bins of a nice width (1, 2 or 5 times a power of ten) that
    /// every series shares: about Sturges' number for the count of values, the maximum in the last.
    private func histogram(
        of columns: [Int], split: Int?, options: CSVImportOptions, decimal: UInt8
    ) throws(ChartReadError) -> ChartReading {
        var readings: [YColumn] = []
        for column in columns {
            readings.append(
                applyingHeaderUnit(
                    of: column, to: try yValues(column, decimal: decimal, isGiven: options.decimalSeparator != nil),
                    locale: options.locale))
        }
        // The values of each series: a column each, or a column's rows split by a text.
        var groups: [(name: String, values: [Double])] = []
        if let split, let reading = readings.first {
            var order: [String] = []
            var byName: [String: [Double]] = [:]
            for (row, value) in reading.values.enumerated() {
                guard let value else { continue }
                let key = rows[row][split]
                if byName[key] == nil { order.append(key) }
                byName[key, default: []].append(value)
            }
            groups = order.map { ($0, byName[$0] ?? []) }
        } else {
            groups = zip(columns, readings).map { column, reading in
                (columns.count == 1 ? "" : seriesName(of: column), reading.values.compactMap { $0 })
            }
        }
        let all = groups.flatMap(\.values).filter(\.isFinite)
        guard let low = all.min(), let high = all.max() else {
            throw ChartReadError(.whole, "\(quotedList(columns)) holds no value to count", setting: .yColumn)
        }
        let bins = BinLabel.Bins(low: low, high: high, count: all.count)
        let series = groups.map { group in
            var counts = [Int](repeating: 0, count: bins.count)
            for value in group.values where value.isFinite { counts[bins.index(of: value)] += 1 }
            var series = Series(
                name: group.name,
                points: counts.indices.map {
                    DataPoint(xStart: bins.edge($0), xEnd: bins.edge($0 + 1), y: Double(counts[$0]))
                })
            // The values themselves give exact figures where the bins would estimate them.
            series.counted = CountedValues(of: group.values.filter(\.isFinite))
            return series
        }
        let labels = MadeUpLabels(locale: options.locale)
        let first = readings[0]
        let chart = Chart(
            title: options.title, kind: .histogram,
            xAxis: Axis(
                type: .numeric, title: columns.count == 1 ? seriesName(of: columns[0]) : labels.value,
                unit: options.unit ?? first.unit, format: sharedFormat(of: columns, readings: [columns[0]: first])),
            yAxis: Axis(type: .numeric, title: labels.counted, unit: labels.values(2), unitSingular: labels.values(1)),
            series: series, seriesTitle: split.map { header[$0] })
        var notes: [ChartReadNote] = [
            .binned(
                columns: columns.map { header[$0] }, values: all.count, bins: bins.count, width: bins.width,
                from: bins.edge(0), to: bins.edge(bins.count))
        ]
        notes += missingNotes(columns, readings)
        return ChartReading(chart: chart, notes: notes)
    }

    /// The values of `column` summarised in a box at each value of `category` (one box of all,
    /// without), in each series of `split`: quartiles, whiskers to the furthest values within 1.5
    /// times the middle half, and the outliers beyond, as Vega-Lite and Tukey draw them.
    private func boxes(
        of column: Int, by category: Int?, split: Int?, options: CSVImportOptions, decimal: UInt8
    ) throws(ChartReadError) -> ChartReading {
        let reading = applyingHeaderUnit(
            of: column, to: try yValues(column, decimal: decimal, isGiven: options.decimalSeparator != nil),
            locale: options.locale)
        let name = seriesName(of: column)
        var categories: [String] = []
        var seriesOrder: [String] = []
        var values: [String: [String: [Double]]] = [:]
        for (row, value) in reading.values.enumerated() {
            guard let value else { continue }
            let place = category.map { String(rows[row][$0].trimmingSpaces) } ?? name
            let key = split.map { rows[row][$0] } ?? ""
            if !categories.contains(place) { categories.append(place) }
            if values[key] == nil { seriesOrder.append(key) }
            values[key, default: [:]][place, default: []].append(value)
        }
        if let category, inferredType(of: category) == .numeric {
            categories.sort { (Double($0) ?? 0) < (Double($1) ?? 0) }
        }
        let boxes = values.values.reduce(0) { $0 + $1.count }
        if let category, boxes > 1, values.values.allSatisfy({ $0.values.allSatisfy { $0.count == 1 } }) {
            throw ChartReadError(
                .whole,
                "'\(header[category].quotable)' names each box once, so each would hold one value; a box plot summarises the many values at each category: give rows of raw values, or --kind bar",
                setting: .xColumn)
        }
        let series = seriesOrder.map { key in
            Series(
                name: key,
                points: categories.compactMap { place in
                    BoxSummary(summarizing: values[key]?[place] ?? [], whiskerReach: 1.5).map {
                        DataPoint(category: place, box: $0)
                    }
                })
        }
        let chart = Chart(
            title: options.title, kind: .box,
            xAxis: Axis(type: .categorical, title: category.map { header[$0] } ?? ""),
            yAxis: Axis(
                type: .numeric, title: name, unit: options.unit ?? reading.unit,
                format: sharedFormat(of: [column], readings: [column: reading])),
            series: series, seriesTitle: split.map { header[$0] })
        let count = reading.values.count(where: { $0 != nil })
        var notes: [ChartReadNote] = [
            .boxes(column: header[column], by: category.map { header[$0] }, boxes: boxes, values: count)
        ]
        notes += missingNotes([column], [reading])
        return ChartReading(chart: chart, notes: notes)
    }

    /// The notes of values read as missing by a marker.
    private func missingNotes(_ columns: [Int], _ readings: [YColumn]) -> [ChartReadNote] {
        zip(columns, readings).compactMap { column, reading in
            guard reading.markers.contains(where: { $0 != "empty" }) else { return nil }
            return .missingValues(column: header[column], count: reading.missing, markers: reading.markers)
        }
    }
}

/// Bins as tables label them and as raw values are counted in.
enum BinLabel {
    /// The bounds of a bin written as a range: "10–20", "10 - 20", "10 to 20", "[10, 20)"; nil
    /// for anything else.
    static func range(of label: String) -> ClosedRange<Double>? {
        var text = String(label.trimmingSpaces)
        let isBracketed = text.first.map { "[(".contains($0) } == true && text.last.map { "])".contains($0) } == true
        if isBracketed { text = String(text.dropFirst().dropLast()) }
        var parts: [String]
        if isBracketed, text.contains(",") {
            parts = text.split(separator: ",").map(String.init)
        } else if text.contains(" to ") {
            parts = text.components(separatedBy: " to ")
        } else {
            // A dash between numbers, not a minus sign before the first.
            let body = text.drop { $0 == "-" || $0 == " " }
            guard let dash = body.firstIndex(where: { "-–—".contains($0) }) else { return nil }
            parts = [String(text[..<dash]), String(text[text.index(after: dash)...])]
        }
        let bounds = parts.compactMap { Double($0.trimmingSpaces.replacingOccurrences(of: "−", with: "-")) }
        guard parts.count == 2, bounds.count == 2, bounds[0] < bounds[1] else { return nil }
        return bounds[0]...bounds[1]
    }

    /// The step between `values` when they rise in one even step (to a millionth of it), else nil.
    static func evenStep(of values: [Double]) -> Double? {
        guard values.count > 1, values.allSatisfy(\.isFinite) else { return nil }
        let step = values[1] - values[0]
        guard step > 0 else { return nil }
        for index in values.indices.dropFirst(2)
        where abs(values[index] - values[index - 1] - step) > step * 1e-6 {
            return nil
        }
        return step
    }

    /// Whether numbers in even `step`s are bins' middles rather than starts: each sits half a step
    /// off a multiple of the step (1.5, 2.5, 3.5 for bins from 1 to 4).
    static func areMiddles(_ first: Double, step: Double) -> Bool {
        let offset = (first / step - (first / step).rounded(.down))
        return abs(offset - 0.5) < 1e-6
    }

    /// Bins for raw values from `low` to `high`, `count` of them: a nice width (as Vega-Lite
    /// chooses it) for about Sturges' number of bins, from a multiple of the width.
    struct Bins {
        /// The width of each bin.
        let width: Double
        /// The number of bins.
        let count: Int
        private let first: Double
        private let digits: Double

        init(low: Double, high: Double, count values: Int) {
            let sturges = Int(log2(Double(max(values, 1))).rounded(.up)) + 1
            let span = high > low ? low...high : 0...max(abs(low), 1)
            width = VegaLiteSeriesMaker.binStep(span, maxBins: max(sturges, 5))
            first = (low / width).rounded(.down)
            count = max(1, Int((high / width - first - 1e-9).rounded(.up)))
            // Edges rounded to the width's decimals: 0.6, not 0.6000000000000001.
            digits = pow(10, max(0, -log10(width).rounded(.down) + 1))
        }

        /// The edge before bin `index` (and after bin `index - 1`).
        func edge(_ index: Int) -> Double {
            ((first + Double(index)) * width * digits).rounded() / digits
        }

        /// The bin a value falls in: from an edge up to the next, the last up to its end as well.
        func index(of value: Double) -> Int {
            min(count - 1, max(0, Int((value / width - first + 1e-9).rounded(.down))))
        }
    }
}

extension ChartReading {
    /// A histogram's bins read from a table that counts them: x labels that are ranges ("10–20")
    /// become the bins' edges, and numbers in even steps their starts (or middles, each half a
    /// step off a multiple of it), said in a note.
    mutating func readBins(column: String) {
        guard chart.kind == .histogram, chart.series.allSatisfy({ $0.points.allSatisfy { $0.xStart == nil } }) else {
            return
        }
        if chart.xAxis.type == .categorical {
            var ranges: [String: ClosedRange<Double>] = [:]
            for point in chart.series.flatMap(\.points) {
                guard let name = point.x.category, let range = BinLabel.range(of: name) else { return }
                ranges[name] = range
            }
            binning { point in point.x.category.flatMap { ranges[$0] } }
            chart.xAxis.type = .numeric
            return
        }
        guard chart.xAxis.type == .numeric else { return }
        let xs = Set(chart.series.flatMap { $0.points.compactMap(\.x.number) }).sorted()
        guard let first = xs.first, let step = BinLabel.evenStep(of: xs) else { return }
        let isMiddle = BinLabel.areMiddles(first, step: step)
        let offset = isMiddle ? step / 2 : 0
        binning { point in point.x.number.map { ($0 - offset)...($0 - offset + step) } }
        notes.append(.binEdges(column: column, width: step, isMiddle: isMiddle))
    }

    /// Each point made the bin `range` gives it.
    private mutating func binning(_ range: (DataPoint) -> ClosedRange<Double>?) {
        for index in chart.series.indices {
            chart.series[index].points = chart.series[index].points.map { point in
                guard let bin = range(point) else { return point }
                return DataPoint(xStart: bin.lowerBound, xEnd: bin.upperBound, y: point.y, label: point.label)
            }
        }
    }
}
