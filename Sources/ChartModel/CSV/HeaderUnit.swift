/// A unit a column's header writes in trailing parentheses or brackets ("High (°F)",
/// "Rain [mm]", "Price ($)", "Share (%)"), and the name without it.
///
/// Only units of measure, currencies and the percent sign are read: "Sales (2023)" or
/// "Temperature (max)" keep their whole header as their name. "m" is metres or minutes as the
/// name says ("Height (m)", "Time (m)"), else no unit read; "in" is inches, read only in the
/// parentheses or brackets every unit here is.
struct HeaderUnit: Hashable {
    /// What the unit is.
    enum Kind: Hashable {
        /// A unit of measure, as the header writes it: "°F", "mm", "kg".
        case measure(String)
        /// A currency, by ISO 4217 code.
        case currency(String)
        /// Percent: a cell's 42 is 42 percent.
        case percent
        /// Numbers written in thousands, millions or billions ("Passengers (thousands)", "Revenue ($ millions)"):
        /// a cell's 622 is 622 times `factor`, in the currency of `currencyCode` when the header names one.
        case scale(Double, currencyCode: String?)
    }

    /// The header without the unit: "High".
    var name: String
    var kind: Kind
    /// What a price or rate is per, as the header writes it after its currency: "kg" of "($ per kg)" or "(€/kg)".
    var perUnit: String?
    /// The word the header writes before `perUnit` ("per", "pro", "par", "por"), or nil for a slash.
    var perWord: String?

    /// The format and unit of `values` read as the unit says, where `format` (the cells' own) says no other: percent
    /// makes 42 read as 42 percent, a currency the values' currency, a unit of measure their unit, a scale the
    /// amounts they are; a price per a unit ("$/kg", "€ pro kg") is per it in any case, in words (the "per" of
    /// `labels` for a slash).
    func applied(to values: inout [Double?], format: ValueFormat?, labels: MadeUpLabels) -> (
        ValueFormat?, unit: String?
    ) {
        let per = perUnit.map { per in perWord.map { $0 + " " + per } ?? labels.per(per) }
        guard format == nil else { return (format, per) }
        if !keepsValues { values = values.map { $0.map(amount) } }
        switch kind {
        case .percent:
            return (ValueFormat(style: .percent), per)
        case .currency(let code):
            return (ValueFormat(style: .currency, currencyCode: code), per)
        case .measure(let measure):
            return (nil, measure)
        case .scale(_, let code):
            // Said as the amounts they are: "622 thousand", "$1.5 million".
            return (ValueFormat(style: code == nil ? .number : .currency, currencyCode: code, isCompact: true), per)
        }
    }

    /// The numeric axis a column under `header` makes when it writes a unit: titled by the name without it, in the
    /// unit or format it says, its `values` read as the amounts they are ("Population (thousands)": 120 is 120,000,
    /// said "120 thousand"); nil, `values` untouched, when it writes none.
    static func numericAxis(_ header: String, among headers: [String], values: inout [Double], locale: String?)
        -> Axis?
    {
        guard let unit = HeaderUnit(header, among: headers) else { return nil }
        var amounts = values.map(Optional.some)
        let (format, measure) = unit.applied(to: &amounts, format: nil, labels: MadeUpLabels(locale: locale))
        if !unit.keepsValues { values = amounts.map { $0 ?? 0 } }
        return Axis(type: .numeric, title: unit.name, unit: measure, format: format ?? ValueFormat())
    }

    /// Whether reading values in the unit leaves their figures as they are: a unit of measure or a currency, not
    /// percent or a scale.
    var keepsValues: Bool {
        switch kind {
        case .measure, .currency: true
        case .percent, .scale: false
        }
    }

    /// The amount a value written under the unit stands for: 42 percent is 0.42 (said "42 percent"), 622 thousands
    /// 622,000.
    func amount(_ value: Double) -> Double {
        switch kind {
        case .measure, .currency: value
        case .percent: value / 100
        case .scale(let factor, _): value * factor
        }
    }

