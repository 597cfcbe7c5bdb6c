import ChartModel

extension ChartDescriber {
    /// Where point `index` of `series` sits: "on January 5", "in March 2026", "in 2009", "at
    /// 2:30 PM", "for December", "at Height 172 cm".
    func place(of series: Series, at index: Int) -> Place {
        switch series.x[index] {
        case .category(let name):
            return Place(language.say("for ", "bei "), name)
        case .number(let value):
            if wording.x.isYearLike, wording.x.axis.valueDescriptions[value] == nil {
                return Place(language.say("in ", "im Jahr "), wording.x.text(value))
            }
            guard let date = wording.x.date, wording.x.axis.valueDescriptions[value] == nil else {
                return Place(language.say("at ", "bei "), wording.x.titled(value))
            }
            return datePlace(date.text(value), granularity: date.granularity, includesDate: date.includesDate)
        }
    }

    private func datePlace(_ text: String, granularity: DateWording.Granularity, includesDate: Bool) -> Place {
        switch granularity {
        case .day: return Place(language.say("on ", "am "), text)
        case .month: return Place(language.say("in ", "im "), text)
        case .year: return Place(language.say("in ", "im Jahr "), text)
        case .minute, .second:
            return Place(includesDate ? language.say("on ", "am ") : language.say("at ", "um "), text)
        }
    }

    /// Where a group of the profile sits: "in the week of March 2", "in Q1 2026", "between 40
    /// and 50", or the point's own place when the profile is not grouped.
    func place(of group: Profile.Group, in analysis: SeriesAnalysis) -> Place {
        let start = group.start
        switch analysis.profile.grouping {
        case .none:
            return place(of: analysis.series, at: group.firstIndex)
        case .hour:
            let groups = analysis.profile.groups
            let time = DateWording(style: .time, extent: groups[0].start...max(groups[0].start, groups[groups.count - 1].end), spacing: 3600, language: language)
            return datePlace(time.text(start), granularity: .minute, includesDate: time.includesDate)
        case .day:
            return datePlace(dayWording(analysis).text(start), granularity: .day, includesDate: true)
        case .week:
            let day = dayWording(analysis).text(Double(group.key * 7 - 3) * 86_400)
            return Place(language.say("in the week of ", "in der Woche vom "), day)
        case .month:
            return datePlace(language.monthNames[group.key % 12] + " " + String(group.key / 12), granularity: .month, includesDate: true)
        case .quarter:
            let quarter = group.key % 4 + 1, year = group.key / 4
            return Place(language.say("in ", "im "), language.say("Q\(quarter) \(year)", "\(quarter). Quartal \(year)"))
        case .year:
            return datePlace(String(group.key), granularity: .year, includesDate: true)
        case .decade:
            return Place(language.say("in ", "in den "), language.say("the \(group.key * 10)s", "\(group.key * 10)er-Jahren"))
        case .interval(let width):
            let low = analysis.profile.origin + Double(group.key) * width
            return Place(language.say("between ", "zwischen "), wording.x.text(low) + language.say(" and ", " und ") + wording.x.text(low + width))
        case .run:
            let first = analysis.series.x[group.firstIndex]
            let last = analysis.series.x[min(analysis.series.count - 1, group.firstIndex + group.count - 1)]
            return Place(language.say("from ", "von "), wording.x.text(first) + language.say(" to ", " bis ") + wording.x.text(last))
        }
    }

    /// Days worded with their year when the profile spans more than one.
    private func dayWording(_ analysis: SeriesAnalysis) -> DateWording {
        let groups = analysis.profile.groups
        let extent = groups.isEmpty ? nil : groups[0].start...max(groups[0].start, groups[groups.count - 1].end)
        return DateWording(style: .day, extent: extent, spacing: nil, language: language)
    }

    /// What one step along x is called, in the plural and singular: days, weeks, months, years,
    /// hours, minutes, bars, or points.
    func stepNoun(of analysis: SeriesAnalysis) -> (plural: String, singular: String) {
        if chart.xAxis.type == .date, analysis.series.count > 1,
           let first = analysis.positions.min(), let last = analysis.positions.max() {
            let spacing = (last - first) / Double(analysis.series.count - 1)
            let nouns: [(ClosedRange<Double>, String, String, String, String)] = [
                (50...70, "minutes", "minute", "Minuten", "Minute"),
                (3000...4200, "hours", "hour", "Stunden", "Stunde"),
                (0.8 * 86_400...1.2 * 86_400, "days", "day", "Tagen", "Tag"),
                (6 * 86_400...8 * 86_400, "weeks", "week", "Wochen", "Woche"),
                (27 * 86_400...32 * 86_400, "months", "month", "Monaten", "Monat"),
                (88 * 86_400...94 * 86_400, "quarters", "quarter", "Quartalen", "Quartal"),
                (360 * 86_400...370 * 86_400, "years", "year", "Jahren", "Jahr"),
            ]
            if let noun = nouns.first(where: { $0.0.contains(spacing) }) {
                return (language.say(noun.1, noun.3), language.say(noun.2, noun.4))
            }
        }
        if chart.resolvedKind == .bar { return (language.say("bars", "Balken"), language.say("bar", "Balken")) }
        return (language.say("points", "Punkten"), language.say("point", "Punkt"))
    }

    /// How the profile was grouped: "by week", "in 40 intervals".
    func groupingPhrase(_ profile: Profile) -> String {
        switch profile.grouping {
        case .none: return ""
        case .hour: return language.say("by hour", "nach Stunden")
        case .day: return language.say("by day", "nach Tagen")
        case .week: return language.say("by week", "nach Wochen")
        case .month: return language.say("by month", "nach Monaten")
        case .quarter: return language.say("by quarter", "nach Quartalen")
        case .year: return language.say("by year", "nach Jahren")
        case .decade: return language.say("by decade", "nach Jahrzehnten")
        case .interval, .run:
            return language.say("in ", "in ") + language.count(profile.groups.count, language.say("group", "Gruppe"), language.say("groups", "Gruppen"))
        }
    }
}

/// Where something sits along x: a preposition and the words after it.
struct Place: Sendable, Hashable {
    let preposition: String
    let text: String

    init(_ preposition: String, _ text: String) {
        self.preposition = preposition
        self.text = text
    }

    /// "on January 5".
    var spoken: String { preposition + text }
}
