import ArgumentParser
import FlipbookRender
import Foundation

extension Flipbook {
  /// `flipbook gif`: turns a rendered frames folder (frames + manifest.json) into a GIF.
  struct Gif: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "gif",
      abstract: "Make a GIF (and optionally APNG, WebP, contact sheet) from a rendered frames folder.",
      discussion: """
        FOLDER is a scene folder written by 'flipbook render' (frame-NNNN.png and manifest.json). \
        Frame times come from the manifest. The GIF keeps flat UI content exact (one palette of \
        its colours) and crops each frame to what changed.
        """)

    @Argument(help: "A rendered scene folder, e.g. output/nav-push-system.")
    var folder: String

    @Option(name: .customLong("out"), help: "The GIF to write (default: FOLDER.gif).")
    var outputFile: String?

    @Option(help: "Also write a lossless APNG here.")
    var apng: String?

    @Option(help: "Also write a lossless animated WebP here.")
    var webp: String?

    @Option(name: .customLong("contact-sheet"), help: "Also write a contact sheet PNG here.")
    var contactSheet: String?

    @Option(help: "Also write an H.264 MP4 video here (needs ffmpeg).")
    var mp4: String?

    @Option(help: "Also write a VP9 WebM video here (needs ffmpeg).")
    var webm: String?

    @OptionGroup var animation: AnimationOptions
    @OptionGroup var sheet: ContactSheetOptions

    @Option(
      name: .customLong("max-memory"), help: "Memory for decoded frames, e.g. 2G (default: half of physical memory).")
    var maxMemory: String?

    func validate() throws {
      if let maxMemory, MemoryBudget.parse(maxMemory) == nil {
        throw ValidationError("--max-memory must be a size such as 512M, 2G or a number of bytes, got '\(maxMemory)'")
      }
    }

    func run() throws {
      try VideoExport.checkAvailable(for: (mp4 != nil ? [.mp4] : []) + (webm != nil ? [.webm] : []))
      let directory = URL(fileURLWithPath: folder, isDirectory: true)
      let frames = try RenderedFrames(folder: directory)
      let gif = URL(fileURLWithPath: outputFile ?? (directory.standardizedFileURL.path + ".gif"))
      let outputs = DocsOutputs(
        gif: gif, apng: apng.map { URL(fileURLWithPath: $0) }, webp: webp.map { URL(fileURLWithPath: $0) },
        contactSheet: contactSheet.map { URL(fileURLWithPath: $0) }, mp4: mp4.map { URL(fileURLWithPath: $0) },
        webm: webm.map { URL(fileURLWithPath: $0) }, animation: animation, sheet: sheet,
        memoryLimit: maxMemory.flatMap(MemoryBudget.parse) ?? MemoryBudget.defaultLimit)
      print("\(frames.manifest.scene): \(frames.manifest.frames.count) frames from \(folder)")
      for line in try outputs.write(from: frames) { print(line) }
    }
  }
}
