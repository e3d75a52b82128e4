import ArgumentParser
import Codecs
import Foundation
import ImageDiff

extension Flipbook {
  /// `flipbook diff`: compares two PNG files.
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "diff",
      abstract: "Compare two PNG images.",
      discussion: """
        Strict by default: any channel of any pixel off by one is a difference. --threshold \
        switches to the perceptual test (pixelmatch's YIQ distance with anti-aliasing detection). \
        Exit status: 0 same, 1 different, 2 error (unreadable file, …), 64 bad arguments.
        """)

    @Argument(help: "The expected image (PNG).")
    var expected: String

    @Argument(help: "The actual image (PNG).")
    var actual: String

    @Option(name: .customLong("out"), help: "Write the diff image here (PNG).")
    var output: String?

    @Option(help: "Perceptual test with this threshold, 0…1 (pixelmatch default 0.1).")
    var threshold: Double?

    @Option(name: .customLong("max-diff-pixels"), help: "Differing pixels allowed (default 0).")
    var maxDiffPixels: Int = 0

    @Option(name: .customLong("channel-tolerance"), help: "Strict test: levels a channel may differ by, 0…255.")
    var channelTolerance: Int = 0

    @Flag(name: .customLong("include-aa"), help: "Perceptual test: count anti-aliased pixels as differences.")
    var includeAA = false

    func validate() throws {
      if let threshold, !(threshold.isFinite && (0...1).contains(threshold)) {
        throw ValidationError("--threshold must be 0…1, got \(threshold)")
      }
      if maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be ≥ 0, got \(maxDiffPixels)") }
      if !(0...255).contains(channelTolerance) {
        throw ValidationError("--channel-tolerance must be 0…255, got \(channelTolerance)")
      }
      if threshold != nil, channelTolerance != 0 {
        throw ValidationError("--channel-tolerance applies to the strict test; drop it or --threshold")
      }
      if includeAA, threshold == nil { throw ValidationError("--include-aa needs --threshold (the perceptual test)") }
    }

    /// The comparison the options describe.
    var comparison: ImageComparison {
      let mode: ImageComparison.Mode =
        threshold.map { .perceptual(PerceptualOptions(threshold: $0, includeAA: includeAA)) }
        ?? .strict(channelTolerance: channelTolerance)
      return ImageComparison(mode: mode, maximumDifferingPixels: maxDiffPixels)
    }

    func run() throws {
      let result: ImageDiffResult
      do {
        result = try ImageComparator.compareFiles(
          expected: URL(fileURLWithPath: expected), actual: URL(fileURLWithPath: actual), using: comparison,
          drawingDiff: output != nil)
        if let output, let image = result.diffImage {
          try ImageFile.write(image, to: URL(fileURLWithPath: output), writer: PNGWriter())
        }
      } catch {
        FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
        throw ExitCode(2)
      }
      print((result.passed ? "same: " : "different: ") + result.summary)
      if let output {
        print(result.diffImage != nil ? "diff image: \(output)" : "no diff image (the sizes differ)")
      }
      if !result.passed { throw ExitCode(1) }
    }
  }
}