    /// The words for "per" in the four languages, which a header's unit may write: "(per kg)", "(€ pro kg)".
    static let perWords: Set<String> = ["per", "pro", "par", "por"]

    /// A rate's unit written alone or after a currency: "per kg", "$/kg", "USD per kg", "€ pro kg".
    ///
    /// - Returns: The currency part (empty for none), the word for "per" (nil for a slash) and what it is per; nil
    ///   when `unit` is not a rate, or what it is per is not a plain unit or word of one or two words.
    static func rate(_ unit: String) -> (money: String, word: String?, per: String)? {
        let parts: (money: String, word: String?, per: String)
        let words = unit.split(separator: " ").map(String.init)
        if let index = words.firstIndex(where: { Self.perWords.contains($0.lowercased()) }), index < words.count - 1 {
            parts = (words[..<index].joined(separator: " "), words[index], words[(index + 1)...].joined(separator: " "))
        } else if let slash = unit.firstIndex(of: "/"), unit.filter({ $0 == "/" }).count == 1 {
            parts = (
                String(String(unit[..<slash]).trimmingSpaces), nil,
                String(String(unit[unit.index(after: slash)...]).trimmingSpaces)
            )
        } else {
            return nil
        }
        let perParts = parts.per.split(separator: " ")
        guard !parts.per.isEmpty, perParts.count <= 2,
            measures.contains(parts.per) || perParts.allSatisfy({ $0.allSatisfy(\.isLetter) })
        else { return nil }
        return parts
    }

    /// The words a header writes for numbers in thousands, millions or billions, in the four languages, and the
    /// factor each means ("Spanish "miles" alone is English miles: only "en miles" is thousands).
    static let scales: [String: Double] = [
        "thousands": 1e3, "in thousands": 1e3, "000s": 1e3, "'000": 1e3, "'000s": 1e3, "000": 1e3,
        "tausend": 1e3, "in tausend": 1e3, "tsd": 1e3, "tsd.": 1e3, "in tsd.": 1e3, "milliers": 1e3,
        "en milliers": 1e3, "en miles": 1e3, "millions": 1e6, "in millions": 1e6, "mn": 1e6, "mio": 1e6,
        "mio.": 1e6, "in mio.": 1e6, "en millions": 1e6, "millones": 1e6, "en millones": 1e6, "billions": 1e9,
        "in billions": 1e9, "bn": 1e9, "mrd": 1e9, "mrd.": 1e9, "in mrd.": 1e9, "milliards": 1e9,
        "en milliards": 1e9, "miles de millones": 1e9,
    ]

    /// Units of measure read from a header, as people abbreviate them.
    static let measures: Set<String> = [
        "°F", "°C", "ºF", "ºC", "°",
        "mm", "cm", "m", "km", "in", "ft", "yd", "mi", "nmi",
        "mg", "g", "kg", "t", "lb", "lbs", "oz",
        "ml", "mL", "cl", "l", "L", "gal", "m³", "m3", "ft³",
        "m²", "m2", "km²", "km2", "ha", "acres", "sq ft", "sq mi",
        "km/h", "kph", "mph", "m/s", "kn", "kt", "knots",
        "W", "kW", "MW", "GW", "Wh", "kWh", "MWh", "GWh", "TWh", "J", "kJ", "MJ", "cal", "kcal",
        "Pa", "hPa", "kPa", "mbar", "bar", "psi", "inHg", "mmHg",
        "s", "sec", "ms", "min", "mins", "minutes", "h", "hr", "hrs", "hours", "days", "d", "weeks", "months", "years",
        "ppm", "ppb", "dB", "bpm", "rpm", "Hz", "kHz", "MHz", "GHz",
        "KB", "kB", "MB", "GB", "TB", "Mbps", "Gbps",
        "mg/dL", "mmol/L", "µg/m³", "ug/m3", "mg/L",
    ]

