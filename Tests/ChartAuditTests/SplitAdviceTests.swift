import ChartAudit
import ChartModel
import Testing

/// The advice for x values that repeat in a CSV file's one series names the column that could split them.
@Suite struct SplitAdviceTests {
    /// Sales of two regions a day, the north's twice a day (two shops): "region" tells only half the repeats apart
    /// (the south's row at each day), so the rows are not split, and stay one line that doubles back.
    static let file =
        "date,region,sales\n2026-01-01,N,10\n2026-01-01,N,11\n2026-01-01,S,5\n"
        + "2026-01-02,N,12\n2026-01-02,N,13\n2026-01-02,S,6\n"

    private func fix(_ reading: ChartReading, locale: String) -> String? {
        var chart = reading.chart
        chart.locale = locale
        return ChartAuditor().audit(chart, source: .csv, splitCandidate: reading.splitCandidate).first {
            $0.ruleID == .continuousXOrder
        }?.fix
    }

    @Test func theAdviceNamesTheColumnThatCouldSplitTheRows() throws {
        let reading = try ChartReader.reading(Array(Self.file.utf8), format: .csv)
        #expect(reading.chart.series.count == 1 && reading.splitCandidate == "region")
        // Once "... a column of the file that told them apart would have split them into series", naming none.
        let expected = [
            "en":
                "split the rows into a series for each value of 'region' with --split-by 'region', if it tells them apart",
            "de": "die Zeilen mit --split-by='region' in eine Reihe je Wert von „region“ aufteilen",
            "fr": "répartissez les lignes en une série par valeur de «\u{a0}region\u{a0}» avec --split-by='region'",
            "es": "divida las filas en una serie por cada valor de «region» con --split-by='region'",
        ]
        for (locale, start) in expected {
            let text = fix(reading, locale: locale)
            #expect(text?.hasPrefix(start) == true, "\(locale): \(text ?? "no finding")")
        }
        // No text column that could split (one region only), or a chart file: the advice as before.
        let one = try ChartReader.reading(
            Array("date,region,sales\n2026-01-01,N,10\n2026-01-01,N,11\n2026-01-02,N,12\n".utf8), format: .csv)
        #expect(one.splitCandidate == nil)
        #expect(fix(one, locale: "en")?.hasPrefix("combine the rows that share an x") == true)
        #expect(
            ChartAuditor().audit(reading.chart, source: .json, splitCandidate: "region").first {
                $0.ruleID == .continuousXOrder
            }?.fix.contains("--split-by") == false)
        // Rows the column splits are split, and leave no candidate.
        let split = try ChartReader.reading(
            Array("date,region,sales\n2026-01-01,N,10\n2026-01-01,S,5\n2026-01-02,N,12\n2026-01-02,S,6\n".utf8),
            format: .csv)
        #expect(split.chart.series.count == 2 && split.splitCandidate == nil)
    }
}
