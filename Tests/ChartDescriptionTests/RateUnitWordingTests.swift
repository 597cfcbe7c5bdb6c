import ChartDescription
import ChartModel
import Testing

/// A price per a unit said with its unit: "$3.20 per kg".
@Suite struct RateUnitWordingTests {
    @Test func aPricePerKilogramIsSaidPerKilogram() throws {
        // A grocer's list: apples $3.20, pears $2.80 a kilogram; their mean is $3.00.
        let file = "Product,Price ($ per kg)\nApples,3.2\nPears,2.8\n"
        let chart = try ChartReader.read(Array(file.utf8), format: .csv)
        let text = try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text).joined(separator: " ")
        // Once "Price ($ per kg), from highest: Apples 3.2, Pears 2.8. Average: 3."
        #expect(
            text.contains("Price, from highest: Apples $3.20 per kg, Pears $2.80 per kg. Average: $3.00 per kg."),
            Comment(rawValue: text))
        let plain = try ChartReader.read(Array("Product,Price (per kg)\nApples,3.2\nPears,2.8\n".utf8), format: .csv)
        let plainText = try ChartDescriber(chart: plain).describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(
            plainText.contains("Apples 3.2 per kg, Pears 2.8 per kg. Average: 3 per kg."), Comment(rawValue: plainText))
        var german = try ChartReader.read(
            Array("Produkt,Preis (€/kg)\nÄpfel,3.2\nBirnen,2.8\n".utf8), format: .csv,
            csv: CSVImportOptions(locale: "de-DE"))
        german.locale = "de-DE"
        let deutsch = try ChartDescriber(chart: german).describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(deutsch.contains("Äpfel 3,20 € pro kg, Birnen 2,80 € pro kg"), Comment(rawValue: deutsch))
    }
}
