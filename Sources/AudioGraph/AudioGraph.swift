// The AudioGraph library: one import for the whole public API.
//
// This module holds no logic. It re-exports the chart model and its file formats, the
// Apple-compatible AXChartDescriptor family, and the audio file writer; the description,
// sonification, navigation and audit engines are re-exported here as they land.
@_exported import AudioOutput
@_exported import AXCompatibility
@_exported import ChartDescription
@_exported import ChartNavigation
@_exported import ChartModel
@_exported import Sonification
@_exported import SoundFileIO
@_exported import SpeechSynthesis
