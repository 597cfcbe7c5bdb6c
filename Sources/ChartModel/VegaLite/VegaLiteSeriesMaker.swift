import Foundation
import Languages

/// One view's rows made into series and axes: values read by their channel's type, time unit
/// and bin, grouped by series and dimension, aggregated, sorted.
struct VegaLiteSeriesMaker {
    typealias Row = VegaLiteRows.Row
    typealias Channel = VegaLiteView.Channel

    let view: VegaLiteView
    let dimension: Channel?
    let measure: Channel
    let dimension2: Channel?
    let measure2: Channel?
    let seriesChannel: Channel?
    let rows: [Row]
    let names: CalendarNames
    /// The names made up for channels without a title.
    let labels: MadeUpLabels

    /// What a view makes.
    struct Made {
        var series: [Series]
        var xAxis: Axis
        var yAxis: Axis
        var isHistogram: Bool
        /// The unit of the y title whose values stand for other amounts (percent, a scale word), which the chart's
        /// values, domain and rules along y are read in.
        var amounts: HeaderUnit?
    }

    /// A number of a value read as `type`: a temporal number is milliseconds since 1970 and
    /// a temporal string a date as people write it (month first where it may be either, as a
    /// browser reads it); nil for anything else.
    static func number(_ value: VegaLiteExpression.Value, type: VegaLiteView.FieldType) -> Double? {
        switch (value, type) {
        case (.number(let number), .temporal): return number / 1000
        case (.string(let text), .temporal): return WrittenDate.shape(of: text)?.seconds(dayFirst: false)
        case (.null, _): return nil
        default: return value.number.flatMap { $0.isFinite ? $0 : nil }
        }
    }

    /// An aggregate of `values` (`count` is of the rows, `rows`).
    static func aggregate(_ aggregate: VegaLiteView.Aggregate, _ values: [Double], count rows: Int) -> Double? {
        switch aggregate {
        case .count: return Double(rows)
        // The sum of nothing is 0 (a series with no rows at an x another series has); a mean or a median of nothing
        // is undefined.
        case .sum: return CountedValues.compensatedSum(values)
        case .mean, .average: return values.isEmpty ? nil : CountedValues.compensatedSum(values) / Double(values.count)
        case .median: return values.isEmpty ? nil : BoxSummary.quantile(values.sorted(), 0.5)
        case .min: return values.min()
        case .max: return values.max()
        }
    }

    /// A nice bin step for `extent` in at most `maxBins` bins: 1, 2 or 5 times a power of ten.
    static func binStep(_ extent: ClosedRange<Double>, maxBins: Int) -> Double {
        let span = max(extent.upperBound - extent.lowerBound, 1e-9)
        let raw = span / Double(maxBins)
        let power = pow10((raw).log10Floor)
        for factor in [1.0, 2, 5, 10] where power * factor >= raw { return power * factor }
        return power * 10
    }

    /// The names that a time unit isolating a part of dates gives it, in the chart's language.
    ///
    /// "March", "März"; "Monday", "lunes"; "March 4", "4 de marzo".
    struct CalendarNames {
        /// Month names, January first.
        let months: [String]
        /// Weekday names, Sunday first as Vega-Lite counts them.
        let weekdays: [String]
        private let dayOfMonth: String

        /// The names of `locale`'s language pack (English for a language without one).
        init(locale: String?) {
            let pack = LanguageChoice(locale: locale ?? "en").language.pack
            months = pack.list("dates.months")
            let mondayFirst = pack.list("dates.weekdays")
            weekdays = Array(mondayFirst.suffix(1) + mondayFirst.dropLast())
            dayOfMonth = pack.text("dates.day") ?? "{month} {day}"
        }

        /// A day of a month without its year: "March 4", "4 de marzo".
        func day(_ day: Int, of month: Int) -> String {
            dayOfMonth.replacingOccurrences(of: "{month}", with: months[month - 1])
                .replacingOccurrences(of: "{day}", with: String(day))
        }
    }

