/// A Vega-Lite view as AudioGraph reads it: its mark, its encoding channels, its data and
/// transforms, each checked where it is written and refused, with its JSON path, when it is a
/// construct AudioGraph does not read (rather than guessed at).
struct VegaLiteView {
    /// The marks read.
    enum Mark: String {
        case line, bar, area, point, circle, square, tick, rect, arc, rule, boxplot
    }

    /// The name of a view's mark, whether written as a name or as an object's `type`; `nil` when it is neither.
    static func markName(of view: JSONObject) -> String? {
        switch view["mark"] {
        case .string(let name)?: name
        case .object(let mark)?: if case .string(let name)? = mark["type"] { name } else { nil }
        default: nil
        }
    }

    /// A field's type.
    enum FieldType: String {
        case quantitative, temporal, ordinal, nominal
    }

    /// An aggregate operation.
    enum Aggregate: String {
        case sum, mean, average, median, count, min, max

        /// Its key among the language packs' `labels` (an average is a mean).
        var labelKey: String { self == .average ? "mean" : rawValue }

        /// The chart model's name for it (an average is a mean).
        var axisAggregate: Axis.Aggregate {
            switch self {
            case .sum: .sum
            case .mean, .average: .mean
            case .median: .median
            case .count: .count
            case .min: .min
            case .max: .max
            }
        }
    }

    /// A channel's definition: a field and how it is read, or a constant datum.
    struct Channel {
        var path: JSONPath
        var field: String?
        var type: FieldType?
        var aggregate: Aggregate?
        var timeUnit: String?
        var bin: (maxBins: Int, step: Double?)?
        var sort: JSONValue?
        var isLog = false
        var domain: [JSONValue]?
        var title: String?
        var stack: JSONValue?
        var datum: JSONValue?
        /// The d3 number format of the channel's axis (`axis.format`, else the field's `format`).
        var format: String?

        /// The type, as Vega-Lite defaults it: quantitative for an aggregate or a bin, temporal
        /// with a time unit, else nominal.
        var resolvedType: FieldType {
            if let type { return type }
            if aggregate != nil || bin != nil { return .quantitative }
            if timeUnit != nil { return .temporal }
            return .nominal
        }

        /// A series' name for the channel's values: the author's title, else "Sum of sales" (in
        /// `labels`' language), or the field.
        func seriesTitle(_ labels: MadeUpLabels) -> String {
            if let title { return title }
            guard let aggregate else { return field ?? defaultTitle(labels) }
            return field.map { labels.aggregate(aggregate.labelKey, of: $0) } ?? labels.countOfRecords
        }

        /// A time unit's parts as Vega-Lite's titles name them: year and month of "yearmonth";
        /// the unit itself when it is not made of them.
        static func timeUnitParts(_ unit: String) -> [String] {
            var rest = Substring(unit)
            var parts: [String] = []
            for part in ["year", "quarter", "month", "date", "day", "hours", "minutes", "seconds"]
            where rest.hasPrefix(part) {
                parts.append(part)
                rest = rest.dropFirst(part.count)
            }
            return rest.isEmpty ? parts : [unit]
        }

        /// The title the axis takes: the author's, else Vega-Lite's in `labels`' language: "Sum
        /// of sales", "Count of Records", "sales (binned)", "date (year-month)".
        func defaultTitle(_ labels: MadeUpLabels) -> String { title ?? fieldTitle(labels) }

        /// The title Vega-Lite makes of the field and what is done to it ("Min of temp_min"), whatever `title` says.
        func fieldTitle(_ labels: MadeUpLabels) -> String {
            guard let field else { return aggregate == .count ? labels.countOfRecords : "" }
            if let aggregate { return labels.aggregate(aggregate.labelKey, of: field) }
            if bin != nil { return labels.binned(field) }
            if let timeUnit { return labels.timeUnit(Self.timeUnitParts(timeUnit), of: field) }
            return field
        }
    }

