/// The kind of chart, which changes how it is worded and how it sounds.
///
/// Mirrors the `kind` key of the chart file format (an AudioGraph extension to Apple's model).
public enum ChartKind: String, Sendable, Hashable, CaseIterable {
    case line, bar, area, scatter, pie, band, radar, heatmap, histogram, box

    /// Whether a series of this kind is continuous unless it says otherwise.
    public var isContinuousByDefault: Bool { self == .line || self == .area }

    /// Whether a mark's length starts at zero (a bar, a histogram's bin), so that its value is
    /// heard, and its axis spoken, from zero.
    public var startsAtZero: Bool { self == .bar || self == .histogram }
}

/// The direction in which the x axis runs; Apple's `AXChartDescriptor.ContentDirection` cases.
public enum ContentDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise
}
