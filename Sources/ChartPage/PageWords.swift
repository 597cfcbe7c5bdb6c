/// The page's own words (headings, help, table captions), in English or German as the chart's
/// locale says; everything about the chart itself comes from the describer and the navigator.
struct PageWords {
    let isGerman: Bool

    init(locale: String) {
        isGerman = ChartPage.languageTag(locale).lowercased().hasPrefix("de")
    }

    private func say(_ english: String, _ german: String) -> String { isGerman ? german : english }

    var untitled: String { say("Untitled chart", "Diagramm ohne Titel") }
    var skip: String { say("Skip to the chart explorer", "Zum Diagramm-Explorer springen") }
    var description: String { say("Description", "Beschreibung") }
    var details: String { say("Details and statistics", "Details und Statistik") }
    var points: String { say("Every point", "Alle Punkte") }
    var audio: String { say("Audio graph", "Audiografik") }
    var captions: String { say("What sounds when", "Was wann erklingt") }
    var transcript: String { say("Transcript", "Mitschrift") }
    var explorer: String { say("Explore the chart", "Das Diagramm erkunden") }
    var explorerRole: String { say("chart explorer", "Diagramm-Explorer") }
    var data: String { say("Data", "Daten") }
    var goto: String { say("Go to", "Gehe zu") }
    var gotoHelp: String {
        say(
            "an x value as the chart says it (g in the explorer comes here; Enter goes, Escape goes back).",
            "ein x-Wert, wie das Diagramm ihn sagt (g im Explorer führt hierher; Eingabe geht hin, Escape zurück).")
    }
    var gotoMissing: String {
        say(
            "No point here is called '%s'; give an x value as the chart says it, or use goto in audiograph explore.",
            "Kein Punkt heißt hier '%s'; einen x-Wert angeben, wie das Diagramm ihn sagt, oder goto in audiograph explore nutzen."
        )
    }
    var noValue: String { say("no value", "kein Wert") }
    var download: String { say("Download every point as CSV.", "Alle Punkte als CSV herunterladen.") }
    var pointsHeading: String { say("Points", "Punkte") }
    var mean: String { say("Average", "Mittelwert") }
    var lowest: String { say("Lowest", "Niedrigster") }
    var highest: String { say("Highest", "Höchster") }

    func series(_ number: Int) -> String { say("Series \(number)", "Reihe \(number)") }
    func tableCaption(_ title: String) -> String { say("The data of \(title)", "Die Daten von \(title)") }
    func groupCaption(_ name: String) -> String { say("\(name), by group", "\(name), nach Gruppen") }
    func grouped(_ rows: String) -> String {
        say(
            "\(rows) points are too many to read as a table: each table lists the summary's groups.",
            "\(rows) Punkte sind zu viele für eine Tabelle: Jede Tabelle zeigt die Gruppen der Zusammenfassung.")
    }
    func firstPoints(_ shown: Int, of count: Int) -> String {
        say(
            "The first \(shown) of \(count) points; the data table and the explorer give the rest.",
            "Die ersten \(shown) von \(count) Punkten; Tabelle und Explorer zeigen den Rest.")
    }

    /// The explorer's keys.
    func keys(byGroups: Bool) -> String {
        let steps = byGroups ? say("groups of points", "Punktgruppen") : say("points", "Punkte")
        return say(
            "Focus the explorer and use the keys: Left and Right arrows step through \(steps), Up and Down change series, Home and End go to the ends, Page Up and Page Down leap, [ and ] go to the lowest and highest, Enter repeats, w says where you are, u goes up a level and n down (into a group or a box), g goes to an x value, c plays a chord, p plays the series, s and d give statistics and a description; x, k, v, o, l, m and t go to the next crossing, peak, trough, outlier, label, gap or change (with Shift, the previous). Escape leaves the explorer.",
            "Den Explorer fokussieren und die Tasten nutzen: Pfeil links und rechts gehen durch die \(steps), Pfeil hoch und runter wechseln die Reihe, Pos1 und Ende springen an die Enden, Bild auf und Bild ab springen weiter, [ und ] gehen zum niedrigsten und höchsten Wert, Eingabe wiederholt, w sagt, wo Sie sind, u geht eine Ebene hoch und n hinunter (in eine Gruppe oder Box), g geht zu einem x-Wert, c spielt einen Akkord, p spielt die Reihe, s und d geben Statistik und Beschreibung; x, k, v, o, l, m und t gehen zur nächsten Kreuzung, zum Gipfel, Tal, Ausreißer, zur Beschriftung, Lücke oder Änderung (mit Umschalt zur vorigen). Escape verlässt den Explorer."
        )
    }
}