    /// A date (seconds) under a time unit: a date cut to its unit, or a category for a unit
    /// that isolates a part ("March", "Q2", "Monday").
    func apply(_ unit: String, to seconds: Double) -> DataValue {
        let days = Int((seconds / 86_400).rounded(.down))
        let (year, month, day) = ISODate.civil(fromDaysSince1970: days)
        let dayStart = Double(days) * 86_400
        func date(_ y: Int, _ m: Int, _ d: Int) -> DataValue {
            .number(Double(ISODate.daysSince1970(year: y, month: m, day: d)) * 86_400)
        }
        switch unit {
        case "year": return date(year, 1, 1)
        case "yearquarter": return date(year, (month - 1) / 3 * 3 + 1, 1)
        case "yearmonth": return date(year, month, 1)
        case "yearmonthdate": return date(year, month, day)
        case "yearmonthdatehours": return .number(dayStart + ((seconds - dayStart) / 3600).rounded(.down) * 3600)
        case "quarter": return .category("Q\((month - 1) / 3 + 1)")
        case "month": return .category(names.months[month - 1])
        case "monthdate": return .category(names.day(day, of: month))
        case "date": return .category(String(day))
        case "day": return .category(names.weekdays[((days % 7) + 11) % 7])
        default: return .category(String(Int((seconds - dayStart) / 3600)))
        }
    }

    /// The order of categories a time unit makes, when it makes them.
    func unitOrder(_ unit: String) -> [String]? {
        switch unit {
        case "quarter": ["Q1", "Q2", "Q3", "Q4"]
        case "month": names.months
        case "day": names.weekdays
        case "date": (1...31).map(String.init)
        case "hours": (0...23).map(String.init)
        default: nil
        }
    }

    /// The dimension value of a row, with its bin's interval; nil for a row without one.
    private func dimensionValue(_ row: Row, step: Double?, start: Double) -> (DataValue, ClosedRange<Double>?)? {
        guard let dimension, let field = dimension.field else { return (.category(""), nil) }
        let value = row[field] ?? .null
        if let step {
            guard let number = value.number, number.isFinite else { return nil }
            let low = start + ((number - start) / step).rounded(.down) * step
            return (.number(low), low...(low + step))
        }
        // A time unit reads the field as dates, whatever its type.
        switch dimension.timeUnit != nil ? .temporal : dimension.resolvedType {
        case .quantitative:
            return value.number.flatMap { $0.isFinite ? (.number($0), nil) : nil }
        case .temporal:
            guard let seconds = Self.number(value, type: .temporal) else { return nil }
            return (dimension.timeUnit.map { apply($0, to: seconds) } ?? .number(seconds), nil)
        case .nominal, .ordinal:
            switch value {
            case .null: return nil
            case .string(let text): return (.category(TextField.cleaned(text)), nil)
            case .number(let number): return (.category(PlainNumber.text(number)), nil)
            case .bool(let flag): return (.category(flag ? "true" : "false"), nil)
            }
        }
    }

