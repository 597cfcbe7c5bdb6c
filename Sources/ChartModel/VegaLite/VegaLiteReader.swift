import Foundation

/// Vega-Lite v5 specs read as charts: what Altair, notebooks and publishing tools write.
///
/// A single view or a layer of views, with inline `data.values` or a local `data.url`; the
/// marks, channels, stacks, aggregates, time units, bins, sorts and scales of `VegaLiteView`;
/// `title`, and `description` as the summary. Anything else is refused with its JSON path.
enum VegaLiteReader {
    /// Whether `bytes` are a Vega-Lite spec: a JSON object whose `$schema` names vega-lite.
    static func isVegaLite(_ bytes: some Collection<UInt8>) -> Bool {
        // The schema is near the start of every spec Vega-Lite's tools write.
        let start = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return start.contains("\"$schema\"") && start.contains("vega-lite")
    }

    /// The top-level keys that change only how a chart looks, or its interaction.
    static let visualKeys: Set<String> = [
        "$schema", "width", "height", "config", "background", "padding", "autosize", "view", "name", "usermeta",
        "params", "selection", "projection",
    ]

    /// The chart a spec holds; `folder` is where a relative `data.url` is found, and `locale`'s
    /// language names the months and weekdays that time units make, and
    /// the channels without a title.
    ///
    /// - Throws: `ChartReadError` with the JSON path of what is not read.
    static func reading(_ bytes: [UInt8], folder: String?, locale: String?) throws(ChartReadError) -> ChartReading {
        try reading(document: try JSONParser.parse(bytes), folder: folder, locale: locale)
    }

    /// What a JSON document that is no chart file is: a Vega-Lite spec, or a Vega spec.
    enum SpecShape: Equatable {
        /// A Vega-Lite spec: its `$schema` names Vega-Lite, or it has a `mark` and an `encoding`, a `layer`, or a
        /// composition (`facet`, `repeat`, `concat`) and no `$schema`.
        case vegaLite
        /// A Vega spec: its `$schema` names Vega, or it has Vega's `marks`, `signals` or `scales` arrays.
        case vega
    }

    /// The keys of a Vega-Lite view composed of others, which make a spec without a `mark` one.
    static let compositionKeys = ["layer", "facet", "repeat", "concat", "hconcat", "vconcat", "spec"]

    /// The kind of spec `document` is, or nil for one that is neither (a chart file).
    static func shape(of document: JSONValue) -> SpecShape? {
        guard case .object(let top) = document, top["series"] == nil, top["xAxis"] == nil else { return nil }
        if case .string(let schema)? = top["$schema"] {
            if schema.contains("vega-lite") { return .vegaLite }
            if schema.contains("/vega/") { return .vega }
        }
        if top["mark"] != nil, top["encoding"] != nil || top["data"] != nil { return .vegaLite }
        if compositionKeys.contains(where: { top[$0] != nil }) { return .vegaLite }
        if ["marks", "signals", "scales", "axes"].contains(where: { top[$0]?.arrayElements != nil }) { return .vega }
        return nil
    }

