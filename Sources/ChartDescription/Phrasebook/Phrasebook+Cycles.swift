/// How cycles and shifts of level are said: where in the calendar a cycle is highest and lowest, how far it swings,
/// and the levels a series steps between.
extension Phrasebook {
    /// ", highest in July and lowest in January"; nothing for a cycle without a calendar place.
    func cyclePhase(_ phase: CyclePhase?, _ c: PhraseContext) -> [Segment] {
        guard let phase else { return [] }
        return say("statements.cyclePhase", ["high": cyclePlace(phase.high, c), "low": cyclePlace(phase.low, c)])
    }

    /// A place in a calendar cycle, with its preposition: "in July", "on Saturdays", "at 2:00 PM".
    private func cyclePlace(_ place: CyclePlace, _ c: PhraseContext) -> [Segment] {
        switch place {
        case .month(let month): say("statements.cycleMonth", ["name": [.words(monthNames[month - 1])]])
        case .quarter(let quarter):
            say("statements.cycleQuarter", ["name": [.words(pack.list("statements.cycleQuarters")[quarter - 1])]])
        case .weekday(let day):
            say("statements.cycleWeekday", ["name": [.words(pack.list("statements.cycleWeekdays")[day - 1])]])
        case .hour(let hour): say("statements.cycleHour", ["time": [.words(time(hour: hour, minute: 0, second: nil))]])
        }
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
        func near(_ level: Double) -> [Segment] {
            [.number(level, spoken: c.wording.y.approximate(level, significantDigits: 3), fact: .mean)]
        }
        var told = say("course.holdsNear", ["level": near(level), "until": place(first.last.place, .until, c)])
        for shift in shifts {
            told += say(
                shift.isUp ? "course.shiftUp" : "course.shiftDown",
                ["level": near(shift.level), "from": place(shift.first.place, .from, c)])
        }
        return told + say("course.staysThere")
    }
}
