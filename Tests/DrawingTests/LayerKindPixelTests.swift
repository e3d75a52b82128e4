import FlipbookRender
import FlipbookTesting
import Foundation
import HeadlessUIKit
import Testing

/// Text, replicator and emitter layers rasterised: known pixels, and particles that are the
/// same bytes whatever the frame rate and worker count.
@MainActor
@Suite("Text, replicator and emitter layer pixels")
struct LayerKindPixelTests {
  static func window(width: CGFloat = 80, height: CGFloat = 60) -> UIWindow {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: 1))
    window.backgroundColor = .black
    window.makeKeyAndVisible()
    return window
  }

  // MARK: CATextLayer

  static func textStage() -> Stage {
    let timeline = Timeline(fps: 4)
    let window = Self.window()
    let text = CATextLayer()
    text.frame = CGRect(x: 4, y: 4, width: 72, height: 20)
    text.string = "WWWWWWWWWWWW"
    text.fontSize = 16
    text.foregroundColor = UIColor.red.cgColor
    window.layer.addSublayer(text)
    return Stage(name: "text-layer", window: window, timeline: timeline, duration: 0)
  }

  /// The text starts at the top left of the bounds in the foreground colour and is clipped at
  /// the bounds (`truncationMode` `.none`).
  @Test func textLayerDrawsAtTheTopInItsColourClippedToItsBounds() throws {
    let bitmap = try #require(try StageRenderer(workers: 1).bitmaps(of: Self.textStage(), frames: [0])[0])
    var red = 0
    var outside = 0
    for y in 0..<60 {
      for x in 0..<80 {
        let p = bitmap[x, y]
        let inBounds = (4..<76).contains(x) && (4..<24).contains(y)
        if p.r > 128 && p.g < 64 && inBounds { red += 1 }
        if p.r > 0 && !inBounds { outside += 1 }
      }
    }
    #expect(red > 100, "the glyphs are red")
    #expect(outside == 0, "nothing is drawn outside the bounds")
    // The top row of the glyphs sits near the top of the bounds.
    let firstRow = (4..<24).first { y in (4..<76).contains { bitmap[$0, y].r > 128 } }
    #expect(firstRow.map { $0 < 12 } == true, "first inked row \(String(describing: firstRow))")
  }

  @Test func textLayerMatchesItsGolden() {
    expectGoldens(named: "text-layer", at: .frames([0])) { Self.textStage() }
  }

  // MARK: CAReplicatorLayer

  /// Four 8-point squares in a row, 16 points apart, each copy less green.
  static func replicatorStage() -> Stage {
    let timeline = Timeline(fps: 4)
    let window = Self.window()
    let replicator = CAReplicatorLayer()
    replicator.frame = window.bounds
    replicator.instanceCount = 4
    replicator.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
    replicator.instanceGreenOffset = -0.25
    let square = CALayer()
    square.frame = CGRect(x: 8, y: 8, width: 8, height: 8)
    square.backgroundColor = UIColor.white.cgColor
    replicator.addSublayer(square)
    window.layer.addSublayer(replicator)
    return Stage(name: "replicator-row", window: window, timeline: timeline, duration: 0)
  }

  @Test func replicatorDrawsEachCopyMovedAndTinted() throws {
    let bitmap = try #require(try StageRenderer(workers: 1).bitmaps(of: Self.replicatorStage(), frames: [0])[0])
    for k in 0..<4 {
      let p = bitmap[12 + 16 * k, 12]
      #expect(p.r == 255 && p.b == 255, "copy \(k) keeps red and blue: \(p)")
      #expect(Int(p.g) == Int((255 * (1 - 0.25 * Double(k))).rounded()), "copy \(k)'s green: \(p)")
    }
    #expect(bitmap[12 + 16 * 4, 12] == Bitmap.Pixel(r: 0, g: 0, b: 0), "no fifth copy")
  }

  @Test func replicatorMatchesItsGolden() {
    expectGoldens(named: "replicator-row", at: .frames([0])) { Self.replicatorStage() }
  }

  // MARK: CAEmitterLayer

  /// A burst of white and coloured particles with gravity and spin, emitting for 0.5 s.
  static func emitterStage(fps: Int) -> Stage {
    let timeline = Timeline(fps: fps)
    let window = Self.window(width: 120, height: 120)
    let emitter = CAEmitterLayer()
    emitter.frame = window.bounds
    emitter.emitterPosition = CGPoint(x: 60, y: 40)
    emitter.emitterShape = .circle
    emitter.emitterSize = CGSize(width: 10, height: 10)
    emitter.seed = 42
    let cell = CAEmitterCell()
    var pixels = Bitmap(width: 6, height: 3, fill: Bitmap.Pixel(r: 255, g: 255, b: 255))
    pixels[0, 0] = Bitmap.Pixel(r: 255, g: 255, b: 255, a: 128)
    cell.contents = CGImage(bitmap: pixels)
    cell.birthRate = 40
    cell.lifetime = 1
    cell.lifetimeRange = 0.3
    cell.velocity = 60
    cell.velocityRange = 20
    cell.emissionRange = 2 * .pi
    cell.yAcceleration = 80
    cell.spin = 3
    cell.spinRange = 2
    cell.scale = 1.5
    cell.scaleRange = 0.5
    cell.color = UIColor(red: 1, green: 0.6, blue: 0.2, alpha: 1).cgColor
    cell.greenRange = 0.4
    cell.alphaSpeed = -0.5
    cell.duration = 0.5
    emitter.emitterCells = [cell]
    window.layer.addSublayer(emitter)
    return Stage(name: "emitter-burst", window: window, timeline: timeline, duration: 2)
  }

  /// The same instant renders the same bytes at 10 and 30 fps, with one or two workers.
  @Test func particlesAreTheSameAtAnyFrameRateAndWorkerCount() throws {
    let at10 = try #require(try StageRenderer(workers: 1).bitmaps(of: Self.emitterStage(fps: 10), frames: [6])[6])
    let at30 = try #require(try StageRenderer(workers: 2).bitmaps(of: Self.emitterStage(fps: 30), frames: [18])[18])
    let frames30 = try StageRenderer(workers: 2).bitmaps(of: Self.emitterStage(fps: 30), frames: Set(0...18))
    #expect(at10 == at30, "t = 0.6 s at 10 fps and at 30 fps")
    #expect(frames30[18] == at30, "a frame rendered in a run equals the frame rendered alone")
    let lit = at10.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 }.count
    #expect(lit == at10.width * at10.height, "opaque frame")
    var coloured = 0
    for y in 0..<120 { for x in 0..<120 where at10[x, y].r > 40 { coloured += 1 } }
    #expect(coloured > 50, "particles are drawn: \(coloured) pixels")
  }

  /// Once the cell stops emitting (0.5 s) and the last particle's life (≤ 1.3 s) is over,
  /// only the background is left.
  @Test func particlesDieAfterTheirLifetime() throws {
    let frames = try StageRenderer(workers: 1).bitmaps(of: Self.emitterStage(fps: 10), frames: [20])
    let last = try #require(frames[20])
    let black = Bitmap(width: 120, height: 120, fill: Bitmap.Pixel(r: 0, g: 0, b: 0))
    #expect(last == black)
  }

  @Test func emitterMatchesItsGoldens() {
    expectGoldens(named: "emitter-burst", at: .frames([1, 3, 6, 9])) { Self.emitterStage(fps: 10) }
  }
}
