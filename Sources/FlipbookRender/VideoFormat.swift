/// A video container and codec Flipbook writes through the `ffmpeg` tool, with the encoder
/// settings in one place: `flipbook render/gif --mp4/--webm` encode with them, and
/// `flipbook-gif-bench` measures exactly those files (size, PSNR) beside the GIFs.
public enum VideoFormat: String, CaseIterable, Sendable {
  /// H.264 in MP4, 4:2:0 chroma so that every player (browsers, QuickTime, phones) plays it;
  /// constant quality (CRF 18, visually lossless for UI), `+faststart` so that a page can start
  /// playing before the file has loaded.
  case mp4
  /// VP9 in WebM, 4:2:0, constant quality (CRF 30 with no bitrate cap), row multithreading.
  case webm

  /// The file name extension: `mp4` or `webm`.
  public var fileExtension: String { rawValue }

  /// The container and codec, as the benchmark names them: `mp4 (H.264)`, `webm (VP9)`.
  public var displayName: String {
    switch self {
    case .mp4: "mp4 (H.264)"
    case .webm: "webm (VP9)"
    }
  }

  /// ffmpeg's output options for this format: encoder, pixel format, quality and muxer (`-f`),
  /// to be placed after the input and before the output file.
  public var ffmpegOutputArguments: [String] {
    switch self {
    case .mp4:
      [
        "-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "medium", "-crf", "18", "-movflags", "+faststart", "-f",
        "mp4",
      ]
    case .webm:
      ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", "30", "-b:v", "0", "-row-mt", "1", "-f", "webm"]
    }
  }
}
