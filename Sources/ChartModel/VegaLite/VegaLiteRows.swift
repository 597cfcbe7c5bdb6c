import Foundation

/// A Vega-Lite view's data as rows of values: inline `values`, or a local file that `url`
/// names (CSV, TSV or JSON), then its `filter`, `calculate`, `fold` and `aggregate` transforms.
enum VegaLiteRows {
    typealias Row = [String: VegaLiteExpression.Value]

    /// The time units read.
    static let timeUnits: Set<String> = [
        "year", "quarter", "month", "date", "day", "hours", "yearquarter", "yearmonth", "yearmonthdate",
        "yearmonthdatehours", "monthdate",
    ]

    /// The rows `data` (at `path`) holds; `folder` is where a relative `url` is found, and
    /// `datasets` the spec's top-level data sets, which a `name` picks (as Altair writes them).
    static func rows(
        _ data: JSONValue, at path: JSONPath, folder: String?, datasets: [String: JSONValue] = [:]
    ) throws(ChartReadError) -> [Row] {
        guard case .object(let object) = data else { throw path.error("expected an object") }
        func rows(of values: JSONValue, at path: JSONPath) throws(ChartReadError) -> [Row] {
            guard let list = values.arrayElements else { throw path.error("expected an array of rows") }
            return try list.enumerated().map { (index, element) throws(ChartReadError) in
                try row(element, at: path.index(index))
            }
        }
        // JSON rows nested in an object, as an API wraps them: `"format": {"property": "results.rows"}`.
        var property: String?
        if case .object(let format)? = object["format"], let given = format["property"] {
            guard case .string(let name) = given, !name.isEmpty else {
                throw path.key("format").key("property").error("expected the name of a property, such as \"rows\"")
            }
            property = name
        }
        if let values = object["values"] {
            guard let property else { return try rows(of: values, at: path.key("values")) }
            return try rows(
                of: try nested(values, property: property, at: path.key("format").key("property")),
                at: path.key("values"))
        }
        guard case .string(let url)? = object["url"] else {
            if case .string(let name)? = object["name"] {
                guard let values = datasets[name] else {
                    throw path.key("name").error("'\(name.quotable)' names no data set in the spec's 'datasets'")
                }
                return try rows(of: values, at: JSONPath.root.key("datasets").key(name))
            }
            if object["name"] != nil { throw path.key("name").error("expected the name of a data set") }
            if object["sequence"] != nil { throw path.key("sequence").error("generated data is not read") }
            throw path.error("expected values or a url")
        }
        guard !url.contains("://") || url.hasPrefix("file://") else {
            throw path.key("url").error("'\(url.quotable)' is not a local file; AudioGraph reads no network data")
        }
        let file = url.hasPrefix("file://") ? String(url.dropFirst(7)) : url
        let full = file.hasPrefix("/") ? file : ((folder ?? ".") as NSString).appendingPathComponent(file)
        guard let contents = FileManager.default.contents(atPath: full) else {
            // Worded as a missing file on the command line is, and told apart from a file that does not read.
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else {
                var error = path.key("url").error("cannot read '\(full.oneLine)': no such file")
                error.problem = .missingFile
                throw error
            }
            throw path.key("url").error(
                "cannot read '\(full.oneLine)'" + (isFolder.boolValue ? ": it is a folder" : ""))
        }
        var format = (full as NSString).pathExtension.lowercased()
        if case .object(let given)? = object["format"], case .string(let type)? = given["type"] { format = type }
        let bytes = [UInt8](contents)
        switch format {
        case "json":
            var value = try JSONParser.parse(bytes)
            if let property { value = try nested(value, property: property, at: path.key("format").key("property")) }
            guard let list = value.arrayElements else {
                throw path.key("url").error(
                    property == nil && { if case .object = value { true } else { false } }()
                        ? "expected a JSON array of rows; the file holds an object: \"format\": {\"property\": …} names the property that holds them"
                        : "expected a JSON array of rows")
            }
            return try list.enumerated().map { (index, element) throws(ChartReadError) in
                try row(element, at: JSONPath.root.index(index))
            }
        case "csv", "tsv":
            let options = CSVImportOptions(delimiter: format == "tsv" ? "\t" : ",", decimalSeparator: ".")
            let dialect = bytes.withUnsafeBufferPointer { CSVDialect.sniffed($0, options: options) }
            let table = try CSVTable(parsing: bytes, dialect: dialect)
            // Values as Vega-Lite's "auto" parse reads them: numbers as numbers, empty as null.
            return table.rows.map { cells in
                var row: Row = [:]
                for (name, cell) in zip(table.header, cells) {
                    row[name] = cell.isEmpty ? .null : Double(cell).map { .number($0) } ?? .string(cell)
                }
                return row
            }
        default:
            throw path.key("url").error("'\(format.quotable)' data is not read; AudioGraph reads CSV, TSV and JSON")
        }
    }

