/// Writes a `Chart` as a chart document, in the key order of `chart-json.md`, leaving out
/// what equals its default so that files stay small and readable.
struct ChartEncoder {
    func encode(_ chart: Chart) -> JSONValue {
        var top = JSONObject()
        top["format"] = .string(ChartDecoder.formatIdentifier)
        top["title"] = chart.title.map(JSONValue.string)
        top["summary"] = chart.summary.map(JSONValue.string)
        top["kind"] = chart.kind.map { .string($0.rawValue) }
        if chart.contentDirection != .leftToRight { top["contentDirection"] = .string(chart.contentDirection.rawValue) }
        if chart.locale != Chart.defaultLocale { top["locale"] = .string(chart.locale) }
        top["xAxis"] = axis(chart.xAxis)
        top["yAxis"] = chart.yAxis.map(axis)
        if !chart.additionalAxes.isEmpty { top["additionalAxes"] = .array(chart.additionalAxes.map(axis)) }
        if !chart.references.isEmpty {
            top["references"] = .array(chart.references.map { reference($0, xAxis: chart.xAxis) })
        }
        top["stacking"] = chart.stacking.map { .string($0.rawValue) }
        top["seriesTitle"] = chart.seriesTitle.map(JSONValue.string)
        if let frame = chart.contentFrame {
            top["contentFrame"] = .array([frame.x, frame.y, frame.width, frame.height].map(JSONValue.number))
        }
        top["series"] = .array(chart.series.map { series($0, xAxis: chart.xAxis) })
        return .object(top)
    }

    private func axis(_ axis: Axis) -> JSONValue {
        var object = JSONObject()
        if axis.type != .numeric { object["type"] = .string(axis.type.rawValue) }
        object["title"] = .string(axis.title)
        if axis.scale != .linear { object["scale"] = .string(axis.scale.rawValue) }
        if let range = axis.range {
            object["range"] = .array([value(range.lowerBound, on: axis), value(range.upperBound, on: axis)])
        }
        if !axis.gridlines.isEmpty { object["gridlines"] = .array(axis.gridlines.map { value($0, on: axis) }) }
        if let categories = axis.categories { object["categories"] = .array(categories.map(JSONValue.string)) }
        object["unit"] = axis.unit.map(JSONValue.string)
        object["unitSingular"] = axis.unitSingular.map(JSONValue.string)
        object["aggregation"] = axis.aggregation.map { .string($0.rawValue) }
        object["aggregate"] = axis.aggregate.map { .string($0.rawValue) }
        object["ordered"] = axis.isOrdered.map(JSONValue.bool)
        if axis.format != ValueFormat() { object["format"] = format(axis.format) }
        if !axis.valueDescriptions.isEmpty {
            object["valueDescriptions"] = .array(
                axis.valueDescriptions.sorted { $0.key < $1.key }.map {
                    .array([value($0.key, on: axis), .string($0.value)])
                })
        }
        if axis.describesPointsOnly { object["valueDescriptionsSpeak"] = .string("points") }
        return .object(object)
    }

    private func format(_ format: ValueFormat) -> JSONValue {
        var object = JSONObject()
        if format.style != .number { object["style"] = .string(format.style.rawValue) }
        object["currency"] = format.currencyCode.map(JSONValue.string)
        object["fractionDigits"] = format.fractionDigits.map { .number(Double($0)) }
        if format.isCompact { object["compact"] = .bool(true) }
        if format.dateStyle != .auto { object["date"] = .string(format.dateStyle.rawValue) }
        return .object(object)
    }

    /// A value on `axis`: an ISO 8601 string on date axes, a number elsewhere.
    private func value(_ number: Double, on axis: Axis) -> JSONValue {
        axis.type == .date ? .string(ISODate.text(fromSeconds: number)) : .number(number)
    }

    private func series(_ series: Series, xAxis: Axis) -> JSONValue {
        var object = JSONObject()
        object["name"] = .string(series.name)
        object["continuous"] = series.isContinuous.map(JSONValue.bool)
        object["mark"] = series.mark.map { .string($0.rawValue) }
        object["derivedFrom"] = series.derivedFrom.map(JSONValue.string)
        object["derivation"] = series.derivation.map(JSONValue.string)
        object["counted"] = series.counted.map { counted in
            var summary = JSONObject()
            summary["count"] = .number(Double(counted.count))
            summary["min"] = .number(counted.minimum)
            summary["max"] = .number(counted.maximum)
            summary["mean"] = .number(counted.mean)
            summary["median"] = .number(counted.median)
            summary["standardDeviation"] = .number(counted.standardDeviation)
            return .object(summary)
        }
        // A date-time as the file wrote it when it says more than its seconds (a zone, more digits).
        func x(at index: Int) -> JSONValue {
            series.xSpellings?[index].map(JSONValue.string) ?? self.x(series.x[index], on: xAxis)
        }
        if series.prefersColumnForm, !series.hasRowOnlyFields {
            object["x"] = .array(series.indices.map(x(at:)))
            object["y"] = .array(series.y.map { $0.map(JSONValue.number) ?? .null })
        } else {
            object["points"] = .array(
                series.indices.map { index in
                    var written = point(series[index], xAxis: xAxis)
                    if series.xSpellings?[index] != nil, case .object(var fields) = written {
                        fields["x"] = x(at: index)
                        written = .object(fields)
                    }
                    return written
                })
        }
        return .object(object)
    }

    private func point(_ point: DataPoint, xAxis: Axis) -> JSONValue {
        var object = JSONObject()
        object["x"] = x(point.x, on: xAxis)
        if let box = point.box {
            var parts = JSONObject()
            for (key, number) in zip(["min", "q1", "median", "q3", "max"], box.fiveNumbers) {
                parts[key] = .number(number)
            }
            if !box.outliers.isEmpty { parts["outliers"] = .array(box.outliers.map(JSONValue.number)) }
            object["box"] = .object(parts)
        }
        // A box's y is its median unless it says otherwise.
        let isMedian = point.box.map { point.y == $0.median } ?? false
        if !isMedian, point.y != nil || (point.low == nil && point.high == nil) {
            object["y"] = point.y.map(JSONValue.number) ?? .null
        }
        object["low"] = point.low.map(JSONValue.number)
        object["high"] = point.high.map(JSONValue.number)
        object["xStart"] = point.xStart.map { value($0, on: xAxis) }
        object["xEnd"] = point.xEnd.map { value($0, on: xAxis) }
        object["label"] = point.label.map(JSONValue.string)
        if !point.additional.isEmpty {
            object["additional"] = .array(
                point.additional.map {
                    switch $0 {
                    case .number(let number): .number(number)
                    case .category(let name): .string(name)
                    }
                })
        }
        return .object(object)
    }

    private func x(_ value: DataValue, on axis: Axis) -> JSONValue {
        switch value {
        case .number(let number): self.value(number, on: axis)
        case .category(let name): .string(name)
        }
    }

    private func reference(_ reference: Reference, xAxis: Axis) -> JSONValue {
        var object = JSONObject()
        if reference.axis != .y { object["axis"] = .string(reference.axis.rawValue) }
        object["value"] = reference.axis == .x ? value(reference.value, on: xAxis) : .number(reference.value)
        object["label"] = reference.label.map(JSONValue.string)
        return .object(object)
    }
}
