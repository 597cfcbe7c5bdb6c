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
    }

    /// The header without the unit: "High".
    var name: String
    var kind: Kind

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

    /// The unit `header` writes at its end, or nil when it writes none of those read.
    init?(_ header: String) {
        let text = header.trimmingSpaces
        guard let close = text.last, close == ")" || close == "]" else { return nil }
        let open: Character = close == ")" ? "(" : "["
        guard let start = text.lastIndex(of: open) else { return nil }
        let name = String(text[..<start]).trimmingSpaces
        let unit = String(String(text[text.index(after: start)..<text.index(before: text.endIndex)]).trimmingSpaces)
        guard !name.isEmpty, !unit.isEmpty else { return nil }
        if unit == "%" {
            kind = .percent
        } else if let code = SpreadsheetNumber.symbols.first(where: { $0.symbol == unit })?.code
            ?? (SpreadsheetNumber.codes.contains(unit) ? unit : nil)
        {
            kind = .currency(code)
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
