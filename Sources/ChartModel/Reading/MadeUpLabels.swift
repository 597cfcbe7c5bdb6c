import Foundation
import Languages

/// The names a reader makes up where the data names nothing, in the language of a locale:
/// "Value" for several CSV columns on one axis, "Sum of sales", "Count of Records",
/// "sales (binned)", "date (year-month)" for Vega-Lite channels without a title.
struct MadeUpLabels {
    private let pack: LanguagePack

    /// The labels of `locale`'s language pack (English for none, or a language without one).
    init(locale: String?) {
        pack = LanguageChoice(locale: locale ?? "en").language.pack
    }

    /// The title of an unnamed column of the rows' names (R's row names): "Name", "Nom".
    var name: String { pack["labels.name"] }

    /// The title of one axis that several columns share: "Value", "Wert".
    var value: String { pack["labels.value"] }

    /// Columns read together as one, such as a year and a month read as dates: "year and month",
    /// "Jahr und Monat", "year, month and day".
    func together(_ columns: [String]) -> String { pack.joined(columns) }

    /// The months' names, January first: a series split by a month column is named as its month.
    var monthNames: [String] { pack.list("dates.months") }

    /// The title of a histogram's counts of a file's values: "Count", "Anzahl".
    var counted: String { pack["labels.counted"] }

    /// The unit of a histogram's counts of values, for `count` of them: "values", "Werte"; "value".
    func values(_ count: Int) -> String { pack["nouns.value", count: count] }

    /// A count of rows with no field: "Count of Records", "Anzahl der Datensätze".
    var countOfRecords: String { pack["labels.countOfRecords"] }

    /// An aggregate of a field: "Sum of sales", "Summe von sales", "Moyenne d'âge"; `operation`
    /// is Vega-Lite's name for it (`sum`, `mean`, `median`, `min`, `max`, `count`).
    func aggregate(_ operation: String, of field: String) -> String {
        fill("labels." + operation, field)
    }

    /// The title of a timeline's lengths between dates: "Duration", "Dauer".
    var duration: String { pack["labels.duration"] }
    /// The title of an axis of years whose column names none ("rownames", as R writes a time series).
    var year: String { pack["labels.year"] }
    /// The title of an axis of row numbers whose column names none (R's `write.csv`): "Row", "Zeile".
    var row: String { pack["labels.row"] }

    /// The unit of a duration in days: "days", "Tage"; and of one day, "day".
    var days: String { pack["nouns.day", count: 2] }
    /// The unit of a duration of one day: "day", "Tag".
    var day: String { pack["nouns.day", count: 1] }

    /// A rate's unit, what it is per: "per kg", "pro kg".
    func per(_ unit: String) -> String { pack["labels.per"].replacingOccurrences(of: "{unit}", with: unit) }

    /// A field whose values are binned: "sales (binned)".
    func binned(_ field: String) -> String { fill("labels.binned", field) }

    /// A field cut to a time unit, its parts named as Vega-Lite names them: "date (year-month)",
    /// "date (Jahr-Monat)"; `parts` are Vega-Lite's (`year`, `month`, …).
    func timeUnit(_ parts: [String], of field: String) -> String {
        let unit = parts.map { pack.text("labels.timeUnitParts." + $0) ?? $0 }.joined(separator: "-")
        return pack["labels.timeUnit"].replacingOccurrences(of: "{unit}", with: unit)
            .replacingOccurrences(of: "{field}", with: field)
    }

    /// The text at `key` with `field` in place, elided and contracted as the language does.
    private func fill(_ key: String, _ field: String) -> String {
        pack.contracted(pack[key].replacingOccurrences(of: "{field}", with: field))
    }
}
