import Codecs
import FlipbookRender
import Foundation

/// Writes an animation as a video through the `ffmpeg` tool: H.264 in MP4 (yuv420p, for every
/// player) or VP9 in WebM, at a constant frame rate, with even dimensions (an odd last column
/// or row is repeated, never resampled). The file is written beside its destination and renamed
/// into place, so it is never seen half written.
struct VideoExport {
  /// The container and codec, with the encoder settings shared with `flipbook-gif-bench`.
  typealias Format = VideoFormat

  enum Failure: Error, CustomStringConvertible {
    case ffmpegMissing(flag: String)
    case ffmpegFailed(file: String, status: Int32, message: String)

    var description: String {
      switch self {
      case .ffmpegMissing(let flag):
        "\(flag) needs ffmpeg, which is not installed or not on the PATH (install it, e.g. 'apt-get install ffmpeg')"
      case .ffmpegFailed(let file, let status, let message):
        "ffmpeg could not write '\(file)' (exit status \(status)): \(message)"
      }
    }
  }

  /// `ffmpeg` on the `PATH`, or nil.
  static func ffmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("ffmpeg")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Throws ``Failure/ffmpegMissing(flag:)`` naming the first of `formats` when ffmpeg is not
  /// on the `PATH` of `environment` — before anything renders.
  static func checkAvailable(
    for formats: [Format], environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    if let first = formats.first, ffmpeg(environment: environment) == nil {
      throw Failure.ffmpegMissing(flag: first.flag)
    }
  }

  var format: Format
  /// Frames per second of the video.
  var fps: Double

  /// The frame shown at each tick of `fps` over the animation's duration: a frame lasting two
  /// ticks is sent twice (the video's rate is constant).
  func frameIndices(of animation: AnimatedImage) -> [Int] {
    let count = max(1, Int((animation.totalDuration * fps).rounded()))
    var starts: [Double] = []
    var time = 0.0
    for frame in animation.frames {
      starts.append(time)
      time += frame.duration
    }
    var chosen: [Int] = []
    var current = 0
    for tick in 0..<count {
      let at = Double(tick) / fps + 1e-9
      while current + 1 < starts.count && starts[current + 1] <= at { current += 1 }
      chosen.append(current)
    }
    return chosen
  }

  /// ffmpeg's command line: raw RGBA frames of `width × height` on standard input at `fps`,
  /// encoded with the format's settings (``VideoFormat/ffmpegOutputArguments``) into `output`.
  func arguments(width: Int, height: Int, output: String) -> [String] {
    [
      "-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s",
      "\(width)x\(height)", "-r", String(fps), "-i", "pipe:0", "-r", String(fps),
    ] + format.ffmpegOutputArguments + [output]
  }

  /// Encodes `animation` to `url` and returns the file's size in bytes and frame count.
  func write(_ animation: AnimatedImage, to url: URL) throws -> (bytes: Int, frames: Int) {
    guard let ffmpeg = Self.ffmpeg() else { throw Failure.ffmpegMissing(flag: format.flag) }
    let width = animation.width + animation.width % 2
    let height = animation.height + animation.height % 2
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).partial")
    defer { try? FileManager.default.removeItem(at: temporary) }
    let process = Process()
    process.executableURL = ffmpeg
    process.arguments = arguments(width: width, height: height, output: temporary.path)
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    let indices = frameIndices(of: animation)
    var writeError: Error?
    do {
      var padded: [Int: Data] = [:]
      for index in indices {
        if padded[index] == nil {
          padded = [index: Self.evenSized(animation.frames[index].bitmap.pixels, animation.width, animation.height)]
        }
        try input.fileHandleForWriting.write(contentsOf: padded[index]!)
      }
    } catch {
      writeError = error
    }
    try? input.fileHandleForWriting.close()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, writeError == nil else {
      throw Failure.ffmpegFailed(
        file: url.path, status: process.terminationStatus,
        message: message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
          ? "\(writeError.map { "\($0)" } ?? "no message")" : message.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard rename(temporary.path, url.path) == 0 else {
      throw Failure.ffmpegFailed(file: url.path, status: 0, message: String(cString: strerror(errno)))
    }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    return (bytes, indices.count)
  }

  /// RGBA rows of `width × height` with the last column and row repeated up to even sizes.
  static func evenSized(_ pixels: [UInt8], _ width: Int, _ height: Int) -> Data {
    guard width % 2 == 1 || height % 2 == 1 else { return Data(pixels) }
    var out = Data(capacity: (width + 1) * (height + 1) * 4)
    func row(_ y: Int) {
      let start = y * width * 4
      out.append(contentsOf: pixels[start..<start + width * 4])
      if width % 2 == 1 { out.append(contentsOf: pixels[start + (width - 1) * 4..<start + width * 4]) }
    }
    for y in 0..<height { row(y) }
    if height % 2 == 1 { row(height - 1) }
    return out
  }
}

extension VideoFormat {
  /// The flag that asks for it: `--mp4`, `--webm`.
  var flag: String { "--\(rawValue)" }
}
