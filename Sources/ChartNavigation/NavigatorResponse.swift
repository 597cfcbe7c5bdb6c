/// What the navigator answers: one line to speak, the sound to play with it, and what happened.
public struct NavigatorResponse: Sendable, Hashable {
    /// One plain line, ready for a screen reader.
    public var announcement: String
    /// The sound that goes with it.
    public var sound: NavigatorSound
    /// What the move ran into.
    public var events: [NavigatorEvent]

    /// Creates a response.
    public init(announcement: String, sound: NavigatorSound, events: [NavigatorEvent]) {
        self.announcement = announcement
        self.sound = sound
        self.events = events
    }
}

/// The sound of a navigator response.
public enum NavigatorSound: Sendable, Hashable {
    /// Nothing: a missing value, or a response that is only words.
    case none
    /// A short tone at a point's pitch.
    case tone(Double)
    /// A brief glide from the previous point's pitch, so the slope is heard.
    case glide(from: Double, to: Double)
    /// Several pitches at once: every series at the current x.
    case chord([Double])
    /// The distinct cue of a boundary: the end of a series, or no further level.
    case boundary
    /// The whole series, by its index in the chart, as an audio graph.
    case series(Int)
    /// A stretch of x of the series, as an audio graph at the whole chart's pitches.
    case seriesStretch(Int, ClosedRange<Double>)
}

/// An edge a move cannot pass.
public enum NavigatorEdge: Sendable, Hashable {
    /// The first or the last point (or group) of the series.
    case start, end
    /// The first or the last series.
    case firstSeries, lastSeries
    /// No level above the whole chart, or below a single point.
    case top, bottom
    /// The series, or the whole chart, has nothing to move through.
    case empty
}

/// Something a navigator move ran into.
public enum NavigatorEvent: Sendable, Hashable {
    /// The move could go no further: the edge.
    case boundary(NavigatorEdge)
    /// `goto` found no place for what was typed (not a date, not a number, no such category).
    case notFound(String)
    /// The point has no value.
    case missingValue
    /// The value crossed a reference line: its label, and whether it is now at or above it.
    case crossedReference(String, isAbove: Bool)
    /// The series crossed another: its name, and whether this one is now above it.
    case crossedSeries(String, isAbove: Bool)
}