    /// Whether a header's unit says percent, in any of the four languages: "%", "percent", "pct", "in %", "Prozent",
    /// "en pourcentage", "porcentaje", or a share of something ("% of GDP", "percent of labor force").
    static func isPercent(_ unit: String) -> Bool {
        let lower = unit.lowercased()
        let words = ["%", "percent", "per cent", "pct", "pct.", "prozent", "pourcentage", "porcentaje"]
        if words.contains(lower) { return true }
        for prefix in ["in ", "en ", "% of ", "percent of ", "% des ", "% du ", "% de la ", "% de ", "% der "]
        where lower.hasPrefix(prefix) {
            let rest = String(lower.dropFirst(prefix.count))
            return prefix.hasPrefix("%") || prefix.hasPrefix("percent") ? !rest.isEmpty : words.contains(rest)
        }
        return false
    }

    /// Words of a header's name that make its "m" metres: a length, height or level.
    static let lengthWords: Set<String> = [
        "height", "depth", "distance", "elevation", "altitude", "length", "width", "level", "tide", "snow", "snowfall",
        "höhe", "tiefe", "entfernung", "distanz", "länge", "breite", "pegel", "wasserstand", "schnee",
        "hauteur", "profondeur", "longueur", "largeur", "niveau", "marée", "neige",
        "altura", "profundidad", "distancia", "longitud", "anchura", "nivel", "altitud", "marea", "nieve",
    ]
    /// Words of a header's name that make its "m" minutes: a time taken.
    static let timeWords: Set<String> = [
        "time", "duration", "delay", "wait", "runtime", "elapsed", "zeit", "dauer", "verspätung", "wartezeit",
        "temps", "durée", "retard", "attente", "tiempo", "duración", "retraso", "espera",
    ]

    /// Words of a header's name that make its "C" or "F" degrees Celsius or Fahrenheit: a temperature.
    static let temperatureWords: Set<String> = [
        "temperature", "temp", "temperatures", "tmax", "tmin", "tavg", "temperatur", "température", "temperatura",
    ]

    /// What "m" means after `name`: "m" (metres) when the name says a length, "min" (minutes) when it says a time,
    /// nil when it says neither or both.
    static func meaningOfM(in name: String) -> String? {
        let words = Set(name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        switch (!words.isDisjoint(with: lengthWords), !words.isDisjoint(with: timeWords)) {
        case (true, false): return "m"
        case (false, true): return "min"
        default: return nil
        }
    }

    /// A scale the unit writes, alone or with a currency before or after it.
    ///
    /// "millions", "$ millions", "Mio. €".
    private static func scale(_ unit: String) -> Kind? {
        if let factor = scales[unit.lowercased()] { return .scale(factor, currencyCode: nil) }
        let words = unit.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return nil }
        for (money, rest) in [(words[0], words.dropFirst()), (words[words.count - 1], words.dropLast())] {
            let code =
                SpreadsheetNumber.symbols.first(where: { $0.symbol == money })?.code
                ?? (SpreadsheetNumber.codes.contains(money) ? money : nil)
            if let code, let factor = scales[rest.joined(separator: " ").lowercased()] {
                return .scale(factor, currencyCode: code)
            }
        }
        return nil
    }

    /// The ISO 4217 code of a currency's symbol or code, or nil for anything else.
    static func currency(_ text: String) -> String? {
        SpreadsheetNumber.symbols.first(where: { $0.symbol == text })?.code
            ?? (SpreadsheetNumber.codes.contains(text) ? text : nil)
    }

    /// Words of a header's name that make its "C" or "F" degrees as the weather's columns are titled ("Max (C)",
    /// "Mean (F)"), unless another header of the table ends in a letter of its own ("Mean (A)", "Mean (B)", "Mean
    /// (C)": groups).
    static let weatherWords: Set<String> = [
        "high", "low", "max", "min", "maximum", "minimum", "mean", "average", "avg", "dew", "dewpoint", "hoch", "tief",
        "höchst", "tiefst", "mittel", "maxi", "mini", "moyenne", "moy", "máxima", "mínima", "media", "promedio",
    ]

