import ChartModel

/// The layers of a stacked chart (Swift Charts' `MarkStackingMethod`).
public struct Layers: Sendable, Hashable {
    /// How the layers stack.
    public var stacking: Chart.Stacking
    /// Each layer's share of everything stacked, largest first (stacked to 100 percent too: the
    /// overall share, weighted by the totals, not a mean of the shares at each x).
    public var shares: [LayerShare]
    /// The sum of every layer at every x, unless stacked to 100 percent.
    public var total: Double?
    /// The layer whose share changed most from the first x to the last, when by at least 5
    /// percentage points.
    public var shift: ShareShift?
}

/// A layer's share of a stack.
public struct LayerShare: Sendable, Hashable {
    /// The layer.
    public var series: SeriesName
    /// The fraction, 0 to 1.
    public var fraction: Double
}

/// How a layer's share changed from the first x of the stack to the last.
public struct ShareShift: Sendable, Hashable {
    /// The layer.
    public var series: SeriesName
    /// The first x of the stack.
    public var from: XPlace
    /// Its share there, 0 to 1.
    public var fromFraction: Double
    /// The last x of the stack.
    public var to: XPlace
    /// Its share there, 0 to 1.
    public var toFraction: Double
}

/// A pie's slices: the largest, the smallest and the shares.
public struct Shares: Sendable, Hashable {
    /// The series whose values are the slices.
    public var series: SeriesName
    /// The largest slice.
    public var largest: Share
    /// The smallest slice, when another than the largest.
    public var smallest: Share?
    /// The other slices as large as the largest, in order (said as a tie, never as slices in between).
    public var largestTies: [Share] = []
    /// The other slices as small as the smallest, in order.
    public var smallestTies: [Share] = []
    /// The slices between the largest and the smallest, largest first: every one when ten
    /// slices or fewer, else the four after the largest (neither end is listed twice).
    public var listed: [Share]
    /// How many slices between the ends are not listed.
    public var othersCount: Int
    /// The fraction the unlisted slices hold together.
    public var othersFraction: Double
    /// The sum of every slice.
    public var total: Double
}

/// A slice and its share of the whole.
public struct Share: Sendable, Hashable {
    /// The slice: its value and category.
    public var anchor: Anchor
    /// The fraction of the whole, 0 to 1.
    public var fraction: Double
}

/// A radar series: its strongest and weakest axes and how even it is.
public struct Balance: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// Its highest value and the axis it is on.
    public var strongest: Anchor
    /// Its lowest value and the axis it is on.
    public var weakest: Anchor
    /// The coefficient of variation.
    public var variation: Double
}

/// A band (a range around a line): its highest top, lowest bottom, widest and narrowest places.
public struct Band: Sendable, Hashable {
    /// The series.
    public var series: SeriesName
    /// The highest top.
    public var top: Anchor
    /// The lowest bottom.
    public var bottom: Anchor
    /// Where the band is widest.
    public var widest: Width
    /// Where it is narrowest, when elsewhere.
    public var narrowest: Width?

    /// A band's extent at one place.
    public struct Width: Sendable, Hashable {
        /// Where along x.
        public var place: XPlace
        /// The bottom of the band there.
        public var low: Double
        /// The top of the band there.
        public var high: Double
    }
}

/// A heatmap's hottest and coldest cells, and its highest row on average.
public struct Heat: Sendable, Hashable {
    /// The cell with the highest value.
    public var hottest: Cell
    /// The cell with the lowest value.
    public var coldest: Cell
    /// The row highest on average, when there are several.
    public var topRow: SeriesValue?

    /// A cell: its row (a series) and its value and column.
    public struct Cell: Sendable, Hashable {
        /// The row.
        public var row: SeriesName
        /// The value and its column.
        public var anchor: Anchor
    }
}
