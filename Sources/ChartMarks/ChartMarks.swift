// A file that imports `ChartMarks` sees the chart model and Apple's descriptors too, so that
// `ChartModel.Chart(chart)`, `Series`, `Axis` and `AXChartDescriptor` need no import of their
// own. Seen only through this module, the model's `Chart` is shadowed by the marks' `Chart`
// everywhere, types included; a file that also imports `ChartModel` (or `AudioGraph`) directly
// still means the marks' `Chart` in expressions, but must write `ChartMarks.Chart` as a type.
@_exported import AXCompatibility
@_exported import ChartModel
