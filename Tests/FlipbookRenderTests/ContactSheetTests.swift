import CairoRaster
import Codecs
import Foundation
import Graphics
import Testing

@testable import FlipbookRender

@Suite("Contact sheet: sampling, captions, layout")
struct ContactSheetTests {
  static func manifest(frames count: Int, transitionFrames: Range<Int>) -> RenderManifest {
    let span = Double(max(transitionFrames.count - 1, 1))
    let frames: [RenderManifest.Frame] = (0..<count).map { i in
      var phases: [RenderManifest.Phase] = []
      if transitionFrames.contains(i) {
        phases.append(.init(operation: "push", progress: Double(i - transitionFrames.lowerBound) / span))
      }
      return RenderManifest.Frame(index: i, time: Double(i) / 10, file: "frame-\(i).png", transitions: phases)
    }
    return RenderManifest(
      scene: "test", size: .init(width: 10, height: 10), scale: 1, pixelSize: .init(width: 10, height: 10), fps: 10,
      duration: Double(count - 1) / 10, timeScale: 1, frameCount: count, frames: frames, renderStack: [:], warnings: [])
  }

  @Test func everyNthFrameKeepsTheLastFrame() throws {
    let chosen = try ContactSheet.select(.every(10), from: Self.manifest(frames: 73, transitionFrames: 0..<0))
    #expect(chosen.map(\.index) == [0, 10, 20, 30, 40, 50, 60, 70, 72])
    #expect(try ContactSheet.select(.every(1), from: Self.manifest(frames: 3, transitionFrames: 0..<0)).count == 3)
  }

  @Test func progressPointsPickTheNearestTransitionFrame() throws {
    // Frames 10…20 run a push from 0 to 1 in steps of 0.1.
    let manifest = Self.manifest(frames: 30, transitionFrames: 10..<21)
    let chosen = try ContactSheet.select(.progress([0, 0.25, 0.5, 1]), from: manifest)
    #expect(chosen.map(\.index) == [10, 12, 15, 20])  // 0.25 is nearest to 0.2 (ties go to the earlier frame)
  }

  @Test func progressPointsApplyToEachTransitionRun() throws {
    var manifest = Self.manifest(frames: 40, transitionFrames: 10..<21)
    for i in 25..<36 {
      manifest.frames[i].transitions = [.init(operation: "pop", progress: Double(i - 25) / 10)]
    }
    let chosen = try ContactSheet.select(.progress([0, 0.5, 1]), from: manifest)
    #expect(chosen.map(\.index) == [10, 15, 20, 25, 30, 35])
  }

  @Test func captionsNameTimeAndPhase() {
    let manifest = Self.manifest(frames: 30, transitionFrames: 10..<21)
    #expect(ContactSheet.caption(for: manifest.frames[14]) == ["#14  1.400 s", "push 40 %"])
    #expect(ContactSheet.caption(for: manifest.frames[2]) == ["#2  0.200 s", "idle"])
  }

  @Test func badSamplingIsAnError() {
    let manifest = Self.manifest(frames: 5, transitionFrames: 0..<0)
    #expect(throws: ContactSheetError.invalidStep(0)) { try ContactSheet.select(.every(0), from: manifest) }
    #expect(throws: ContactSheetError.invalidProgress(1.5)) {
      try ContactSheet.select(.progress([1.5]), from: manifest)
    }
    #expect(throws: ContactSheetError.noTransitions(scene: "test")) {
      try ContactSheet.select(.progress([0.5]), from: manifest)
    }
  }

  @Test func framesSitInAGridWithCaptionsUnderThem() throws {
    let manifest = Self.manifest(frames: 5, transitionFrames: 1..<4)
    let colors: [Bitmap.Pixel] = [
      .init(r: 255, g: 0, b: 0), .init(r: 0, g: 255, b: 0), .init(r: 0, g: 0, b: 255), .init(r: 255, g: 255, b: 0),
      .init(r: 0, g: 255, b: 255),
    ]
    let frames = manifest.frames.map { (bitmap: Bitmap(width: 80, height: 40, fill: colors[$0.index]), frame: $0) }
    let sheet = try ContactSheet(columns: 3, frameScale: 0.5, gap: 10, captionSize: 12).compose(
      frames, rasterizer: CairoRasterizer())
    // Cells are 40x20; captions 2 × ceil(12 × 1.4) = 34 px + gap/2 = 39 px under each.
    #expect(sheet.width == 10 + 3 * (40 + 10))
    #expect(sheet.height == 10 + 2 * (20 + 39 + 10))
    let background = Bitmap.Pixel(r: 28, g: 28, b: 30)
    #expect(sheet[5, 5] == background)
    for n in 0..<5 {
      let x = 10 + (n % 3) * 50
      let y = 10 + (n / 3) * 69
      #expect(sheet[x, y] == colors[n] && sheet[x + 39, y + 19] == colors[n])
      #expect(sheet[x + 40, y] == background)
      // Caption text: some pixels under the cell differ from the background.
      let captionPixels = (y + 25..<y + 54).flatMap { row in (x..<x + 40).map { sheet[$0, row] } }
      #expect(captionPixels.contains { $0 != background })
    }
    // The sixth cell of the 3×2 grid is empty.
    #expect(sheet[10 + 2 * 50 + 20, 10 + 69 + 10] == background)
  }
}
