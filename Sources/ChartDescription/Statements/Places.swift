import ChartModel

/// A series as statements name it.
public struct SeriesName: Sendable, Hashable {
    /// Its name; empty for the unnamed only series ("the data").
    public var name: String
    /// Whether the name reads as a plural ("Renewables", "Daily steps"), for verb agreement.
    public var isPlural: Bool

    /// A series named `name`, its number read from the name.
    public init(_ name: String) {
        self.name = name
        isPlural = Self.isPlural(name)
    }

    /// Whether a name reads as a plural noun: the last word before any "of" ("Price of goods": "Price") ends in "s"
    /// but not in "ss", "us", "is" or "ics", and is not a known singular ("news", "series", "gas", "measles"), nor a
    /// place's name ("Dallas", "Texas", "Marseilles", "United States", "Wichita Falls", "Las Cruces": a place written
    /// with capitals is one place).
    static func isPlural(_ name: String) -> Bool {
        var words = name.split(whereSeparator: { !$0.isLetter })
        if let of = words.firstIndex(where: { $0.lowercased() == "of" }), of > 0 { words = Array(words[..<of]) }
        guard let last = words.last?.lowercased(), last.count > 2, last.hasSuffix("s") else { return false }
        if [
            "news", "series", "gas", "bus", "bias", "analysis", "basis", "status", "canvas", "lens", "mathematics",
            "physics", "economics", "atlas", "alias", "christmas", "species", "measles", "mumps", "diabetes",
            "rabies", "herpes",
            "dallas", "texas", "kansas", "arkansas", "massachusetts", "vegas", "angeles", "moines", "nacogdoches",
            "honduras", "barbados", "bahamas", "seychelles", "athens", "wales", "brussels", "netherlands",
            "philippines", "marcos", "caracas", "aires", "orleans", "thebes", "naples", "hastings", "marseilles",
            "versailles", "cannes", "nantes", "rennes", "reims", "nîmes", "nimes", "limoges", "amiens", "chartres",
            "arles", "lyons",
        ].contains(last) {
            return false
        }
        // A capitalised name of several words ending in "States", "Falls", "Springs", "Heights", or beginning with a
        // Romance article or saint ("Las Cruces", "Des Plaines", "San Marcos"): one place.
        if words.count > 1, words.allSatisfy({ $0.first?.isUppercase == true }),
            ["states", "falls", "springs", "heights", "rapids"].contains(last)
                || ["las", "los", "les", "des", "la", "le", "el", "san", "santa", "são", "saint", "st"].contains(
                    words[0].lowercased())
        {
            return false
        }
        return !(last.hasSuffix("ss") || last.hasSuffix("us") || last.hasSuffix("is"))
    }
}

/// Where along x something is, as the statement means it; the phrasebook words it with its
/// own preposition ("on March 8", "in Q1 2026", "for Europe", "at 172 cm").
public enum XPlace: Sendable, Hashable {
    /// A category.
    case category(String)
    /// A point's x value on a numeric or date axis (a date in seconds since 1970).
    case value(Double)
    /// A group of a summarised series.
    case period(Period)
}

/// A group of a summarised series, as its place is spoken.
public enum Period: Sendable, Hashable {
    /// An hour, a day: the time it starts.
    case hour(Double)
    /// A day: the time it starts.
    case day(Double)
    /// The week starting on this day.
    case week(Double)
    /// A month: its year and number (1 to 12).
    case month(year: Int, month: Int)
    /// A quarter: its year and number (1 to 4).
    case quarter(year: Int, quarter: Int)
    /// A year, a decade (its first year).
    case year(Int)
    /// A decade: its first year.
    case decade(Int)
    /// An interval of a numeric axis.
    case interval(Double, Double)
    /// The calendar years, first to last, that a group of a year axis holds (numbers such as 1912 and 1913, said by
    /// the years the data has in it rather than the interval around them).
    case years(Int, Int)
    /// A run of consecutive points, from one x to another.
    case run(DataValue, DataValue)
}

/// A stretch along x, from one place to another.
public struct Stretch: Sendable, Hashable {
    /// Where it starts.
    public var from: XPlace
    /// Where it ends.
    public var to: XPlace
}

/// A value named in a summary, where it is, and the author's label for it when there is one.
public struct Anchor: Sendable, Hashable {
    /// The value, in the y axis's units.
    public var value: Double
    /// Where along x it is.
    public var place: XPlace
    /// The author's label of the point, spoken wherever the summary names it.
    public var label: String?

    /// A value at a place, with the author's label (an empty label is none).
    public init(value: Double, place: XPlace, label: String? = nil) {
        self.value = value
        self.place = place
        self.label = label.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// A point of a scatter series, by both coordinates.
public struct Anchor2D: Sendable, Hashable {
    /// The x value.
    public var x: Double
    /// The y value.
    public var y: Double
    /// The author's label of the point.
    public var label: String?
}
