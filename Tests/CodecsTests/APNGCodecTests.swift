import Codecs
import Foundation
import Graphics
import TestSupport
import Testing

@Suite("APNG encoder and decoder")
struct APNGCodecTests {
  /// The (dispose op, blend op) of every `fcTL` in an APNG file, in order.
  static func frameOps(_ png: [UInt8]) -> [(dispose: UInt8, blend: UInt8)] {
    var ops: [(UInt8, UInt8)] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      if String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) == "fcTL" {
        ops.append((png[offset + 8 + 24], png[offset + 8 + 25]))
      }
      offset += 12 + length
    }
    return ops
  }

  @Test func framesDecodeExactlyWithCountDurationAndLoops() throws {
    for bitmaps in [AnimationFixtures.slidingCard(frames: 9), AnimationFixtures.driftingGradient(frames: 4)] {
      let source = try AnimatedImage(bitmaps: bitmaps, fps: 30, loopCount: 2)
      let png = try APNGEncoder().encode(source)
      let decoded = try APNGDecoder().decode(png)
      #expect(decoded.frames.map(\.bitmap) == bitmaps)
      #expect(decoded.frames.allSatisfy { $0.duration == 1.0 / 30 })  // written as 1/30 exactly
      #expect(decoded.loopCount == 2)
      // libpng ignores the APNG chunks and reads the default image: the first frame.
      #expect(try PNGDecoder().decode(png) == bitmaps[0])
    }
  }

  @Test func optimisationsNeverChangeTheDecodedPictureAndShrinkTheFile() throws {
    let source = try AnimatedImage(bitmaps: AnimationFixtures.slidingCard(frames: 8, width: 160, height: 90), fps: 30)
    var sizes: [Int] = []
    for crop in [false, true] {
      for over in [false, true] {
        for dispose in [false, true] {
          let png = try APNGEncoder(
            cropsToChangedRect: crop, writesUnchangedPixelsAsTransparent: over, choosesDisposal: dispose
          ).encode(source)
          #expect(try APNGDecoder().decode(png).frames.map(\.bitmap) == source.frames.map(\.bitmap))
          sizes.append(png.count)
        }
      }
    }
    #expect(sizes.last! < sizes.first!)
  }

  @Test func disposePreviousIsChosenForAFlash() throws {
    let card = AnimationFixtures.slidingCard(frames: 2, width: 40, height: 40)
    var flash = card[0]
    AnimationFixtures.fill(&flash, x: 5..<35, y: 5..<35, .init(r: 255, g: 204, b: 0))
    let source = try AnimatedImage(bitmaps: [card[0], flash, card[0], card[1]], fps: 10)
    let png = try APNGEncoder().encode(source)
    // Frame 1 (the flash) is disposed to the previous canvas, so frame 2 is a 1×1 no-op.
    #expect(Self.frameOps(png).map(\.dispose) == [0, 2, 0, 0])
    #expect(try APNGDecoder().decode(png).frames.map(\.bitmap) == source.frames.map(\.bitmap))
  }

  @Test func disposeBackgroundAndBlendSourceForTransparency() throws {
    let clear = Bitmap(width: 20, height: 20)
    var square = clear
    AnimationFixtures.fill(&square, x: 2..<18, y: 2..<18, .init(r: 10, g: 200, b: 30))
    var half = clear
    AnimationFixtures.fill(&half, x: 2..<18, y: 2..<18, .init(r: 10, g: 200, b: 30, a: 128))
    let source = try AnimatedImage(bitmaps: [square, clear, half, square], fps: 10)
    let png = try APNGEncoder().encode(source)
    let ops = Self.frameOps(png)
    #expect(ops[0].dispose == 1)  // clearing the square leaves the empty frame nothing to draw
    #expect(ops[2].blend == 0)  // half-transparent pixels must replace, not blend
    #expect(try APNGDecoder().decode(png).frames.map(\.bitmap) == source.frames.map(\.bitmap))
  }

  @Test func corruptionIsReportedWithTheChunk() throws {
    var png = try APNGEncoder().encode(try AnimatedImage(bitmaps: AnimationFixtures.slidingCard(frames: 2), fps: 10))
    png[png.count - 20] ^= 0xFF
    #expect {
      try APNGDecoder().decode(png)
    } throws: { error in
      guard case APNGError.malformed(_, let reason) = error else { return false }
      return reason.contains("bad CRC")
    }
    #expect(throws: APNGError.malformed(byteCount: 3, reason: "no PNG signature")) {
      try APNGDecoder().decode([1, 2, 3])
    }
  }
}