    /// Whether "C" or "F" after `name` are degrees, among a table's `headers`: the name says a temperature, or it
    /// says the weather's highs, lows or means and no other header ends in another single letter.
    static func saysDegrees(_ name: String, among headers: [String]) -> Bool {
        let words = Set(name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        if !words.isDisjoint(with: temperatureWords) { return true }
        guard !words.isDisjoint(with: weatherWords) else { return false }
        return !headers.contains { header in
            let text = Array(header.trimmingSpaces)
            guard text.count >= 3, let close = text.last, close == ")" || close == "]" else { return false }
            let letter = text[text.count - 2]
            return text[text.count - 3] == (close == ")" ? "(" : "[") && letter.isUppercase && !"CF".contains(letter)
        }
    }

    /// The unit `header` writes at its end, or nil when it writes none of those read; `headers` are the table's
    /// others, which say whether a letter is a unit or a group's name.
    init?(_ header: String, among headers: [String] = []) {
        let text = header.trimmingSpaces
        // Percent written after a comma, as statistics offices title a column: "Unemployment rate, percent".
        if let comma = text.lastIndex(of: ","),
            Self.isPercent(String(String(text[text.index(after: comma)...]).trimmingSpaces))
        {
            let name = String(String(text[..<comma]).trimmingSpaces)
            guard !name.isEmpty else { return nil }
            (self.name, kind) = (name, .percent)
            return
        }
        // Percent as a data export's last word after an underscore: "approval_pct", "share_percent".
        if let underscore = text.lastIndex(of: "_"), Self.isPercent(String(text[text.index(after: underscore)...])) {
            let name = String(text[..<underscore])
            guard !name.isEmpty else { return nil }
            (self.name, kind) = (name, .percent)
            return
        }
        guard let close = text.last, close == ")" || close == "]" else { return nil }
        let open: Character = close == ")" ? "(" : "["
        guard let start = text.lastIndex(of: open) else { return nil }
        let name = String(text[..<start]).trimmingSpaces
        let unit = String(String(text[text.index(after: start)..<text.index(before: text.endIndex)]).trimmingSpaces)
        guard !name.isEmpty, !unit.isEmpty else { return nil }
        if Self.isPercent(unit) {
            kind = .percent
            // A share of something keeps what it is of in the name: "Debt (percent of GDP)".
            if unit.hasPrefix("%") ? unit.count > 1 : unit.lowercased().hasPrefix("percent ") {
                self.name = String(text)
                return
            }
        } else if let rate = Self.rate(unit), rate.money.isEmpty, let word = rate.word {
            // "(per kg)": what a value is per, in no currency.
            kind = .measure(word + " " + rate.per)
        } else if let rate = Self.rate(unit), let code = Self.currency(rate.money) {
            // "($ per kg)", "(€/kg)": a price per a unit.
            kind = .currency(code)
            (perUnit, perWord) = (rate.per, rate.word)

        } else if let scale = Self.scale(unit) {
            kind = scale
        } else if let code = Self.currency(unit) {
            kind = .currency(code)
        } else if unit == "C" || unit == "F" {
            // Degrees only where the name says a temperature or the weather ("Max (C)"); else a grade, a size.
            guard Self.saysDegrees(String(name), among: headers) else { return nil }
            kind = .measure("°" + unit)
        } else if unit == "m" {
            // Metres or minutes: only the name can say which ("Height (m)", "Time (m)").
            guard let meaning = Self.meaningOfM(in: String(name)) else { return nil }
            kind = .measure(meaning)
        } else if Self.measures.contains(unit) {
            kind = .measure(unit)
        } else {
            return nil
        }
        self.name = String(name)
    }
}
