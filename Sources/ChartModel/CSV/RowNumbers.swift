/// A first column that only numbers the rows: pandas' unnamed index (`,date,sales`, then rows
/// `0,…`, `1,…`), or an `id` of 1, 2, 3 … It says nothing of what the rows are, so beside a
/// column of dates (or, unnamed, of text) it is neither x nor a series.
enum RowNumbers {
    /// Headers that name a column of row numbers (compared without case).
    static let names: Set<String> = ["id", "index", "#", "row", "no", "rownames"]

    /// Whether `header` names no measure but the rows: unnamed, or named as row numbers are (`names`).
    static func namesRows(_ header: String) -> Bool {
        isUnnamed(header) || names.contains(header.trimmingSpaces.lowercased())
    }

    /// Headers of a time series' times, in the four languages: R writes `time`.
    static let timeNames: Set<String> = ["time", "zeit", "temps", "tiempo"]

    /// Whether `header` names a time series' times (`timeNames`, compared without case).
    static func namesTimes(_ header: String) -> Bool { timeNames.contains(header.trimmingSpaces.lowercased()) }

    /// Whether an x column headed `header` holding `values` is a time series' times.
    ///
    /// Headed as one (`timeNames`), or headed "x", the name of a column no one named, and holding at least five
    /// distinct whole years from 1000 to 2100, in either order, nine in ten of them one step of at most 10 from the
    /// next and the rest a whole number of steps (R's airmiles as a table of its times headed `x`, 1937 to 1960: never
    /// "1,937"; a year missing, or the newest first, too). Sizes of houses from 1,620 to 2,091 square feet are no
    /// years: their steps differ.
    static func holdsTimes(header: String, values: [Double]) -> Bool {
        if namesTimes(header) { return true }
        let sorted = values.sorted()
        guard header.trimmingSpaces.lowercased() == "x", sorted.count >= 5, let first = sorted.first,
            let last = sorted.last, first >= 1000, last <= 2100, sorted.allSatisfy({ $0.rounded() == $0 })
        else { return false }
        let steps = zip(sorted, sorted.dropFirst()).map { $1 - $0 }
        guard let step = steps.min(), step > 0, step <= 10 else { return false }
        return steps.allSatisfy { $0.truncatingRemainder(dividingBy: step) == 0 }
            && steps.filter { $0 == step }.count * 10 >= steps.count * 9
    }

