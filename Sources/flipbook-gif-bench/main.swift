// flipbook-gif-bench: our GIF encoder against ffmpeg (palettegen + paletteuse) and ImageMagick
// on the same rendered frames of each gallery scene, in the same run (CONVENTIONS.md 15):
// file size, PSNR against the source frames, and encode time, printed as ratios; and the
// H.264 and VP9 videos `--mp4`/`--webm` write, decoded back for their PSNR.
// Run with `make bench` (installs ffmpeg and imagemagick when missing).
import Codecs
import FlipbookRender
import Foundation
import SceneFormat

struct Result {
  var name: String
  var bytes: Int
  /// nil when the file's frames cannot be compared with the source's (see `comparable`).
  var psnr: Double?
  var seconds: Double
}

/// Runs `command` with `arguments` and waits; throws with its standard error when it fails.
func execute(_ command: String, _ arguments: [String]) throws {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [command] + arguments
  let errors = Pipe()
  process.standardError = errors
  process.standardOutput = FileHandle.nullDevice
  try process.run()
  let message = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw BenchError.toolFailed(command, String(decoding: message, as: UTF8.self))
  }
}

enum BenchError: Error, CustomStringConvertible {
  case toolFailed(String, String)
  var description: String {
    switch self {
    case .toolFailed(let tool, let message): return "\(tool) failed: \(message)"
    }
  }
}