    var path: JSONPath
    var mark: Mark
    var markPath: JSONPath
    /// The whiskers of a box plot: 1.5 interquartile ranges, another multiple, or nil for the
    /// extremes (`"min-max"`).
    var boxExtent: Double? = 1.5
    var channels: [String: Channel] = [:]
    var data: JSONValue?
    var dataPath: JSONPath
    var transforms: [(JSONValue, JSONPath)] = []

    /// The channels read as a chart's dimensions and values.
    static let positional: Set<String> = ["x", "y", "x2", "y2", "theta", "xOffset", "yOffset"]
    /// The channels that split rows into series.
    static let seriesChannels = ["color", "detail", "shape", "strokeDash", "fill", "stroke"]
    /// Channels that only change how marks look, which a description does without.
    static let visualChannels: Set<String> = [
        "tooltip", "opacity", "fillOpacity", "strokeOpacity", "size", "strokeWidth", "href", "url", "key",
        "description", "order", "angle", "cursor",
    ]
    /// A field definition's keys that only change how it looks.
    static let visualFieldKeys: Set<String> = [
        "legend", "formatType", "band", "bandPosition", "header",
    ]

    /// Reads a view (a single view or one layer) from `object` at `path`, its encoding laid
    /// over `inherited` (a layer's parent's).
    init(_ object: JSONObject, at path: JSONPath, inherited: [String: Channel]) throws(ChartReadError) {
        self.path = path
        markPath = path.key("mark")
        dataPath = path.key("data")
        var markObject = JSONObject()
        switch object["mark"] {
        case .string(let name)?:
            markObject["type"] = .string(name)
        case .object(let value)?:
            markObject = value
        case let other?:
            throw markPath.error("expected a mark name or an object, found \(other.quoted)")
        case nil:
            throw path.error("has no mark; expected one of \(Self.markNames)")
        }
        guard case .string(let typeName)? = markObject["type"] else {
            throw markPath.key("type").error("expected a mark name such as \"bar\"")
        }
        guard let mark = Mark(rawValue: typeName) else {
            throw markPath.key("type").error(
                "'\(typeName.quotable)' is a mark AudioGraph does not read; it reads \(Self.markNames)")
        }
        self.mark = mark
        if case .object(let mark) = object["mark"] {
            if let extent = mark["extent"] {
                switch extent {
                case .number(let value): boxExtent = value
                case .string("min-max"): boxExtent = nil
                default: throw markPath.key("extent").error("expected a number or \"min-max\"")
                }
            }
        }
        channels = inherited
        if let encoding = object["encoding"] {
            let encodingPath = path.key("encoding")
            guard case .object(let members) = encoding else { throw encodingPath.error("expected an object") }
            for (name, value) in zip(members.keys, members.values) {
                let channelPath = encodingPath.key(name)
                if Self.visualChannels.contains(name) { continue }
                guard Self.positional.contains(name) || Self.seriesChannels.contains(name) else {
                    throw channelPath.error(
                        "the channel '\(name.quotable)' is one AudioGraph does not read (facets, text and maps are not)"
                    )
                }
                channels[name] = try Self.channel(value, at: channelPath)
            }
        }
        data = object["data"]
        if case .array(let list)? = object["transform"] {
            for (index, transform) in list.enumerated() {
                transforms.append((transform, path.key("transform").index(index)))
            }
        } else if let other = object["transform"] {
            throw path.key("transform").error("expected an array, found \(other.quoted)")
        }
    }

    static let markNames = "line, bar, area, point, circle, square, tick, rect, arc, rule and boxplot"