    /// Whether `values` are years, whole from 1000 to 9999 and rising: what a column that names rows holds when a
    /// time series was written with its years as row names.
    static func areYears(_ values: [Double]) -> Bool {
        values.count > 1 && values.allSatisfy { (1000...9999).contains($0) && $0.rounded() == $0 }
            && zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// Whether `values` are the times of a yearly time series as R writes them, reaching before the common era (tree
    /// rings from −6000 to 1979): whole, a year apart, from −9999 to 9999, the first before year 1. (Later ones are
    /// dates: `dates(fromYears:)`.)
    static func areYearsBeforeCommonEra(_ values: [Double]) -> Bool {
        guard values.count > 1, let first = values.first, let last = values.last, first < 0, first >= -9999,
            last <= 9999, first.rounded() == first
        else { return false }
        return zip(values, values.dropFirst()).allSatisfy { $1 - $0 == 1 }
    }

    /// Whether an x column headed `header` holding `values` is an axis of years its header does not name: row names
    /// that are years (`areYears(_:)`), or R's `time` of years reaching before the common era.
    static func isYearAxis(header: String, values: [Double]) -> Bool {
        (namesRows(header) && areYears(values))
            || (header.trimmingSpaces.lowercased() == "time" && areYearsBeforeCommonEra(values))
    }

    /// Whether `header` is "rownames", as the Rdatasets files title R's row names: of an experiment's table (chickwts'
    /// weights by feed) they only number the rows, and its text is what the rows are.
    static func isRNames(_ header: String) -> Bool { header.trimmingSpaces.lowercased() == "rownames" }

    /// Whether a column numbers its rows unnamed: an empty header, or pandas' "Unnamed: 0".
    static func isUnnamed(_ header: String) -> Bool {
        let trimmed = header.trimmingSpaces
        return trimmed.isEmpty || trimmed == "Unnamed: 0"
    }

    /// Whether a column headed `header` holding `values` numbers the rows: unnamed or named as
    /// one (`names`), and whole numbers that count up by one from 0 or 1, two or more of them.
    ///
    /// - Complexity: O(n) in the number of values.
    static func areRowNumbers(header: String, values: some Sequence<Double>) -> Bool {
        guard namesRows(header) else { return false }
        var count = 0
        var expected = 0.0
        for value in values {
            if count == 0, value == 1 { expected = 1 }
            guard value == expected else { return false }
            expected += 1
            count += 1
        }
        return count >= 2
    }

    /// The column x is instead of row numbers in column 0: the first of `others` that holds
    /// dates, else the first that holds years as R writes a time series' (`dates(fromYears:)`), else, when the row
    /// numbers are unnamed or R's "rownames", the first that holds text, else the first of `others` when it holds numbers that never
    /// fall (R's `pressure`: the temperature each pressure was measured at) and another column follows; nil for none.
    static func x(
        insteadOf header: String, others: [Int], isDates: (Int) -> Bool, isYears: (Int) -> Bool,
        isText: (Int) -> Bool, isRising: (Int) -> Bool
    ) -> Int? {
        others.first(where: isDates) ?? others.first(where: isYears)
            ?? (isUnnamed(header) || isRNames(header) ? others.first(where: isText) : nil)
            ?? others.first.flatMap { others.count > 1 && isRising($0) ? $0 : nil }
    }

    /// Whether `values` never fall and rise at least once, three or more of them: a column that can be x.
    static func areRising(_ values: [Double]) -> Bool {
        values.count >= 3 && values.first != values.last && zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// The dates, in seconds, of a time series' times as R writes them (`time(x)`), or nil for other numbers.
    ///
    /// Years with the fraction of a year past, a month (1/12) or quarter (1/4) apart, such as 1960, 1960.25, 1960.5;
    /// whole years any number apart (a census every 10 years, Olympiads with years missing); or weeks (a 52nd of a
    /// year, 1991.1, 1991.119), each the day its fraction of the year reaches.
    static func dates(fromYears values: [Double]) -> [Double]? {
        guard values.count > 1, let first = values.first, (1000...9999).contains(first) else { return nil }
        // (In either order: the newest first, as a table of year-end prices may be.)
        let differences = zip(values, values.dropFirst()).map { $1 - $0 }
        let isInOrder = differences.allSatisfy { $0 > 0 } || differences.allSatisfy { $0 < 0 }
        let step = isInOrder ? differences.map(abs).min() ?? 0 : 0
        guard step > 0 else { return nil }
        func start(_ year: Int, month: Int = 1) -> Double {
            Double(ISODate.daysSince1970(year: year, month: month, day: 1)) * 86_400
        }
        // Weeks: R's weekly series count 52 or 52.18 a year, and their fractions are written to few digits.
        if [52.0, 365.25 / 7].contains(where: { abs(step * $0 - 1) < 0.1 }) {
            return values.map { value in
                let year = value.rounded(.down)
                return start(Int(year)) + ((value - year) * 365.25).rounded() * 86_400
            }
        }
        let isWholeYears = values.allSatisfy { $0.rounded() == $0 }
        guard let perYear = [1.0, 4, 12].first(where: { abs(step * $0 - 1) < 1e-6 }) ?? (isWholeYears ? 1 : nil)
        else { return nil }
        var dates: [Double] = []
        for value in values {
            let steps = (value * perYear).rounded()
            guard abs(value * perYear - steps) < 1e-4 else { return nil }
            let year = Int((steps / perYear).rounded(.down))
            let month = Int(steps) - year * Int(perYear)
            dates.append(start(year, month: 1 + month * 12 / Int(perYear)))
        }
        return dates
    }
}
