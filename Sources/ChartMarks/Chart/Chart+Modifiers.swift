import AXCompatibility
import ChartModel
import Foundation

// The chart modifiers that carry meaning: the title, axis titles, scales, gridlines, series
// order, and an app's own descriptor. Each returns the chart changed.
extension Chart {
    /// Titles the chart: the title VoiceOver speaks first.
    public func accessibilityLabel(_ label: some StringProtocol) -> Chart {
        changed { $0.title = String(label) }
    }

    /// Titles the chart with `label`'s text.
    public func accessibilityLabel(_ label: Text) -> Chart { accessibilityLabel(label.content) }

    /// The chart's key message, in the author's words: its summary, spoken after what the data
    /// says.
    public func accessibilityValue(_ value: some StringProtocol) -> Chart {
        changed { $0.summary = String(value) }
    }

    /// The chart's key message with `value`'s text.
    public func accessibilityValue(_ value: Text) -> Chart { accessibilityValue(value.content) }

    /// Describes the chart by an app's own descriptor, which wins over what the marks say.
    public func accessibilityChartDescriptor(_ representable: some AXChartDescriptorRepresentable) -> Chart {
        let chart = ChartModel.Chart(representable)
        return changed { $0.descriptorChart = chart }
    }

    /// Sets a value of the environment the chart is drawn in, such as
    /// `.environment(\.locale, Locale(identifier: "de_DE"))`: the locale is the language and
    /// number format the chart is spoken in, and its audit worded in.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> Chart {
        changed {
            var environment = $0.environment ?? EnvironmentValues()
            environment[keyPath: keyPath] = value
            $0.environment = environment
        }
    }

    /// Titles the x axis, in place of its values' label.
    public func chartXAxisLabel(
        _ label: some StringProtocol, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> Chart {
        changed { $0.x.label = String(label) }
    }

    /// Titles the y axis, in place of its values' label.
    public func chartYAxisLabel(
        _ label: some StringProtocol, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> Chart {
        changed { $0.y.label = String(label) }
    }

    /// Sets the x scale's domain, the axis's range (numbers or dates), and its type.
    public func chartXScale<D: Comparable>(domain: ClosedRange<D>, type: ScaleType? = nil) -> Chart {
        changed { $0.x.setDomain(domain, type: type) }
    }

    /// Sets the x scale's categories in order, and its type.
    public func chartXScale<D>(domain: [D], type: ScaleType? = nil) -> Chart {
        changed { $0.x.setDomain(domain, type: type) }
    }

    /// Lets Swift Charts choose the x scale's domain, and sets its type.
    public func chartXScale(domain: AutomaticScaleDomain = .automatic, type: ScaleType? = nil) -> Chart {
        changed { $0.x.scale = type ?? $0.x.scale }
    }

    /// Sets the y scale's domain, the axis's range, and its type (`.log` for a log scale).
    public func chartYScale<D: Comparable>(domain: ClosedRange<D>, type: ScaleType? = nil) -> Chart {
        changed { $0.y.setDomain(domain, type: type) }
    }

    /// Sets the y scale's categories in order, and its type.
    public func chartYScale<D>(domain: [D], type: ScaleType? = nil) -> Chart {
        changed { $0.y.setDomain(domain, type: type) }
    }

    /// Lets Swift Charts choose the y scale's domain, and sets its type.
    public func chartYScale(domain: AutomaticScaleDomain = .automatic, type: ScaleType? = nil) -> Chart {
        changed { $0.y.scale = type ?? $0.y.scale }
    }

    /// Shows or hides the x axis; a hidden axis is still spoken.
    public func chartXAxis(_ visibility: Visibility) -> Chart { self }

    /// Shows or hides the y axis; a hidden axis is still spoken.
    public func chartYAxis(_ visibility: Visibility) -> Chart { self }

    /// Draws the x axis as `content` says: marks that draw grid lines give the axis gridlines,
    /// and a currency or percent label format says how its values are spoken.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> Chart {
        let parts = ChartMarks.parts(of: content())
        return changed {
            $0.x.gridValues = parts.gridValues
            $0.x.format = parts.format
        }
    }

    /// Draws the y axis as `content` says: marks that draw grid lines give the axis gridlines,
    /// and a currency or percent label format says how its values are spoken.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> Chart {
        let parts = ChartMarks.parts(of: content())
        return changed {
            $0.y.gridValues = parts.gridValues
            $0.y.format = parts.format
        }
    }

    /// Colours series by `mapping`, whose keys give the series' order.
    public func chartForegroundStyleScale<D, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> Chart {
        let order = mapping.map { PlotValue($0.key).category ?? String(describing: $0.key) }
        return changed { $0.foregroundDomain = order }
    }

    /// Colours the series of `domain`, in that order, by `range`.
    public func chartForegroundStyleScale<D, S: ShapeStyle>(domain: [D], range: [S]) -> Chart {
        chartForegroundStyleScale(domain: domain)
    }

    /// Orders the series as `domain` lists them.
    public func chartForegroundStyleScale<D>(domain: [D]) -> Chart {
        let order = domain.map { PlotValue($0).category ?? String(describing: $0) }
        return changed { $0.foregroundDomain = order }
    }

    /// The chart with its settings changed by `change`.
    private func changed(_ change: (inout ChartSettings) -> Void) -> Chart {
        var chart = self
        change(&chart.settings)
        return chart
    }
}

extension AxisSettings {
    /// Sets the domain from a range or a list, and the scale's type.
    mutating func setDomain<D: Comparable>(_ domain: ClosedRange<D>, type: ScaleType?) {
        self.domain = [PlotValue(domain.lowerBound), PlotValue(domain.upperBound)]
        isRange = true
        scale = type ?? scale
    }

    /// Sets the domain from a list of categories (or values), and the scale's type.
    mutating func setDomain<D>(_ domain: [D], type: ScaleType?) {
        self.domain = domain.map(PlotValue.init)
        isRange = false
        scale = type ?? scale
    }
}

/// How a scale places values; Swift Charts' `ScaleType`.
public struct ScaleType: Hashable, Sendable {
    let model: Axis.Scale?

    /// Evenly.
    public static let linear = ScaleType(model: .linear)
    /// By their base-10 logarithm: each power of ten as far as the last.
    public static let log = ScaleType(model: .log10)
    /// By their square root; spoken as a linear scale.
    public static let squareRoot = ScaleType(model: .linear)
    /// Symmetrically logarithmic around zero; spoken as a linear scale.
    public static let symmetricLog = ScaleType(model: .linear)
    /// As dates.
    public static let date = ScaleType(model: nil)
    /// As categories.
    public static let category = ScaleType(model: nil)

    /// By their `exponent`th power; spoken as a linear scale.
    public static func power(exponent: Double = 1) -> ScaleType { .linear }
}

/// A scale domain Swift Charts chooses from the data; Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: Hashable, Sendable {
    /// Whether the domain reaches zero.
    let includesZero: Bool?

    /// The data's own extent (and zero, for bars).
    public static let automatic = AutomaticScaleDomain(includesZero: nil)

    /// The data's own extent, reaching zero as `includesZero` says, reversed as `reversed` says.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero)
    }
}

/// The values a chart is drawn with; SwiftUI's `EnvironmentValues`, of which the locale says
/// something: the language and number format the chart is spoken in.
///
/// A chart that sets none is spoken in the chart model's default, `en_US`.
public struct EnvironmentValues: Sendable {
    /// The locale the chart is spoken in.
    public var locale = Locale.current
}