    /// A channel's definition at `path`.
    static func channel(_ value: JSONValue, at path: JSONPath) throws(ChartReadError) -> Channel {
        guard case .object(let object) = value else {
            if case .array = value { throw path.error("several definitions for one channel are not read") }
            throw path.error("expected a field definition (an object), found \(value.quoted)")
        }
        var channel = Channel(path: path)
        for (key, member) in zip(object.keys, object.values) {
            let memberPath = path.key(key)
            switch key {
            case "field":
                guard case .string(let name) = member else { throw memberPath.error("expected a field name") }
                // Vega-Lite's nested fields ("a.b") and escapes are not read; the name is the key.
                channel.field = name.replacingOccurrences(of: "\\.", with: ".")
            case "type":
                guard case .string(let name) = member, let type = FieldType(rawValue: name) else {
                    throw memberPath.error("expected quantitative, temporal, ordinal or nominal")
                }
                channel.type = type
            case "aggregate":
                guard case .string(let name) = member, let aggregate = Aggregate(rawValue: name) else {
                    throw memberPath.error(
                        "\(member.quoted) is an aggregate AudioGraph does not read; it reads sum, mean, median, count, min and max"
                    )
                }
                channel.aggregate = aggregate
            case "timeUnit":
                let unit: String
                switch member {
                case .string(let name): unit = name
                case .object(let units):
                    guard case .string(let name)? = units["unit"],
                        units.keys.allSatisfy({ $0 == "unit" || $0 == "utc" })
                    else { throw memberPath.error("expected a time unit such as \"yearmonth\"") }
                    unit = name
                default: throw memberPath.error("expected a time unit such as \"yearmonth\"")
                }
                let bare = unit.hasPrefix("utc") ? String(unit.dropFirst(3)) : unit
                guard VegaLiteRows.timeUnits.contains(bare) else {
                    throw memberPath.error(
                        "'\(unit.quotable)' is a time unit AudioGraph does not read; it reads \(VegaLiteRows.timeUnits.sorted().joined(separator: ", "))"
                    )
                }
                channel.timeUnit = bare
            case "bin":
                switch member {
                case .bool(true): channel.bin = (10, nil)
                case .bool(false), .null: break
                case .object(let bin):
                    var maxBins = 10
                    var step: Double?
                    for (binKey, binValue) in zip(bin.keys, bin.values) {
                        switch (binKey, binValue) {
                        case ("maxbins", .number(let value)) where value >= 1: maxBins = Int(value)
                        case ("step", .number(let value)) where value > 0: step = value
                        case ("nice", _): break
                        default:
                            throw memberPath.key(binKey).error("is a bin setting AudioGraph does not read")
                        }
                    }
                    channel.bin = (maxBins, step)
                case .string("binned"): throw memberPath.error("pre-binned data (\"binned\") is not read")
                default: throw memberPath.error("expected true, false or a bin object")
                }
            case "sort": channel.sort = member
            case "scale":
                guard case .object(let scale) = member else {
                    if member == .null { continue }
                    throw memberPath.error("expected an object")
                }
                if let type = scale["type"] {
                    switch type {
                    case .string("log"): channel.isLog = true
                    case .string("linear"), .string("time"), .string("utc"), .string("band"), .string("point"),
                        .string("ordinal"):
                        break
                    default:
                        throw memberPath.key("type").error(
                            "\(type.quoted) is a scale AudioGraph does not read; it reads linear and log")
                    }
                }
                if let domain = scale["domain"] {
                    guard case let list? = domain.arrayElements else {
                        throw memberPath.key("domain").error(
                            "expected an array of values (a selection's domain is not read)")
                    }
                    channel.domain = list
                }
            case "axis":
                if case .object(let axis) = member, case .string(let title)? = axis["title"] {
                    channel.title = TextField.cleaned(title)
                }
                if case .object(let axis) = member, case .string(let format)? = axis["format"] {
                    channel.format = format
                }
            case "format":
                // The field's own format is its axis's too, unless the axis writes one.
                if case .string(let format) = member, channel.format == nil {
                    channel.format = format
                }
            case "title":
                if case .string(let title) = member { channel.title = TextField.cleaned(title) }
            case "stack": channel.stack = member
            case "datum", "value": channel.datum = member
            default:
                if visualFieldKeys.contains(key) { continue }
                throw memberPath.error(
                    "'\(key.quotable)' is a field setting AudioGraph does not read (conditions and impute are not)")
            }
        }
        if channel.field == nil, channel.datum == nil, channel.aggregate != .count {
            throw path.error("has no field (a datum or value alone is read only for rules)")
        }
        return channel
    }
}

extension JSONValue {
    /// The value as the expression language holds it.
    var datum: VegaLiteExpression.Value {
        switch self {
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        default: .null
        }
    }
}