    /// The value at `property` (keys joined by dots: "results.rows") in `value`.
    ///
    /// - Throws: `ChartReadError` at `path` (the spec's `format.property`) naming the first key not there.
    private static func nested(_ value: JSONValue, property: String, at path: JSONPath) throws(ChartReadError)
        -> JSONValue
    {
        var value = value
        var walked: [Substring] = []
        for key in property.split(separator: ".", omittingEmptySubsequences: false) {
            guard case .object(let object) = value, let inner = object[String(key)] else {
                let place = walked.isEmpty ? "the data" : "'\(walked.joined(separator: ".").quotable)'"
                throw path.error("'\(property.quotable)': \(place) has no property '\(String(key).quotable)'")
            }
            walked.append(key)
            value = inner
        }
        return value
    }

    private static func row(_ element: JSONValue, at path: JSONPath) throws(ChartReadError) -> Row {
        guard case .object(let object) = element else { throw path.error("expected an object (a row of fields)") }
        var row: Row = [:]
        for (key, value) in zip(object.keys, object.values) { row[key] = value.datum }
        return row
    }

    /// The keys that name a Vega-Lite transform.
    static let transformKinds: Set<String> = [
        "aggregate", "bin", "calculate", "density", "extent", "filter", "flatten", "fold", "impute", "joinaggregate",
        "loess", "lookup", "pivot", "quantile", "regression", "sample", "stack", "timeUnit", "window",
    ]

    /// `rows` after `transforms`, each a plain `filter` or `calculate`, a `fold` or an `aggregate`.
    static func transformed(_ rows: [Row], _ transforms: [(JSONValue, JSONPath)]) throws(ChartReadError) -> [Row] {
        var rows = rows
        for (transform, path) in transforms {
            guard case .object(let object) = transform else { throw path.error("expected an object") }
            if let filter = object["filter"] {
                let test = try predicate(filter, at: path.key("filter"))
                rows = rows.filter(test)
            } else if case .string(let text)? = object["calculate"] {
                guard case .string(let name)? = object["as"] else {
                    throw path.key("as").error("expected a field name")
                }
                let expression: VegaLiteExpression
                do { expression = try VegaLiteExpression(text) } catch {
                    throw path.key("calculate").error(error.message)
                }
                for index in rows.indices { rows[index][name] = expression.evaluate(rows[index]) }
            } else if let fields = object["fold"] {
                rows = try folded(rows, fields, names: object["as"], at: path)
            } else if let operations = object["aggregate"] {
                rows = try aggregated(rows, operations, groupBy: object["groupby"], at: path)
            } else {
                // The transform's own key ("timeUnit" of {"field", "timeUnit", "as"}), not a parameter's.
                let name = object.keys.first(where: Self.transformKinds.contains) ?? object.keys.first ?? ""
                throw path.key(name).error(
                    "the '\(name.quotable)' transform is one AudioGraph does not read; it reads filter, calculate, fold and aggregate"
                )
            }
        }
        return rows
    }

    /// The strings of a transform's array of field names at `path`: `fold`'s fields, `groupby`, `as`.
    private static func names(_ value: JSONValue, at path: JSONPath) throws(ChartReadError) -> [String] {
        guard let list = value.arrayElements else { throw path.error("expected an array of field names") }
        var names: [String] = []
        for (index, element) in list.enumerated() {
            guard case .string(let name) = element else { throw path.index(index).error("expected a field name") }
            names.append(name)
        }
        return names
    }

    /// `rows` folded as Vega-Lite folds them (wide columns made long): a row for each of a row's `fields`, with the
    /// field's name as `names[0]` ("key") and its value as `names[1]` ("value"), and the row's other fields.
    static func folded(_ rows: [Row], _ fields: JSONValue, names given: JSONValue?, at path: JSONPath)
        throws(ChartReadError) -> [Row]
    {
        let fields = try names(fields, at: path.key("fold"))
        let output = try given.map { (value) throws(ChartReadError) in try names(value, at: path.key("as")) } ?? []
        guard output.isEmpty || output.count == 2 else { throw path.key("as").error("expected two field names") }
        let (key, value) = output.isEmpty ? ("key", "value") : (output[0], output[1])
        return rows.flatMap { row in
            fields.map { field in
                var long = row
                (long[key], long[value]) = (.string(field), row[field] ?? .null)
                return long
            }
        }
    }

