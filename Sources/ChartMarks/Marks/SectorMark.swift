import Foundation

/// A slice of a pie or donut; Swift Charts' `SectorMark`.
///
/// Sectors make a pie chart whose slices are named by `foregroundStyle(by:)`.
public struct SectorMark: ChartContent, MarkContent {
    let marks: [MarkRecord]

    /// A slice whose size is `angle`'s share of all the slices' total.
    public init<A>(
        angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        var mark = MarkRecord(.sector)
        mark.angle = angle.field
        marks = [mark]
    }

    /// The mark, as content of any type.
    public var body: AnyChartContent { AnyChartContent(self) }
}
