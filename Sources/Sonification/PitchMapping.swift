import ChartModel
import Foundation

/// Maps values to pitch.
///
/// The y axis's range (not only the data's extent) sets the mapping, so a pitch means the value the picture shows;
/// log10 and ln axes map through their logarithm.
public struct PitchMapping: Sendable, Hashable {
    /// The domain in axis units after the axis's scale (logarithms on log axes).
    public let domain: ClosedRange<Double>
    /// The pitches of the bottom and top of the domain.
    public let pitchRange: ClosedRange<Double>
    /// How the domain is spread over the pitches.
    public let scale: PitchScale
    /// The axis's scale.
    public let axisScale: Axis.Scale

    /// The mapping for `axis`, whose data spans `extent` when the axis has no range.
    public init(axis: Axis, extent: ClosedRange<Double>?, pitchRange: ClosedRange<Double>, scale: PitchScale) {
        self.pitchRange = pitchRange
        self.scale = scale
        axisScale = axis.scale
        let bounds = axis.range ?? extent ?? 0...1
        let low = Self.place(bounds.lowerBound, on: axis.scale)
        let high = Self.place(bounds.upperBound, on: axis.scale)
        domain = low.isFinite && high.isFinite ? min(low, high)...max(low, high) : 0...1
    }

    /// The mapping of `chart`'s values: its y axis's range, else its data's extent, which for a
    /// bar chart or histogram on a linear axis reaches down (or up) to zero, since a bar's length starts
    /// there: bars 2.5 times apart then sound 2.5 times as far from the bottom pitch.
    public init(chart: Chart, pitchRange: ClosedRange<Double>, scale: PitchScale) {
        let axis = chart.resolvedYAxis
        var extent = chart.yExtent
        if chart.resolvedKind.startsAtZero, axis.range == nil, axis.scale == .linear, let data = extent {
            extent = min(0, data.lowerBound)...max(0, data.upperBound)
        }
        self.init(axis: axis, extent: extent, pitchRange: pitchRange, scale: scale)
    }

    /// Where a value sits on the axis's scale.
    static func place(_ value: Double, on scale: Axis.Scale) -> Double {
        switch scale {
        case .linear: value
        case .log10, .ln: value > 0 ? Foundation.log10(value) : -.infinity
        }
    }

    /// The value's position from 0 (bottom of the axis) to 1 (top), clamped.
    public func position(of value: Double) -> Double {
        let placed = Self.place(value, on: axisScale)
        guard placed.isFinite else { return 0 }
        // Halved, so that a domain across the whole range of Double does not overflow.
        let span = domain.upperBound / 2 - domain.lowerBound / 2
        guard span > 0 else { return 0.5 }
        return min(1, max(0, (placed / 2 - domain.lowerBound / 2) / span))
    }

    /// The frequency in hertz of `value`.
    public func frequency(of value: Double) -> Double {
        frequency(atPosition: position(of: value))
    }

    /// The frequency in hertz of a position from 0 to 1 on the axis.
    public func frequency(atPosition t: Double) -> Double {
        let low = pitchRange.lowerBound
        let high = pitchRange.upperBound
        switch scale {
        case .linear:
            return low + (high - low) * t
        case .log:
            return low * Foundation.pow(high / low, t)
        case .chromatic, .pentatonic:
            return quantized(low * Foundation.pow(high / low, t))
        }
    }

    /// The nearest allowed note within the pitch range (A4 = 440 Hz tuning).
    private func quantized(_ frequency: Double) -> Double {
        let notes: Set<Int> = scale == .pentatonic ? [0, 2, 4, 7, 9] : Set(0..<12)
        let semitone = 12 * Foundation.log2(frequency / 440) + 69
        var best: Double?
        for candidate in Int(semitone.rounded(.down)) - 3...Int(semitone.rounded(.up)) + 3
        where notes.contains(((candidate % 12) + 12) % 12) {
            let pitch = 440 * Foundation.pow(2, Double(candidate - 69) / 12)
            guard pitch >= pitchRange.lowerBound * 0.999, pitch <= pitchRange.upperBound * 1.001 else { continue }
            if best.map({ abs(Foundation.log2(pitch / frequency)) < abs(Foundation.log2($0 / frequency)) }) ?? true {
                best = pitch
            }
        }
        return best ?? frequency
    }
}
