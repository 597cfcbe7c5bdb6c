/// How cycles and shifts of level are said: where in the calendar a cycle is highest and lowest, how far it swings,
/// and the levels a series steps between.
extension Phrasebook {
    /// ", highest in July and lowest in January", with a second high or low where the cycle has one ("highest in July
    /// and August, with a second high in January, and lowest in April, with a second low in November"); nothing for a
    /// cycle without a calendar place.
    func cyclePhase(_ phase: CyclePhase?, _ c: PhraseContext) -> [Segment] {
        guard let phase else { return [] }
        func extreme(_ place: CyclePlace, _ also: CyclePlace?, second: CyclePlace?, _ key: String) -> [Segment] {
            let first = cyclePlace(place, also, c)
            guard let second else { return first }
            return say(key, ["place": first, "second": cyclePlace(second, nil, c)])
        }
        return say(
            "statements.cyclePhase",
            [
                "high": extreme(phase.high, phase.highToo, second: phase.secondHigh, "statements.cycleSecondHigh"),
                "low": extreme(phase.low, phase.lowToo, second: phase.secondLow, "statements.cycleSecondLow"),
            ])
    }

    /// The statement of a calendar cycle, named by the calendar's length ("a yearly cycle"): its count of
    /// cycles is the span's count of years, weeks or days, so it goes unsaid.
    static func calendarCycleKey(_ place: CyclePlace) -> String {
        switch place {
        case .month, .quarter: "statements.cycleYear"
        case .weekday: "statements.cycleWeek"
        case .hour: "statements.cycleDay"
        }
    }

    /// A place in a calendar cycle, with its preposition: "in July", "on Saturdays", "at 2:00 PM"; with a neighbour
    /// nearly as high or low (`also`), both in the cycle's order: "in July and August", "in December and January".
    private func cyclePlace(_ place: CyclePlace, _ also: CyclePlace?, _ c: PhraseContext) -> [Segment] {
        let (first, second) = also.map { Self.isBefore($0, place) ? ($0, place) : (place, $0) } ?? (place, nil)
        func names(_ name: (CyclePlace) -> String) -> [Segment] {
            [.words(second.map { pack.joined([name(first), name($0)]) } ?? name(first))]
        }
        switch first {
        case .month:
            return say("statements.cycleMonth", ["name": names { monthNames[$0.number - 1] }])
        case .quarter:
            return say(
                "statements.cycleQuarter", ["name": names { pack.list("statements.cycleQuarters")[$0.number - 1] }])
        case .weekday:
            return say(
                "statements.cycleWeekday", ["name": names { pack.list("statements.cycleWeekdays")[$0.number - 1] }])
        case .hour:
            return say("statements.cycleHour", ["time": names { time(hour: $0.number, minute: 0, second: nil) }])
        }
    }

    /// Whether `a` comes just before `b` in their cycle (December before January).
    private static func isBefore(_ a: CyclePlace, _ b: CyclePlace) -> Bool {
        let count =
            switch a {
            case .month: 12
            case .quarter: 4
            case .weekday: 7
            case .hour: 24
            }
        let start = if case .hour = a { 0 } else { 1 }
        return (a.number - start + 1) % count == b.number - start
    }

    /// "; from low to high it swings by about 20 °C"; nothing for a cycle without a measured swing.
    func cycleSwing(_ swing: CycleSwing?, _ c: PhraseContext) -> [Segment] {
        switch swing {
        case nil: []
        case .amount(let amount)?:
            say("statements.cycleSwingAmount", ["amount": [c.yAmount(Self.about(amount), .change)]])
        case .share(let share)?: say("statements.cycleSwingShare", ["percent": [c.percent(share, .changePercent)]])
        case .withLevel(let from, let to)?:
            say(
                to > from ? "statements.cycleSwingGrows" : "statements.cycleSwingShrinks",
                ["from": [c.yAmount(Self.about(from), .first)], "to": [c.yAmount(Self.about(to), .last)]])
        }
    }

    /// A swing said "about": to two significant digits.
    private static func about(_ amount: Double) -> Double { NumberWording.rounded(amount, significantDigits: 2) }

    /// "holds near 850 cubic feet per second until 1930, then drops to a lower level, near 620, from 1931 on and
    /// stays there": each level "near" its mean to three significant digits (the noise about a level makes its
    /// cents nothing a listener can use: "near €8,230", never "near €8,233.32").
    func shifts(_ level: Double, _ shifts: [Shift], _ c: PhraseContext) -> [Segment] {
        guard let first = shifts.first else { return [] }
        var told = say("course.holdsNear", ["level": near(level, c), "until": place(first.last.place, .until, c)])
        for shift in shifts {
            told += say(
                shift.isUp ? "course.shiftUp" : "course.shiftDown",
                ["level": near(shift.level, c), "from": place(shift.first.place, .from, c)])
        }
        return told + say("course.staysThere")
    }

    /// A level a series holds near, to three significant digits (see `shifts(_:_:_:)`).
    func near(_ level: Double, _ c: PhraseContext) -> [Segment] {
        [.number(level, spoken: c.wording.y.approximate(level, significantDigits: 3), fact: .mean)]
    }
}
