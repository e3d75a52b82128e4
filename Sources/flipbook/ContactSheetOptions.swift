import ArgumentParser
import FlipbookRender
import Foundation

/// Options of the contact sheet (`render --contact-sheet`, `gif --contact-sheet`).
struct ContactSheetOptions: ParsableArguments {
  @Option(
    name: .customLong("sheet-every"), help: "Put every n-th frame on the contact sheet (default: about 12 frames).")
  var every: Int?

  @Option(
    name: .customLong("sheet-progress"),
    help: "Comma-separated transition progress points in 0…1 instead, e.g. 0,0.25,0.5,0.75,1.")
  var progress: String?

  @Option(name: .customLong("sheet-columns"), help: "Frames per row.")
  var columns: Int = 6

  @Option(name: .customLong("sheet-scale"), help: "Scale of each frame on the sheet, in (0, 1].")
  var scale: Double = 0.25

  func parsedProgress() throws -> [Double]? {
    try progress.map { text in
      try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
        guard let value = Double(part.trimmingCharacters(in: .whitespaces)), (0...1).contains(value) else {
          throw ValidationError("--sheet-progress: '\(part)' is not a progress point in 0…1")
        }
        return value
      }
    }
  }

  func validate() throws {
    if let every, every < 1 { throw ValidationError("--sheet-every must be ≥ 1, got \(every)") }
    if every != nil && progress != nil { throw ValidationError("give --sheet-every or --sheet-progress, not both") }
    _ = try parsedProgress()
    if !(1...64).contains(columns) { throw ValidationError("--sheet-columns must be 1…64, got \(columns)") }
    if !(scale.isFinite && scale > 0 && scale <= 1) {
      throw ValidationError("--sheet-scale must be in (0, 1], got \(scale)")
    }
  }

  /// The sampling for a render of `frameCount` frames.
  func sampling(frameCount: Int) throws -> ContactSheet.Sampling {
    if let points = try parsedProgress() { return .progress(points) }
    // About 12 frames: every ⌈(n − 1) / 11⌉-th, plus the last.
    return .every(every ?? max(1, (frameCount - 1 + 10) / 11))
  }
}