    func make() throws(ChartReadError) -> Made {
        // Bins: a nice step over the field's extent.
        var step: Double?
        var binStart = 0.0
        if let bin = dimension?.bin, let field = dimension?.field {
            let values = rows.compactMap { $0[field]?.number }.filter(\.isFinite)
            if let low = values.min(), let high = values.max() {
                let chosen = bin.step ?? Self.binStep(low...high, maxBins: bin.maxBins)
                step = chosen
                binStart = (low / chosen).rounded(.down) * chosen
            }
        }
        let isAggregated = measure.aggregate != nil
        let isBox = view.mark == .boxplot
        // Groups in order of appearance: series, then dimension values within each.
        var seriesOrder: [String] = []
        var groups: [String: (keys: [DataValue], cells: [DataValue: Cell])] = [:]
        for row in rows {
            guard let (key, interval) = dimensionValue(row, step: step, start: binStart) else { continue }
            let name = seriesName(row)
            guard let name else { continue }
            let value = measure.field.flatMap { Self.number(row[$0] ?? .null, type: .quantitative) }
            if measure.aggregate != .count, value == nil, isAggregated || isBox { continue }
            if groups[name] == nil {
                seriesOrder.append(name)
                groups[name] = ([], [:])
            }
            let cellKey = isAggregated || isBox ? key : .category("\(groups[name]?.keys.count ?? 0)")
            if groups[name]?.cells[cellKey] == nil {
                groups[name]?.keys.append(cellKey)
                groups[name]?.cells[cellKey] = Cell(x: key, interval: interval)
            }
            groups[name]?.cells[cellKey]?.values.append(value)
            groups[name]?.cells[cellKey]?.rows += 1
            if let measure2, let field = measure2.field {
                groups[name]?.cells[cellKey]?.second = Self.number(row[field] ?? .null, type: .quantitative)
            }
            if let dimension2, let field = dimension2.field {
                let end = Self.number(
                    row[field] ?? .null, type: dimension2.type ?? dimension?.resolvedType ?? .quantitative)
                if case .number(let start) = key, let end {
                    groups[name]?.cells[cellKey]?.interval = start...max(start, end)
                }
            }
        }
        // Series of a time unit's periods go in the calendar's order (January first, Monday first).
        if let unit = seriesChannel?.timeUnit, let order = unitOrder(unit) {
            seriesOrder.sort { (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count) }
        }
        if let step, measure.aggregate == .count || measure.aggregate == .sum,
            let last = groups.values.flatMap({ $0.keys.compactMap(\.number) }).max()
        {
            // Every bin from the first to the last is drawn, an empty one as 0, as Vega-Lite's axis shows it: a
            // histogram's gap is a bin that counts none, not a bin left out.
            let bins = Int(((last - binStart) / step).rounded()) + 1
            for name in seriesOrder where bins <= ChartLimits.pointsPerSeries {
                for bin in 0..<bins {
                    let low = binStart + Double(bin) * step
                    guard groups[name]?.cells[.number(low)] == nil else { continue }
                    groups[name]?.keys.append(.number(low))
                    groups[name]?.cells[.number(low)] = Cell(x: .number(low), interval: low...(low + step))
                }
            }
        }
        if measure.aggregate == .count || measure.aggregate == .sum, seriesOrder.count > 1 {
            // A series with no rows at an x another series has counts (or adds up to) 0 there, as the stack shows it:
            // snow on no day from May to November is 0 each month, not a gap from April to December.
            var everyKey: [DataValue] = []
            var templates: [DataValue: Cell] = [:]
            for name in seriesOrder {
                for key in groups[name]?.keys ?? [] where templates[key] == nil {
                    everyKey.append(key)
                    templates[key] = groups[name]?.cells[key].map { Cell(x: $0.x, interval: $0.interval) }
                }
            }
            for name in seriesOrder {
                guard var group = groups[name], group.keys.count < everyKey.count else { continue }
                for key in everyKey where group.cells[key] == nil {
                    group.keys.append(key)
                    group.cells[key] = templates[key]
                }
                groups[name] = group
            }
        }
        let xType: Axis.ValueType
        if let dimension {
            let isolates = dimension.timeUnit.flatMap(unitOrder) != nil
            switch dimension.timeUnit != nil ? .temporal : dimension.resolvedType {
            case .quantitative: xType = .numeric
            case .temporal: xType = isolates ? .categorical : .date
            case .nominal, .ordinal: xType = .categorical
            }
        } else {
            xType = .categorical
        }
        var allSeries: [Series] = []
        var totals: [DataValue: Double] = [:]
        for name in seriesOrder {
            guard let group = groups[name] else { continue }
            var points: [DataPoint] = []
            for key in group.keys {
                guard let cell = group.cells[key] else { continue }
                var point: DataPoint
                let numbers = cell.values.compactMap { $0 }
                if isBox {
                    guard let box = BoxSummary(summarizing: numbers, whiskerReach: view.boxExtent),
                        case .category(let name) = cell.x
                    else {
                        continue
                    }
                    point = DataPoint(category: name, box: box)
                } else {
                    let y =
                        measure.aggregate.map { Self.aggregate($0, numbers, count: cell.rows) }
                        ?? cell.values.first ?? nil
                    switch cell.x {
                    case .number(let x): point = DataPoint(x: x, y: y)
                    case .category(let name): point = DataPoint(category: name, y: y)
                    }
                    if let interval = cell.interval {
                        // An interval's point stands at its middle, as chart files place it.
                        point = DataPoint(xStart: interval.lowerBound, xEnd: interval.upperBound, y: y)
                    }
                    if let second = cell.second, let y {
                        point.low = min(y, second)
                        point.high = max(y, second)
                    }
                    totals[cell.x, default: 0] += y ?? 0
                }
                points.append(point)
            }
            // Points go in the order they are drawn along x: lines and areas, and one point a
            // place (an aggregate or a bin), by x; categories below, in the axis's order.
            if xType != .categorical, [.line, .area].contains(view.mark) || isAggregated || step != nil {
                points.sort { ($0.x.number ?? 0) < ($1.x.number ?? 0) }
            }
            allSeries.append(Series(name: name, points: points))
        }
        var xAxis = Axis(type: xType, title: dimension?.defaultTitle(labels) ?? "")
        var yAxis = Axis(type: .numeric, title: measure.defaultTitle(labels))
        // What each value is of its rows, whatever the author titled the axis ("Precipitation" over monthly means).
        yAxis.aggregate = measure.aggregate.map(\.axisAggregate)
        if let dimension {
            try applyScale(dimension, to: &xAxis)
            if xType == .categorical {
                xAxis.categories = try categoryOrder(dimension, series: allSeries, totals: totals)
                xAxis.isOrdered = dimension.resolvedType == .ordinal || dimension.timeUnit != nil ? true : nil
                let place = Dictionary(
                    (xAxis.categories ?? []).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
                for index in allSeries.indices {
                    allSeries[index].points = allSeries[index].points.enumerated().sorted {
                        (place[$0.element.x.category ?? ""] ?? .max, $0.offset)
                            < (place[$1.element.x.category ?? ""] ?? .max, $1.offset)
                    }.map(\.element)
                }
            }
        }
        try applyScale(measure, to: &yAxis)
        if [.mean, .average, .median].contains(measure.aggregate) {
            // A mean is spoken with one digit more than the values it is of, as a person
            // reports it, not with every digit the division gives;
            // At most four significant digits of the largest, so that data written with many
            // decimals (or a float's noise) gives "48.11", not "48.108332".
            let inputs = groups.values.flatMap { $0.cells.values.flatMap(\.values) }
            let largest = allSeries.flatMap { $0.y.compactMap { $0.map(abs) } }.max() ?? 0
            let significant = largest > 0 ? max(0, 3 - Int(Foundation.log10(largest).rounded(.down))) : 1
            yAxis.format.fractionDigits = min(PlainNumber.decimals(in: inputs) + 1, max(1, significant))
        }
        // The author's number format says what the values are (percent, dollars), read after the digits chosen above.
        if let format = measure.format.flatMap(D3NumberFormat.init) { yAxis.format = format.applied(to: yAxis.format) }
        if xType == .numeric, let format = dimension?.format.flatMap(D3NumberFormat.init) {
            xAxis.format = format.applied(to: xAxis.format)
        }
        // A title that writes its unit ("Rain (mm)", "Price ($)", "Share (%)", "Sales (millions)") is read as a CSV
        // header's is, and the series named after it take its name. Under a percent sign or a scale word the values
        // are the amounts they stand for (`Made.amounts`), unless the author's format says what they are.
        var amounts: HeaderUnit?
        if let unit = HeaderUnit(yAxis.title) {
            let title = yAxis.title
            var values: [Double?] = []
            let authored = measure.format.flatMap(D3NumberFormat.init).map { _ in yAxis.format }
            // The figures under a percent sign or a scale word stand for other amounts whatever format shows them
            // ("Jobs (thousands)" with ",.0f"), unless the format is percent itself (".1%": fractions already).
            let isConverted = !unit.keepsValues && authored?.style != .percent
            let (format, measured) = unit.applied(to: &values, format: isConverted ? nil : authored, labels: labels)
            yAxis.title = unit.name
            yAxis.format = format ?? yAxis.format
            yAxis.unit = measured
            if isConverted { amounts = unit }
            for index in allSeries.indices where allSeries[index].name == title { allSeries[index].name = unit.name }
        }
        // Bars of a binned field that count its rows or sum a value over them are a histogram (its bins' totals),
        // never bars of intervals told by their lengths.
        let isHistogram =
            step != nil && (measure.aggregate == .count || measure.aggregate == .sum) && view.mark == .bar
        return Made(series: allSeries, xAxis: xAxis, yAxis: yAxis, isHistogram: isHistogram, amounts: amounts)
    }

    /// One group's rows.
    private struct Cell {
        var x: DataValue
        var interval: ClosedRange<Double>?
        var values: [Double?] = []
        var rows = 0
        var second: Double?
    }

    /// The series a row belongs to: its series field's value, or the measure's title.
    private func seriesName(_ row: Row) -> String? {
        guard let seriesChannel, let field = seriesChannel.field else { return measure.seriesTitle(labels) }
        // A time unit makes the series of its periods: `month(date)` a series a month ("January").
        if let unit = seriesChannel.timeUnit {
            guard let seconds = Self.number(row[field] ?? .null, type: .temporal) else { return nil }
            switch apply(unit, to: seconds) {
            case .category(let name): return name
            case .number(let start):
                let year = ISODate.civil(fromDaysSince1970: Int((start / 86_400).rounded(.down))).year
                return unit == "year" ? String(year) : ISODate.text(fromSeconds: start)
            }
        }
        switch row[field] ?? .null {
        case .null: return nil
        case .string(let text): return TextField.cleaned(text)
        case .number(let number):
            if seriesChannel.resolvedType == .temporal, let seconds = Self.number(.number(number), type: .temporal) {
                return ISODate.text(fromSeconds: seconds)
            }
            return PlainNumber.text(number)
        case .bool(let flag): return flag ? "true" : "false"
        }
    }

    /// A channel's scale (log, domain) and title on its axis.
    private func applyScale(_ channel: Channel, to axis: inout Axis) throws(ChartReadError) {
        if channel.isLog {
            guard axis.type == .numeric else { throw channel.path.key("scale").error("a log scale needs numbers") }
            axis.scale = .log10
        }
        guard let domain = channel.domain else { return }
        if axis.type == .categorical {
            axis.categories = domain.map { value in
                if case .string(let text) = value { return TextField.cleaned(text) }
                return value.datum.number.map(PlainNumber.text) ?? ""
            }
            return
        }
        let type: VegaLiteView.FieldType = axis.type == .date ? .temporal : .quantitative
        guard domain.count == 2, let low = Self.number(domain[0].datum, type: type),
            let high = Self.number(domain[1].datum, type: type), low <= high
        else { throw channel.path.key("scale").key("domain").error("expected two values, low then high") }
        axis.range = low...high
    }

    /// The categories in the order `sort` asks: ascending by default (Vega-Lite's), descending,
    /// as listed, by the values (`"y"`, `"-y"`, `"x"`, `"-x"`, or a field and op), or as they
    /// come (`null`).
    private func categoryOrder(_ channel: Channel, series: [Series], totals: [DataValue: Double]) throws(ChartReadError)
        -> [String]
    {
        var appearance: [String] = []
        var seen = Set<String>()
        for item in series {
            for point in item.points {
                if case .category(let name) = point.x, seen.insert(name).inserted { appearance.append(name) }
            }
        }
        if let unit = channel.timeUnit, let order = unitOrder(unit) { return order.filter(seen.contains) }
        if let domain = channel.domain { return domain.compactMap { if case .string(let s) = $0 { s } else { nil } } }
        let byValue = { (descending: Bool) in
            appearance.sorted { a, b in
                let (x, y) = (totals[.category(a)] ?? 0, totals[.category(b)] ?? 0)
                return descending ? x > y : x < y
            }
        }
        let ascending = {
            appearance.sorted { a, b in
                if let x = Double(a), let y = Double(b) { return x < y }
                return a < b
            }
        }
        switch channel.sort {
        case nil, .string("ascending")?: return ascending()
        case .string("descending")?: return ascending().reversed()
        case .null?: return appearance
        case .string(let by)? where ["x", "y", "-x", "-y", "theta", "-theta", "color", "-color"].contains(by):
            return byValue(by.hasPrefix("-"))
        case .object(let object)?:
            if case .string(let field)? = object["field"], field != measure.field {
                throw channel.path.key("sort").key("field").error(
                    "sorting by '\(field.quotable)' is not read; sort by the value channel's field")
            }
            return byValue(object["order"] == .string("descending"))
        case let other?:
            if let list = other.arrayElements {
                let listed = list.compactMap { if case .string(let s) = $0 { s } else { nil } }
                return listed.filter(seen.contains) + appearance.filter { !listed.contains($0) }
            }
            throw channel.path.key("sort").error("\(other.quoted) is a sort AudioGraph does not read")
        }
    }
}

extension Double {
    /// The power of ten at or below the value's magnitude.
    fileprivate var log10Floor: Double { (Foundation.log10(self)).rounded(.down) }
}

private func pow10(_ exponent: Double) -> Double { Foundation.pow(10, exponent) }
