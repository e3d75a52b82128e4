import Codecs
import FlipbookRender
import Foundation
import Graphics
import Testing

@testable import flipbook

@Suite("flipbook render --mp4/--webm and flipbook gif --mp4/--webm (ffmpeg)")
struct VideoCommandTests {
  static let hasFFmpeg = VideoExport.ffmpeg() != nil && hasFFprobe
  static var ffprobe: URL? {
    VideoExport.ffmpeg()?.deletingLastPathComponent().appendingPathComponent("ffprobe")
  }
  static let hasFFprobe = ffprobe.map { FileManager.default.isExecutableFile(atPath: $0.path) } ?? false

  /// ffprobe's codec, pixel format, size, frame rate and decoded frame count of `url`.
  static func probe(_ url: URL) throws -> [String] {
    let process = Process()
    process.executableURL = ffprobe
    process.arguments = [
      "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
      "stream=codec_name,pix_fmt,width,height,r_frame_rate,nb_read_frames", "-of", "default=noprint_wrappers=1",
      url.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").map(String.init).sorted()
  }

  @Test func withoutFFmpegTheFlagIsNamed() {
    #expect {
      try VideoExport.checkAvailable(for: [.webm, .mp4], environment: ["PATH": "/nonexistent"])
    } throws: { error in
      "\(error)"
        == "--webm needs ffmpeg, which is not installed or not on the PATH (install it, e.g. 'apt-get install ffmpeg')"
    }
    #expect(throws: Never.self) { try VideoExport.checkAvailable(for: [], environment: [:]) }
  }

  /// The CLI's command line ends with the shared `VideoFormat` settings (the ones
  /// flipbook-gif-bench measures) and the output file, after raw RGBA input at the right rate.
  @Test func theCommandLineUsesTheSharedEncoderSettings() {
    let mp4 = VideoExport(format: .mp4, fps: 30).arguments(width: 390, height: 844, output: "out.mp4")
    #expect(
      mp4.suffix(VideoFormat.mp4.ffmpegOutputArguments.count + 1)
        == ArraySlice(VideoFormat.mp4.ffmpegOutputArguments + ["out.mp4"]))
    #expect(
      mp4.starts(with: [
        "-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "390x844",
        "-r", "30.0", "-i", "pipe:0", "-r", "30.0",
      ]))
    #expect(VideoFormat.mp4.ffmpegOutputArguments.starts(with: ["-c:v", "libx264", "-pix_fmt", "yuv420p"]))
    #expect(VideoFormat.webm.ffmpegOutputArguments.starts(with: ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p"]))
    #expect(
      VideoFormat.allCases.map { Array($0.ffmpegOutputArguments.suffix(2)) } == [["-f", "mp4"], ["-f", "webm"]])
  }

  @Test func aFrameLastingTwoTicksIsSentTwice() throws {
    let image = try AnimatedImage(
      frames: [0.1, 0.2, 0.1].map { AnimatedImage.Frame(bitmap: Bitmap(width: 2, height: 2), duration: $0) })
    #expect(VideoExport(format: .mp4, fps: 10).frameIndices(of: image) == [0, 1, 1, 2])
  }

  @Test func oddSizesRepeatTheLastColumnAndRow() {
    // 1x1 red → 2x2 red.
    let data = VideoExport.evenSized([255, 0, 0, 255], 1, 1)
    #expect([UInt8](data) == [255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255])
  }

  @MainActor @Test(.enabled(if: hasFFmpeg, "ffmpeg/ffprobe are not installed: 'make deps' installs them"))
  func renderWritesVideosFFprobeDecodes() throws {
    let out = try DocsOutputCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let render = try #require(
      try Flipbook.parseAsRoot([
        "render", "nav-push-slide", "--scenes", DocsOutputCommandTests.scenes, "--out", out.path, "--fps", "10",
        "--scale", "1", "--frames", "0..9", "--scale-down", "0.5", "--mp4", "--webm",
      ]) as? Flipbook.Render)
    try render.run()
    // 390x844 at half size is 195x422: padded to an even 196 wide; 10 frames at 10 fps.
    #expect(
      try Self.probe(out.appendingPathComponent("nav-push-slide.mp4")) == [
        "codec_name=h264", "height=422", "nb_read_frames=10", "pix_fmt=yuv420p", "r_frame_rate=10/1", "width=196",
      ])
    #expect(
      try Self.probe(out.appendingPathComponent("nav-push-slide.webm")) == [
        "codec_name=vp9", "height=422", "nb_read_frames=10", "pix_fmt=yuv420p", "r_frame_rate=10/1", "width=196",
      ])
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty)

    // `flipbook gif FOLDER --mp4` from the rendered folder, capped by --max-fps.
    let again = out.appendingPathComponent("again.mp4")
    let gif = try #require(
      try Flipbook.parseAsRoot([
        "gif", out.appendingPathComponent("nav-push-slide").path, "--out", out.appendingPathComponent("a.gif").path,
        "--mp4", again.path, "--max-fps", "5",
      ]) as? Flipbook.Gif)
    try gif.run()
    #expect(
      try Self.probe(again) == [
        "codec_name=h264", "height=844", "nb_read_frames=5", "pix_fmt=yuv420p", "r_frame_rate=5/1", "width=390",
      ])
  }
}
