import Foundation
import Graphics

/// Prints the model-tick rows: the 1,000 animated views and the constraint-laid-out screen
/// (`raster`: the baseline frame's raster time; `rasterTime`: the mean raster time of a display
/// list over a number of repetitions, for the constraint row's goal, stated against its own
/// frame's raster).
/// `only`: "animated" or "constrained" prints that part alone (for profiling).
///
/// For instruction counts under a profiler (`valgrind --tool=callgrind`), the environment sets
/// the repetitions: `FLIPBOOK_BENCH_TICKS=N` makes each model row tick `N` times and skips the
/// re-sync row, `FLIPBOOK_BENCH_RASTERS=R` rasterises the constraint row's frame `R` times
/// (default 1 when the ticks are set). Two runs differing only in `N` (or `R`) give a tick's
/// (or a raster's) instructions as the difference of their totals divided by that of `N` (`R`).
@MainActor
func modelRows(
  raster: Duration, rasterTime: (DisplayList, Int) throws -> Duration, only: ModelRow? = nil,
  row: (String, Duration, String) -> Void
) rethrows {
  if only != .constrained { animatedRow(row: row) }
  if only != .animated { try constrainedRows(raster: raster, rasterTime: rasterTime, row: row) }
}

/// One of the model-tick rows (`flipbook-bench model animated|constrained`).
enum ModelRow: String, CaseIterable {
  case animated, constrained
}

/// Which rows `runAll` prints: all of them, or the baseline and the model-tick rows (one of
/// them when given).
enum BenchRows {
  case all
  case model(ModelRow?)
}

/// The profiling repetitions (see ``modelRows``), nil when not profiling.
let profilingTicks = ProcessInfo.processInfo.environment["FLIPBOOK_BENCH_TICKS"].flatMap { Int($0) }
let profilingRasters = ProcessInfo.processInfo.environment["FLIPBOOK_BENCH_RASTERS"].flatMap { Int($0) }

@MainActor
private func animatedRow(row: (String, Duration, String) -> Void) {
  let animated = animatedViewsModelTick(ticks: profilingTicks ?? 600)
  row(
    "model tick, 1,000 animated views", animated.tick,
    "(\(animated.items) display items; goal ≤ 5,000 µs)")
}

@MainActor
private func constrainedRows(
  raster: Duration, rasterTime: (DisplayList, Int) throws -> Duration, row: (String, Duration, String) -> Void
) rethrows {
  let constrained = constraintModelTick(views: 300, ticks: profilingTicks ?? 600, resync: false)
  let ownRaster = try rasterTime(constrained.list, profilingTicks == nil ? 20 : profilingRasters ?? 1)
  func ratio(_ a: Duration, _ b: Duration) -> String { String(format: "%.3f", micros(a) / micros(b)) }
  row(
    "model tick, 300 constrained views",
    constrained.tick,
    "(\(constrained.constraints) constraints, one constant animating; \(ratio(constrained.tick, ownRaster)) × that frame's raster (\(Int(micros(ownRaster))) µs), \(ratio(constrained.tick, raster)) × the baseline's; goal < 0.1)"
  )
  // The issue's goal as a row of its own: the tick against its own frame's raster, both
  // measured in this run.
  row(
    "  … that frame's raster (Cairo)", ownRaster,
    "(model tick ÷ this raster = \(ratio(constrained.tick, ownRaster)); goal < 0.1)")
  if profilingTicks != nil { return }
  let resynced = constraintModelTick(views: 300, ticks: 300, resync: true)
  row(
    "  … re-syncing the whole hierarchy each tick",
    resynced.tick,
    "(a structural change every tick: \(String(format: "%.2f", micros(resynced.tick) / micros(constrained.tick))) × the row above)"
  )
}
