import ChartDescription
import ChartModel
import Foundation

extension ChartNavigator {
    /// Goes to the point nearest an x value: a number, an ISO 8601 date on date axes, or a
    /// category's name (the nearest spelling when there is no exact one).
    mutating func goTo(_ text: String) -> NavigatorResponse {
        guard index.count > 0 else { return current() }
        let x: Double
        switch chart.xAxis.type {
        case .date:
            guard let seconds = ISODate.seconds(from: text) ?? Double(text) else {
                return NavigatorResponse(announcement: phrases.navigator(.notADate(text.quotable)), sound: .boundary, events: [.notFound(text)])
            }
            x = seconds
        case .numeric:
            guard let number = Double(text.replacingOccurrences(of: ",", with: "")) else {
                return NavigatorResponse(announcement: phrases.navigator(.notANumber(text.quotable)), sound: .boundary, events: [.notFound(text)])
            }
            x = number
        case .categorical:
            let categories = chart.resolvedCategories
            let name = categories.first { $0.caseInsensitiveCompare(text) == .orderedSame } ?? Suggestion.nearest(to: text, in: categories)
            guard let name, let place = categories.firstIndex(of: name) else {
                return NavigatorResponse(announcement: phrases.navigator(.noCategory(text.quotable)), sound: .boundary, events: [.notFound(text)])
            }
            x = Double(place)
        }
        level = .point
        move(to: index.nearestRank(to: x))
        return arrive(at: rank, from: nil)
    }

    /// Where the position is: level, series, point and group numbers, and the point.
    func whereAmI() -> NavigatorResponse {
        let series = seriesName(seriesIndex) + phrases.navigator(.seriesOf(seriesIndex + 1, chart.series.count))
        switch level {
        case .chart:
            return NavigatorResponse(announcement: phrases.navigator(.wholeChartLevel) + chartText(), sound: .none, events: [])
        case .series:
            return NavigatorResponse(announcement: phrases.navigator(.seriesLevel) + seriesText(seriesIndex), sound: .none, events: [])
        case .group:
            guard index.groups.indices.contains(groupIndex) else { return emptySeries() }
            let text = phrases.navigator(.groupOf(groupIndex + 1, index.groups.count, series)) + groupText(groupIndex)
            return NavigatorResponse(announcement: text, sound: current().sound, events: [])
        case .point:
            guard index.count > 0 else { return current() }
            let prefix = phrases.navigator(.pointOf(rank + 1, index.count, series))
            return current(prefix: prefix)
        }
    }

    /// The summary of the series, or of the chart at the chart level, on one line.
    func describe() -> NavigatorResponse {
        guard let describer = try? ChartDescriber(chart: level == .chart ? chart : seriesChart) else {
            return NavigatorResponse(announcement: "", sound: .none, events: [])
        }
        let description = describer.describe(.summary)
        let sentences = level == .chart ? description.sentences : description.summary
        return NavigatorResponse(announcement: sentences.map(\.text).joined(separator: " "), sound: .none, events: [])
    }

    /// The statistics of the series, on one line.
    func statistics() -> NavigatorResponse {
        guard let describer = try? ChartDescriber(chart: seriesChart) else { return NavigatorResponse(announcement: "", sound: .none, events: []) }
        let sentences = describer.details().filter { [.count, .statistics, .change, .correlation].contains($0.kind) }
        return NavigatorResponse(announcement: sentences.map(\.text).joined(separator: " "), sound: .none, events: [])
    }

    /// The chart with only the current series (whatever its name), for describing it alone.
    var seriesChart: Chart {
        var single = chart
        if single.yAxis == nil { single.yAxis = chart.resolvedYAxis }
        single.series = [chart.series[seriesIndex]]
        return single
    }

    /// Every series' value at the current x, spoken and sounded together.
    func chord() -> NavigatorResponse {
        guard index.count > 0 else { return current() }
        let x = index.positions[rank]
        var parts: [String] = []
        var pitches: [Double] = []
        for (series, other) in indexes.enumerated() where other.count > 0 {
            let near = other.nearestRank(to: x)
            guard other.positions[near] == x else { continue }
            if let value = other.value(near) {
                parts.append(seriesName(series) + " " + wording.y.text(value))
                pitches.append(mapping.frequency(of: value))
            } else {
                parts.append(phrases.navigator(.hasNoValue(seriesName(series))))
            }
        }
        let at = wording.x.text(chart.series[seriesIndex].x[index.point(rank)])
        return NavigatorResponse(announcement: at + ": " + parts.joined(separator: "; "), sound: pitches.isEmpty ? .none : .chord(pitches), events: [])
    }

    /// The commands, on one line.
    func help() -> NavigatorResponse {
        let list = NavigatorCommand.words.map { "\($0.word) (\($0.meaning))" }.joined(separator: ", ")
        return NavigatorResponse(announcement: "Commands: " + list + ".", sound: .none, events: [])
    }
}
