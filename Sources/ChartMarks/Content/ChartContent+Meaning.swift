import Foundation

// The mark modifiers that carry meaning: which series a mark belongs to, what its point is
// called and how its value is spoken, whether it is shown at all. A modifier on a group of
// marks applies to each mark in it that does not say otherwise itself.
extension ChartContent {
    /// Colours marks by `value`: one series per distinct category, in order of first
    /// appearance (or the `chartForegroundStyleScale` domain's); a number colours by a scale
    /// and is an additional value of each point.
    public func foregroundStyle<D>(by value: PlottableValue<D>) -> some ChartContent {
        modified { $0.foregroundStyle = $0.foregroundStyle ?? value.field }
    }

    /// Sets bars or areas of different `value` side by side rather than stacked.
    public func position<P>(
        by value: PlottableValue<P>, axis: AxisSet? = nil, span: MarkDimension = .automatic
    ) -> some ChartContent {
        modified { $0.position = $0.position ?? value.field }
    }

    /// Draws points of different `value` with different symbols: one series per category.
    public func symbol<S>(by value: PlottableValue<S>) -> some ChartContent {
        modified { $0.symbol = $0.symbol ?? value.field }
    }

    /// Draws lines of different `value` with different strokes: one series per category.
    public func lineStyle<S>(by value: PlottableValue<S>) -> some ChartContent {
        modified { $0.lineStyle = $0.lineStyle ?? value.field }
    }

    /// Sizes points by `value`: an additional value of each point, on an axis of its label.
    public func symbolSize<S>(by value: PlottableValue<S>) -> some ChartContent {
        modified { $0.symbolSize = $0.symbolSize ?? value.field }
    }

    /// Names each mark's point: spoken with it, as "Jan 5, New Year, 8,432 steps" is.
    public func accessibilityLabel(_ label: some StringProtocol) -> some ChartContent {
        modified { $0.accessibilityLabel = $0.accessibilityLabel ?? String(label) }
    }

    /// Names each mark's point with `label`'s text.
    public func accessibilityLabel(_ label: Text) -> some ChartContent {
        accessibilityLabel(label.content)
    }

    /// Says how each mark's value is spoken, in place of the number.
    public func accessibilityValue(_ value: some StringProtocol) -> some ChartContent {
        modified { $0.accessibilityValue = $0.accessibilityValue ?? String(value) }
    }

    /// Says how each mark's value is spoken with `value`'s text.
    public func accessibilityValue(_ value: Text) -> some ChartContent {
        accessibilityValue(value.content)
    }

    /// Leaves the marks out of what is spoken and heard when `hidden` is true.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        modified { $0.isHidden = $0.isHidden || hidden }
    }

    /// Gives each mark an identifier for UI tests; nothing is spoken of it.
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { self }

    /// Annotates each mark with text, which becomes its point's label (unless the mark has
    /// an accessibility label).
    public func annotation(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        content: () -> Text
    ) -> some ChartContent {
        let text = content().content
        return modified { $0.annotations.append(text) }
    }

    /// Joins a line's or area's points by `method`; the step methods make the series heard as
    /// separate notes, each held until the next.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = $0.interpolation ?? method }
    }

    /// This content's marks, each changed by `change`.
    func modified(_ change: (inout MarkRecord) -> Void) -> MarkList {
        MarkList(
            marks: ChartMarks.marks(of: self).map { mark in
                var changed = mark
                change(&changed)
                return changed
            })
    }
}

/// Where an annotation sits relative to its mark; Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Hashable, Sendable {
    private let name: String

    /// Where Swift Charts chooses.
    public static let automatic = AnnotationPosition(name: "automatic")
    /// Over the mark.
    public static let overlay = AnnotationPosition(name: "overlay")
    /// Above the mark.
    public static let top = AnnotationPosition(name: "top")
    /// Below the mark.
    public static let bottom = AnnotationPosition(name: "bottom")
    /// Before the mark.
    public static let leading = AnnotationPosition(name: "leading")
    /// After the mark.
    public static let trailing = AnnotationPosition(name: "trailing")
    /// Above and before the mark.
    public static let topLeading = AnnotationPosition(name: "topLeading")
    /// Above and after the mark.
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    /// Below and before the mark.
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    /// Below and after the mark.
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}
