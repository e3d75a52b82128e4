import ArgumentParser
import Foundation

/// Slow motion and frame stepping for `flipbook render`: `--time-scale` slows the model's clock
/// (every output frame ticked at its own model time, never duplicated), `--frames` and `--at`
/// render only chosen frames.
///
///     --time-scale 0.25 --fps 30:  frame k shows model time k × 0.25 / 30 s
///     --frames 10..20:             frames 10 … 20 (both ends), of the time-scaled frames
///     --at 0.35s,0.5s:             the frames nearest to model times 0.35 s and 0.5 s
struct FrameSelectionOptions: ParsableArguments {
  /// The slowest and fastest time scales: 100× slower keeps a 10 s scene at 60 fps to 60 001 frames.
  static let timeScaleRange = 0.01...100.0

  @Option(
    name: .customLong("time-scale"),
    help: ArgumentHelp(
      "Model seconds per output second: 0.25 renders the transition four times slower, through the clock (more frames, each at its own moment).",
      valueName: "factor"))
  var timeScale: Double = 1

  @Option(
    name: .customLong("frames"),
    help: ArgumentHelp(
      "Render only these frame indices: comma-separated numbers and inclusive ranges, e.g. 10..20 or 0,5,10..12.",
      valueName: "list"))
  var frames: String?

  @Option(
    name: .customLong("at"),
    help: ArgumentHelp(
      "Render only the frames nearest to these model times, e.g. 0.35s,0.5s (a unit of s or ms; bare numbers are seconds).",
      valueName: "times"))
  var moments: String?

  func validate() throws {
    if !(timeScale.isFinite && Self.timeScaleRange.contains(timeScale)) {
      throw ValidationError("--time-scale must be in 0.01…100, got \(timeScale)")
    }
    if frames != nil && moments != nil { throw ValidationError("give --frames or --at, not both") }
    _ = try parsedFrames()
    _ = try parsedMoments()
  }

  /// The frame indices `--frames` names, or nil without it.
  func parsedFrames() throws -> Set<Int>? {
    guard let frames else { return nil }
    var chosen = Set<Int>()
    for part in frames.split(separator: ",", omittingEmptySubsequences: false) {
      let item = part.trimmingCharacters(in: .whitespaces)
      let bounds = item.components(separatedBy: "..")
      // One or two bounds, so the first and last are all of them.
      guard (1...2).contains(bounds.count), let low = Int(bounds[0]), let high = Int(bounds[bounds.count - 1]),
        low >= 0, high >= 0
      else {
        throw ValidationError("--frames: '\(item)' is not a frame index ≥ 0 or an inclusive range such as 10..20")
      }
      guard low <= high else { throw ValidationError("--frames: the range '\(item)' ends before it starts") }
      guard high - low < 1_000_000 else { throw ValidationError("--frames: the range '\(item)' is too long") }
      chosen.formUnion(low...high)
    }
    return chosen
  }

  /// The model times in seconds `--at` names, or nil without it.
  func parsedMoments() throws -> [Double]? {
    try moments.map { try Self.moments(in: $0, flag: "--at") }
  }

  /// Comma-separated times, each a number of seconds with an optional `s` or `ms` unit, as
  /// `flag` takes them (`render --at`, `trace --at`).
  ///
  /// - Throws: `ValidationError` naming `flag` and the item that is not a time ≥ 0.
  static func moments(in text: String, flag: String) throws -> [Double] {
    try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
      let item = part.trimmingCharacters(in: .whitespaces)
      var number = Substring(item)
      var perSecond = 1.0
      if number.hasSuffix("ms") {
        number = number.dropLast(2)
        perSecond = 1000
      } else if number.hasSuffix("s") {
        number = number.dropLast()
      }
      guard let value = Double(number), value.isFinite, value >= 0 else {
        throw ValidationError("\(flag): '\(item)' is not a time ≥ 0 such as 0.35s or 350ms")
      }
      return value / perSecond
    }
  }

  /// The frames to render of a scene lasting `duration` model seconds at `fps` output frames per
  /// second (nil: every frame).
  ///
  /// - Throws: `ValidationError` naming the flag when a chosen frame or time is past the end.
  func selection(scene: String, duration: Double, fps: Int) throws -> Set<Int>? {
    let rate = Double(fps) / timeScale
    let count = Int((duration * rate).rounded()) + 1
    if let frames = try parsedFrames() {
      if let late = frames.max(), late >= count {
        throw ValidationError(
          "--frames: frame \(late) is after the end of '\(scene)' (frames 0…\(count - 1) at \(fps) fps, time scale \(timeScale))"
        )
      }
      return frames
    }
    if let moments = try parsedMoments() {
      if let late = moments.first(where: { $0 > duration }) {
        throw ValidationError("--at: \(late) s is after the end of '\(scene)' (\(duration) s)")
      }
      return Set(moments.map { Int(($0 * rate).rounded()) })
    }
    return nil
  }
}
