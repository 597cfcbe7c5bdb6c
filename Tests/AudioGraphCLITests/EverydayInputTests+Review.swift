import Foundation
import TestSupport
import Testing

/// Mistakes a reviewer made with everyday files, each with the exit code `--help` promises for it.
extension EverydayInputTests {
    @Test func aDecimalSeparatorTheFileRefutesIsAUsageErrorNamingIt() throws {
        // "$1,234.50" with a decimal comma left Revenue out, exit 0; "1,234,567" exited 65.
        let sales = try write(
            "us_sales.csv",
            "Date,Revenue,Units\n\"Jan 5, 2026\",\"$1,234.50\",120\n\"Feb 5, 2026\",\"$2,345.00\",130\n")
        #expect(
            try usageError(sales, ["--decimal", ","])
                == "Error: '\(sales)': --decimal ',': line 2, column 2 ('Revenue') writes '$1,234.50' with a decimal point; give '.', or none to tell it from the numbers"
        )
        let thousands = try write("thousands.csv", "Year,Population\n1990,\"1,234,567\"\n2000,\"1,456,789\"\n")
        let converted = try Binary.run(["convert", thousands, "--decimal", ","])
        #expect(converted.status == 64 && converted.out.isEmpty)
        #expect(
            converted.err.hasPrefix(
                "Error: '\(thousands)': --decimal ',': line 2, column 2 ('Population') writes '1,234,567' with commas between thousands; give '.', or none to tell it from the numbers\n"
            ), "\(converted.err)")
    }

    @Test func aMissingDataFileIsNoInputNamingDataURL() throws {
        let spec = try write(
            "missing.vl.json",
            #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"url": "does_not_exist.csv"}, "mark": "line", "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}}"#
        )
        let result = try Binary.run(["describe", spec])
        #expect(result.status == 66 && result.out.isEmpty)
        #expect(
            result.err
                == "Error: '\(spec)': data.url: cannot read '\(folder.path)/does_not_exist.csv': no such file\n")
        // A chart file that is not there has the same code and words.
        let absent = try Binary.run(["describe", folder.path + "/absent.csv"])
        #expect(absent.status == 66 && absent.err == "Error: cannot read '\(folder.path)/absent.csv': no such file\n")
    }

    @Test func aVegaLiteFieldNotInTheDataIsRefusedWithTheNearest() throws {
        let spec = try write(
            "typo.vl.json",
            #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": [{"month": "2026-01-05", "sales": 100}, {"month": "2026-02-05", "sales": 120}]}, "mark": "line", "encoding": {"x": {"field": "month", "type": "temporal"}, "y": {"field": "sale", "type": "quantitative"}}}"#
        )
        #expect(
            try refusal(spec)
                == "Error: '\(spec)': encoding.y.field: 'sale' is not in the data (did you mean 'sales'?)\n")
    }
}
