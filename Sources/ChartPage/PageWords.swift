import ChartDescription
import Languages

/// The page's own words (headings, help, table captions), from the language pack of the chart's
/// locale; everything about the chart itself comes from the describer and the navigator.
struct PageWords {
    /// The language's words.
    let phrasebook: Phrasebook

    init(language: Languages.Language) {
        phrasebook = Phrasebook(language)
    }

    /// The page key's text, with `arguments` in place of its placeholders.
    private func say(_ key: String, _ arguments: [String: String] = [:]) -> String {
        phrasebook.text("page." + key, arguments)
    }

    var untitled: String { say("untitled") }
    var skip: String { say("skip") }
    var description: String { say("description") }
    var details: String { say("details") }
    var points: String { say("points") }
    var audio: String { say("audio") }
    var captions: String { say("captions") }
    var transcript: String { say("transcript") }
    var explorer: String { say("explorer") }
    var explorerRole: String { say("explorerRole") }
    var data: String { say("data") }
    var goto: String { say("goto") }
    var gotoHelp: String { say("gotoHelp") }
    var noValue: String { say("noValue") }
    var download: String { say("download") }
    var pointsHeading: String { say("pointsHeading") }
    var mean: String { say("mean") }
    var lowest: String { say("lowest") }
    var highest: String { say("highest") }
    var hint: String { say("hint") }
    var noScript: String { say("noScript") }
    /// What entering the explorer says: where it is (for `%s`), and the help key.
    var entry: String { say("entry", ["where": "%s"]) }

    func series(_ number: Int) -> String { say("series", ["number": String(number)]) }
    func tableCaption(_ title: String) -> String { say("tableCaption", ["title": title]) }
    func groupCaption(_ name: String) -> String { say("groupCaption", ["name": name]) }
    func grouped(_ rows: String) -> String { say("grouped", ["rows": rows]) }
    func pointsFirst(_ shown: String) -> String { say("pointsFirst", ["shown": shown]) }
    func firstPoints(_ shown: String, of count: String) -> String {
        say("firstPoints", ["shown": shown, "count": count])
    }

    /// The explorer's keys.
    var keys: String { say("keys", ["steps": say("steps")]) }
}