/// Seconds taken by `body` (wall clock), best of `repetitions`.
func time(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
  var best = Double.infinity
  for _ in 0..<repetitions {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  return best
}

/// PSNR of a decoded GIF against the source: frame by frame when the counts agree, else each
/// source frame against the decoded frame on screen at its middle (encoders may merge identical
/// frames, and GIF's centisecond delays move frame starts by up to 5 ms). nil when the GIF's
/// canvas is not the source's: a scene that rotates the window has frames of two sizes, which
/// our encoder puts on one canvas holding both and the other tools size to the first frame.
func psnr(of gif: [UInt8], against source: AnimatedImage) throws -> Double? {
  let decoded = try GIFDecoder().decode(gif)
  guard decoded.width == source.width, decoded.height == source.height else { return nil }
  if decoded.frames.count == source.frames.count {
    return ImageQuality.psnr(source.frames.map(\.bitmap), decoded.frames.map(\.bitmap))
  }
  var ends: [Double] = []
  var elapsed = 0.0
  for frame in decoded.frames {
    elapsed += frame.duration
    ends.append(elapsed)
  }
  var start = 0.0
  var shown: [Bitmap] = []
  for frame in source.frames {
    let middle = start + frame.duration / 2
    let index = ends.firstIndex { $0 > middle } ?? decoded.frames.count - 1
    shown.append(decoded.frames[index].bitmap)
    start += frame.duration
  }
  return ImageQuality.psnr(source.frames.map(\.bitmap), shown)
}

func format(_ psnr: Double?) -> String {
  guard let psnr else { return "n/a" }
  return psnr.isFinite ? String(format: "%.2f dB", psnr) : "lossless"
}

/// Our PSNR against another's, in words: a difference in dB, "lossless vs …", or why there is none.
func difference(_ ours: Double?, _ theirs: Double?) -> String {
  guard let ours, let theirs else { return "n/a (the frames change size; the files' canvases differ)" }
  return ours.isFinite ? String(format: "%+.2f dB", ours - theirs) : "lossless vs \(format(theirs))"
}

/// Encodes the frames at `pattern` as `video`, decodes the file back to RGBA with ffmpeg and
/// measures its size, its PSNR against `source` (frame by frame; the rate is constant; none when
/// the frames are `resized`, of more than one size) and the encode time.
func videoResult(
  _ video: VideoFormat, scene: String, pattern: String, fps: Int,
  source: AnimatedImage, resized: Bool, work: URL
) throws -> Result {
  let out = work.appendingPathComponent("\(scene).\(video.fileExtension)")
  let seconds = try time(1) {
    try execute(
      "ffmpeg", ["-v", "error", "-y", "-framerate", "\(fps)", "-i", pattern] + video.ffmpegOutputArguments + [out.path])
  }
  let bytes = try Data(contentsOf: out).count
  let raw = work.appendingPathComponent("\(scene)-\(video.fileExtension).rgba")
  try execute("ffmpeg", ["-v", "error", "-y", "-i", out.path, "-f", "rawvideo", "-pix_fmt", "rgba", raw.path])
  let data = [UInt8](try Data(contentsOf: raw))
  try? FileManager.default.removeItem(at: raw)
  // Frames of two sizes (a rotation): ffmpeg scales every frame to the first one's size, so the
  // video's frames are not the source's.
  guard !resized else { return Result(name: video.displayName, bytes: bytes, psnr: nil, seconds: seconds) }
  let frameBytes = source.width * source.height * 4
  let decoded = stride(from: 0, to: data.count - frameBytes + 1, by: frameBytes).map {
    Bitmap(width: source.width, height: source.height, pixels: Array(data[$0..<$0 + frameBytes]))
  }
  guard decoded.count == source.frames.count else {
    throw BenchError.toolFailed(
      "ffmpeg", "\(out.lastPathComponent) decodes to \(decoded.count) frames, the source has \(source.frames.count)")
  }
  return Result(
    name: video.displayName, bytes: bytes, psnr: ImageQuality.psnr(source.frames.map(\.bitmap), decoded),
    seconds: seconds)
}

@MainActor
func bench(scene name: String, root: URL, work: URL) throws {
  let description = try SceneLoader.load(contentsOf: root.appendingPathComponent("Scenes/\(name).yaml"))
  let stage = SceneBuilder.build(description, fps: 30, scale: 1)
  let manifest = try StageRenderer().render(stage, into: work)
  let folder = work.appendingPathComponent(manifest.scene)
  let source = try RenderedFrames(folder: folder).animation()
  let resized = manifest.frames.contains { manifest.pixelSize(of: $0) != manifest.pixelSize }
  print(
    "\n\(name): \(source.frames.count) frames \(source.width)x\(source.height) at \(manifest.fps) fps (\(String(format: "%.2f", source.totalDuration)) s)"
  )

  var results: [Result] = []
  var ours: [UInt8] = []
  let oursTime = try time(3) { ours = try GIFEncoder().encode(source) }
  results.append(
    Result(name: "flipbook", bytes: ours.count, psnr: try psnr(of: ours, against: source), seconds: oursTime))
  var single: [UInt8] = []
  let singleTime = try time(3) { single = try GIFEncoder(workers: 1).encode(source) }
  print(
    "  flipbook: \(String(format: "%.1f", oursTime * 1000 / Double(source.frames.count))) ms a frame with \(GIFEncoder().workers) workers (goal ≤ 25 at 1x on 2 cores), \(String(format: "%.1f", singleTime * 1000 / Double(source.frames.count))) with 1 (\(String(format: "%.2f", singleTime / oursTime))×); same bytes: \(single == ours ? "yes" : "NO")"
  )
  var perFrame: [UInt8] = []
  let perFrameTime = try time(1) { perFrame = try GIFEncoder(palette: .perFrame).encode(source) }
  let perFrameResult = Result(
    name: "(per-frame)", bytes: perFrame.count, psnr: try psnr(of: perFrame, against: source), seconds: perFrameTime)

  let pattern = folder.appendingPathComponent("frame-%04d.png").path
  let ffmpegOut = work.appendingPathComponent("\(name)-ffmpeg.gif")
  let ffmpegTime = try time(1) {
    try execute(
      "ffmpeg",
      [
        "-v", "error", "-y", "-framerate", "\(manifest.fps)", "-i", pattern, "-vf",
        "split[a][b];[a]palettegen[p];[b][p]paletteuse", ffmpegOut.path,
      ])
  }
  let ffmpeg = try [UInt8](Data(contentsOf: ffmpegOut))
  results.append(
    Result(name: "ffmpeg", bytes: ffmpeg.count, psnr: try psnr(of: ffmpeg, against: source), seconds: ffmpegTime))

  let frames = manifest.frames.map { folder.appendingPathComponent($0.file).path }
  let magickOut = work.appendingPathComponent("\(name)-imagemagick.gif")
  let magickTime = try time(1) {
    try execute(
      "convert", ["-delay", "1x\(manifest.fps)", "-loop", "0"] + frames + ["-layers", "Optimize", magickOut.path])
  }
  let magick = try [UInt8](Data(contentsOf: magickOut))
  results.append(
    Result(name: "imagemagick", bytes: magick.count, psnr: try psnr(of: magick, against: source), seconds: magickTime))

  for r in results + [perFrameResult] {
    print(
      "  \(r.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(String(format: "%9.1f KiB", Double(r.bytes) / 1024))  PSNR \(format(r.psnr).padding(toLength: 9, withPad: " ", startingAt: 0))  \(String(format: "%7.3f s", r.seconds))"
    )
  }
  let us = results[0]
  for other in results.dropFirst() {
    let psnrDelta = difference(us.psnr, other.psnr)
    print(
      "  flipbook / \(other.name): size \(String(format: "%.2f", Double(us.bytes) / Double(other.bytes)))×, PSNR \(psnrDelta), time \(String(format: "%.2f", us.seconds / other.seconds))×"
    )
  }
  // Videos of the same frames with the settings `flipbook render --mp4/--webm` uses
  // (`VideoFormat.ffmpegOutputArguments`, shared with VideoExport), decoded back for their PSNR.
  for video in VideoFormat.allCases {
    let r = try videoResult(
      video, scene: name, pattern: pattern, fps: manifest.fps, source: source, resized: resized, work: work)
    print(
      "  \(r.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(String(format: "%9.1f KiB", Double(r.bytes) / 1024))  PSNR \(format(r.psnr).padding(toLength: 9, withPad: " ", startingAt: 0))  \(String(format: "%7.3f s", r.seconds))"
    )
    print(
      "  flipbook GIF / \(r.name): size \(String(format: "%.2f", Double(us.bytes) / Double(r.bytes)))×, PSNR \(difference(us.psnr, r.psnr))"
    )
  }
  let apng = try APNGEncoder().encode(source)
  let webp = try WebPEncoder().encode(source)
  print(
    "  (lossless alternatives: APNG \(String(format: "%.1f", Double(apng.count) / 1024)) KiB, WebP \(String(format: "%.1f", Double(webp.count) / 1024)) KiB)"
  )
}

@MainActor
func run() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-gif-bench-\(getpid())")
  try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: work) }
  print("GIF encoders on the same frames (gallery scenes at 1x, 30 fps); ratios are flipbook / other.")
  // `flipbook-gif-bench [scene …]`: only those gallery scenes.
  let chosen = Set(CommandLine.arguments.dropFirst())
  let scenes = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenes").path)
    .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    .filter { chosen.isEmpty || chosen.contains($0) }
  for scene in scenes { try bench(scene: scene, root: root, work: work) }
}

do {
  try MainActor.assumeIsolated { try run() }
} catch {
  FileHandle.standardError.write(Data("flipbook-gif-bench: \(error)\n".utf8))
  exit(1)
}
