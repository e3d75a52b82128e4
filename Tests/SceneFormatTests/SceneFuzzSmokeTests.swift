import FlipbookRender
import Foundation
import SceneFormat
import TestSupport
import Testing

/// A fixed-seed mutation smoke test (issue 17, goal 5): mutants of the gallery's scene files
/// go through load → build → render one frame; each must end in a frame or a thrown error —
/// a trap would end the test process. The seed makes every run test the same mutants.
@Suite("Scene fuzz smoke")
@MainActor
struct SceneFuzzSmokeTests {
  typealias Generator = SplitMix64

  /// Values a mutation puts where a number or a word was.
  static let replacements = [
    "-1", "0", "1e300", "-1e300", "1e20", "99999", "100001", ".nan", ".inf", "-.inf", "\"\"", "[]", "{}", "~",
    "true", "0.0000001", "16384", "16385", "600", "601", "*nope", "&a x", "nope", "-0", "1e-320", "[1e20, 1e20]",
  ]

  /// One mutant of `text`.
  static func mutate(_ text: String, _ random: inout Generator) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard !lines.isEmpty else { return text }
    let index = Int.random(in: 0..<lines.count, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0:  // Replace a number or a word after a colon or in a list.
      var words = lines[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      if !words.isEmpty {
        let w = Int.random(in: 0..<words.count, using: &random)
        let replacement = replacements.randomElement(using: &random)!
        let trailing = words[w].last.map { ",]}".contains($0) } == true ? String(words[w].last!) : ""
        words[w] = replacement + trailing
        lines[index] = words.joined(separator: " ")
      }
    case 1: lines.remove(at: index)
    case 2: lines.insert(lines[Int.random(in: 0..<lines.count, using: &random)], at: index)
    case 3:  // Flip one byte.
      var bytes = Array(lines[index].utf8)
      if !bytes.isEmpty {
        bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
        lines[index] = String(decoding: bytes, as: UTF8.self)
      }
    case 4: lines[index] = String(repeating: " ", count: Int.random(in: 0...3, using: &random)) + lines[index]
    default:  // Swap two lines.
      lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
    }
    return lines.joined(separator: "\n")
  }

  @Test func mutantsOfTheGalleryLoadOrFailWithALocatedError() throws {
    ImageDecoding.install()
    let files = try FileManager.default.contentsOfDirectory(atPath: scenesDirectory.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    #expect(files.count >= 20)
    var random = Generator(state: 17)
    var loaded = 0
    var rendered = 0
    var rejected = 0
    let mutantsPerFile = 120
    for file in files {
      let original = try String(contentsOf: scenesDirectory.appendingPathComponent(file), encoding: .utf8)
      let path = "Scenes/" + file
      for _ in 0..<mutantsPerFile {
        var text = original
        for _ in 0..<Int.random(in: 1...3, using: &random) { text = Self.mutate(text, &random) }
        let description: SceneDescription
        do {
          description = try SceneLoader.parse(text, sourcePath: path, defaultName: "fuzz")
        } catch let error as SceneError {
          rejected += 1
          #expect(error.description.hasPrefix(path), "\(error)")
          continue
        }
        loaded += 1
        // Render the last frame at 1× and 10 fps (the whole timeline runs), when it is small.
        let pixels = description.window.width * description.window.height
        guard pixels <= 2_000_000 else { continue }
        let stage = SceneBuilder.build(description, fps: 10, scale: 1)
        do {
          _ = try StageRenderer(workers: 1).bitmaps(of: stage, frames: [stage.frameCount - 1])
          rendered += 1
        } catch {
          #expect(!"\(error)".isEmpty)
        }
      }
    }
    #expect(loaded + rejected == files.count * mutantsPerFile)
    #expect(rejected > 0 && rendered > 0)
    print(
      "scene fuzz smoke: \(files.count * mutantsPerFile) mutants, \(rejected) rejected, \(loaded) loaded, \(rendered) rendered"
    )
  }
}
