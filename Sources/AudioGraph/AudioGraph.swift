@_exported import AXCompatibility
@_exported import AudioFormat
// The AudioGraph library: one import for the whole public API.
//
// This module holds no logic. It re-exports the chart model and its file formats, the
// Apple-compatible AXChartDescriptor family, the description, sonification, navigation and
// audit engines, and the audio file, speech and sound output modules. The test assertions
// (ChartAuditTesting) are a product of their own, so apps need no test framework.
@_exported import AudioOutput
@_exported import ChartAudit
@_exported import ChartDescription
@_exported import ChartModel
@_exported import ChartNavigation
@_exported import ChartPage
@_exported import OutputFiles
@_exported import Sonification
@_exported import SonificationFiles
@_exported import SoundFileIO
@_exported import SpeechSynthesis
