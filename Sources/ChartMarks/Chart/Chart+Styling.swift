import Foundation

// The purely visual chart modifiers: they compile as Swift Charts' do and change nothing
// spoken or heard. Their closures are not run.
extension Chart {
    /// Hides or shows the legend; the series are spoken either way.
    public func chartLegend(_ visibility: Visibility) -> Chart { self }

    /// Places the legend.
    public func chartLegend(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> Chart { self }

    /// Styles the plot area as `content` says.
    public func chartPlotStyle(content: @escaping (ChartPlotContent) -> ChartPlotContent) -> Chart { self }

    /// Draws `content` behind the plot.
    public func chartBackground<V>(alignment: Alignment = .center, content: @escaping (ChartProxy) -> V) -> Chart {
        self
    }

    /// Draws `content` over the plot.
    public func chartOverlay<V>(alignment: Alignment = .center, content: @escaping (ChartProxy) -> V) -> Chart {
        self
    }

    /// Lets the reader select an x value into `value`.
    public func chartXSelection<P>(value: Binding<P?>) -> Chart { self }

    /// Lets the reader select a range of x values into `range`.
    public func chartXSelection<P: Comparable>(range: Binding<ClosedRange<P>?>) -> Chart { self }

    /// Lets the reader select a y value into `value`.
    public func chartYSelection<P>(value: Binding<P?>) -> Chart { self }

    /// Lets the reader select a slice's value into `value`.
    public func chartAngleSelection<P>(value: Binding<P?>) -> Chart { self }

    /// Lets the plot scroll along `axes`.
    public func chartScrollableAxes(_ axes: AxisSet) -> Chart { self }

    /// Shows `length` of the x domain at once when scrolling.
    public func chartXVisibleDomain<P: Numeric>(length: P) -> Chart { self }

    /// Shows `length` of the y domain at once when scrolling.
    public func chartYVisibleDomain<P: Numeric>(length: P) -> Chart { self }

    /// Scrolls first to `initialX`.
    public func chartScrollPosition<P>(initialX: P) -> Chart { self }

    /// Keeps the scroll position in `x`.
    public func chartScrollPosition<P>(x: Binding<P>) -> Chart { self }
}

/// The plot area, as `chartPlotStyle`'s closure receives it; Swift Charts' `ChartPlotContent`.
public struct ChartPlotContent: Sendable {
    /// The plot area with `style` behind it.
    public func background(_ style: some ShapeStyle) -> ChartPlotContent { self }

    /// The plot area `width` and `height` points large.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> ChartPlotContent { self }

    /// The plot area with a border in `style`.
    public func border(_ style: some ShapeStyle, width: CGFloat = 1) -> ChartPlotContent { self }
}

/// Where the chart's values are on screen, as overlays receive it; Swift Charts' `ChartProxy`.
public struct ChartProxy: Sendable {}
