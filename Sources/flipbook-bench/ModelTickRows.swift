import Foundation
import Graphics

/// Prints the model-tick rows: the 1,000 animated views and the constraint-laid-out screen
/// (`raster`: the baseline frame's raster time; `rasterTime`: the mean raster time of a display
/// list, for the constraint row's goal, stated against its own frame's raster).
/// `only`: "animated" or "constrained" prints that part alone (for profiling).
@MainActor
func modelRows(
  raster: Duration, rasterTime: (DisplayList) throws -> Duration, only: String? = nil,
  row: (String, Duration, String) -> Void
) rethrows {
  if only != "constrained" { animatedRow(row: row) }
  if only != "animated" { try constrainedRows(raster: raster, rasterTime: rasterTime, row: row) }
}

@MainActor
private func animatedRow(row: (String, Duration, String) -> Void) {
  let animated = animatedViewsModelTick(ticks: 600)
  row(
    "model tick, 1,000 animated views", animated.tick,
    "(\(animated.items) display items; goal ≤ 5,000 µs)")
}

@MainActor
private func constrainedRows(
  raster: Duration, rasterTime: (DisplayList) throws -> Duration, row: (String, Duration, String) -> Void
) rethrows {
  let constrained = constraintModelTick(views: 300, ticks: 600, resync: false)
  let ownRaster = try rasterTime(constrained.list)
  let resynced = constraintModelTick(views: 300, ticks: 300, resync: true)
  func ratio(_ a: Duration, _ b: Duration) -> String { String(format: "%.3f", micros(a) / micros(b)) }
  row(
    "model tick, 300 constrained views",
    constrained.tick,
    "(\(constrained.constraints) constraints, one constant animating; \(ratio(constrained.tick, ownRaster)) × that frame's raster (\(Int(micros(ownRaster))) µs), \(ratio(constrained.tick, raster)) × the baseline's; goal < 0.1)"
  )
  row(
    "  … re-syncing the whole hierarchy each tick",
    resynced.tick,
    "(a structural change every tick: \(String(format: "%.2f", micros(resynced.tick) / micros(constrained.tick))) × the row above)"
  )
}