    /// `rows` aggregated as Vega-Lite aggregates them: a row for each distinct value of the `groupBy` fields, in the
    /// order each first comes, with those fields and each operation's result under its `as` (by default the
    /// operation and field, "mean_price"; "count" for a count).
    static func aggregated(_ rows: [Row], _ operations: JSONValue, groupBy: JSONValue?, at path: JSONPath)
        throws(ChartReadError) -> [Row]
    {
        let fields = try groupBy.map { (value) throws(ChartReadError) in try names(value, at: path.key("groupby")) }
        guard let list = operations.arrayElements else { throw path.key("aggregate").error("expected an array") }
        var made: [(op: VegaLiteView.Aggregate, field: String?, name: String)] = []
        for (index, element) in list.enumerated() {
            let at = path.key("aggregate").index(index)
            guard case .object(let object) = element, case .string(let name)? = object["op"] else {
                throw at.key("op").error("expected an operation, such as \"mean\"")
            }
            guard let op = VegaLiteView.Aggregate(rawValue: name) else {
                throw at.key("op").error(
                    "'\(name.quotable)' is an operation AudioGraph does not read; it reads sum, mean, average, median, count, min and max"
                )
            }
            var field: String?
            if case .string(let given)? = object["field"] { field = given }
            guard op == .count || field != nil else { throw at.key("field").error("expected the field to \(name)") }
            let output: String
            switch object["as"] {
            case .string(let given)?: output = given
            case nil: output = field.map { name + "_" + $0 } ?? name
            default: throw at.key("as").error("expected a field name")
            }
            made.append((op, field, output))
        }
        var order: [[VegaLiteExpression.Value]] = []
        var groups: [[VegaLiteExpression.Value]: [Row]] = [:]
        for row in rows {
            let key = (fields ?? []).map { row[$0] ?? .null }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(row)
        }
        return order.map { key in
            let members = groups[key] ?? []
            var row: Row = [:]
            for (field, value) in zip(fields ?? [], key) { row[field] = value }
            for (op, field, name) in made {
                let values = field.map { field in
                    members.compactMap { $0[field]?.number.flatMap { $0.isFinite ? $0 : nil } }
                }
                row[name] =
                    VegaLiteSeriesMaker.aggregate(op, values ?? [], count: members.count).map { .number($0) } ?? .null
            }
            return row
        }
    }

    /// A filter's test: an expression, a field predicate, or `and`, `or` and `not` of them.
    static func predicate(_ filter: JSONValue, at path: JSONPath) throws(ChartReadError) -> (Row) -> Bool {
        if case .string(let text) = filter {
            let expression: VegaLiteExpression
            do { expression = try VegaLiteExpression(text) } catch { throw path.error(error.message) }
            return { expression.evaluate($0).isTruthy }
        }
        guard case .object(let object) = filter else { throw path.error("expected an expression or a predicate") }
        for logic in ["and", "or"] {
            guard let parts = object[logic] else { continue }
            guard let list = parts.arrayElements else { throw path.key(logic).error("expected an array") }
            var tests: [(Row) -> Bool] = []
            for (index, part) in list.enumerated() {
                tests.append(try predicate(part, at: path.key(logic).index(index)))
            }
            return logic == "and" ? { row in tests.allSatisfy { $0(row) } } : { row in tests.contains { $0(row) } }
        }
        if let inner = object["not"] {
            let test = try predicate(inner, at: path.key("not"))
            return { !test($0) }
        }
        guard case .string(let field)? = object["field"] else {
            throw path.error("expected a field predicate, an expression, or and/or/not (parameters are not read)")
        }
        if object["timeUnit"] != nil { throw path.key("timeUnit").error("a time unit in a filter is not read") }
        let value = { (row: Row) in row[field] ?? .null }
        let number = { (row: Row) in value(row).number }
        for (key, operand) in zip(object.keys, object.values) where key != "field" {
            switch (key, operand) {
            case ("equal", let target):
                return { value($0) == target.datum || number($0) == target.datum.number && number($0) != nil }
            case ("lt", .number(let limit)): return { number($0).map { $0 < limit } ?? false }
            case ("lte", .number(let limit)): return { number($0).map { $0 <= limit } ?? false }
            case ("gt", .number(let limit)): return { number($0).map { $0 > limit } ?? false }
            case ("gte", .number(let limit)): return { number($0).map { $0 >= limit } ?? false }
            case ("range", let range):
                guard let bounds = range.arrayElements, bounds.count == 2, let low = bounds[0].datum.number,
                    let high = bounds[1].datum.number
                else { throw path.key("range").error("expected two numbers") }
                return { number($0).map { (low...high).contains($0) } ?? false }
            case ("oneOf", let list):
                guard let options = list.arrayElements?.map(\.datum) else {
                    throw path.key("oneOf").error("expected an array")
                }
                return { options.contains(value($0)) }
            case ("valid", .bool(let wanted)):
                return { (number($0).map { !$0.isNaN } ?? (value($0) != .null)) == wanted }
            default:
                throw path.key(key).error("is a predicate AudioGraph does not read")
            }
        }
        throw path.error("a field predicate needs equal, lt, lte, gt, gte, range, oneOf or valid")
    }
}