    /// The chart a spec's parsed `document` holds, as `reading(_:folder:locale:)` reads it.
    ///
    /// - Throws: `ChartReadError` with the JSON path of what is not read; at `$schema` (or the top) for a Vega spec.
    static func reading(document: JSONValue, folder: String?, locale: String?) throws(ChartReadError) -> ChartReading {
        let root = JSONPath.root
        guard case .object(let spec) = document else {
            throw root.error("expected a Vega-Lite spec (an object)")
        }
        if shape(of: document) == .vega {
            let schema: String? = if case .string(let text)? = spec["$schema"] { text } else { nil }
            let what =
                schema.map { "'\($0.quotable)' is Vega's schema, not Vega-Lite's" }
                ?? "'marks', 'signals' or 'scales' make this a Vega spec, not a Vega-Lite one"
            throw (schema != nil ? root.key("$schema") : root).error(
                "\(what); AudioGraph reads Vega-Lite specs, not Vega's: give it the Vega-Lite spec the chart was made from"
            )
        }
        if case .string(let schema)? = spec["$schema"], let version = schema.range(of: "vega-lite/v"),
            let major = schema[version.upperBound...].first, !"456".contains(major)
        {
            throw root.key("$schema").error("'\(schema.quotable)': AudioGraph reads Vega-Lite v4 to v6 specs")
        }
        var datasets: [String: JSONValue] = [:]
        if let given = spec["datasets"] {
            guard case .object(let sets) = given else { throw root.key("datasets").error("expected an object") }
            for (name, values) in zip(sets.keys, sets.values) { datasets[name] = values }
        }
        for key in spec.keys where !visualKeys.contains(key) {
            guard ["data", "datasets", "mark", "encoding", "layer", "transform", "title", "description"].contains(key)
            else {
                throw root.key(key).error(
                    "'\(key.quotable)' is a construct AudioGraph does not read (facets, repeats and concatenations are not); it reads single views and layers"
                )
            }
        }
        var views: [VegaLiteView] = []
        var parentChannels: [String: VegaLiteView.Channel] = [:]
        if let encoding = spec["encoding"], spec["layer"] != nil {
            guard case .object(let members) = encoding else { throw root.key("encoding").error("expected an object") }
            for (name, value) in zip(members.keys, members.values) where !VegaLiteView.visualChannels.contains(name) {
                parentChannels[name] = try VegaLiteView.channel(value, at: root.key("encoding").key(name))
            }
        }
        var notes: [ChartReadNote] = []
        if case .array(let layers)? = spec["layer"] {
            // Labels drawn over another layer's marks (Altair's `mark_text`) add no data; text alone is refused.
            let drawsData = layers.contains { layer in
                if case .object(let view) = layer { VegaLiteView.markName(of: view) != "text" } else { true }
            }
            for (index, layer) in layers.enumerated() {
                let path = root.key("layer").index(index)
                guard case .object(let object) = layer else { throw path.error("expected a view") }
                if object["layer"] != nil { throw path.key("layer").error("nested layers are not read") }
                if VegaLiteView.markName(of: object) == "text", drawsData {
                    notes.append(.textLayer(path: path.description))
                    continue
                }
                views.append(try VegaLiteView(object, at: path, inherited: parentChannels))
            }
        } else if spec["layer"] != nil {
            throw root.key("layer").error("expected an array of views")
        } else {
            views.append(try VegaLiteView(spec, at: root, inherited: [:]))
        }
        guard !views.isEmpty else { throw root.key("layer").error("holds no view") }
        var topTransforms: [(JSONValue, JSONPath)] = []
        if let transforms = spec["transform"], spec["layer"] != nil {
            guard let list = transforms.arrayElements else { throw root.key("transform").error("expected an array") }
            topTransforms = list.enumerated().map { ($1, root.key("transform").index($0)) }
        }
        var builder = VegaLiteChartBuilder(locale: locale)
        for view in views {
            guard let data = view.data ?? spec["data"] else { throw view.dataPath.error("expected data") }
            let rows = try VegaLiteRows.transformed(
                try VegaLiteRows.rows(
                    data, at: view.data != nil ? view.dataPath : root.key("data"), folder: folder, datasets: datasets),
                topTransforms + view.transforms)
            try builder.add(view, rows: rows)
        }
        var chart = try builder.chart()
        switch spec["title"] {
        case .string(let title)?: chart.title = TextField.cleaned(title)
        case .object(let title)?:
            if case .string(let text)? = title["text"] {
                chart.title = TextField.cleaned(text)
            } else if let lines = title["text"]?.arrayElements {
                chart.title = TextField.cleaned(
                    lines.compactMap { if case .string(let s) = $0 { s } else { nil } }.joined(separator: " "))
            }
        default: break
        }
        if case .string(let description)? = spec["description"] { chart.summary = TextField.cleaned(description) }
        if let excess = ChartLimits.excess(of: chart, place: { _ in .whole }) { throw excess }
        return ChartReading(chart: chart, notes: notes + builder.notes)
    }
}
