import CairoRaster
import Codecs
import FlipbookRender
import Foundation
import Graphics
import HeadlessUIKit
import SceneFormat
import Testing

/// The pictures for docs: the motion record they are drawn from (values read from the model's
/// animations, curve names, window-space paths), the onion skin's opacity ramp, and exact
/// goldens of an onion skin with motion paths, timing plots and a device frame.
@MainActor
@Suite("Docs pictures: motion records, onion skins, motion paths, timing plots, device frames")
struct DocsPictureTests {
  static func record(_ name: String, fps: Int? = nil) throws -> MotionRecord {
    ImageDecoding.install()
    return try SceneBuilder.build(RenderOutputTests.loadGallery(name), fps: fps, scale: 1).recordMotion()
  }

  static func bitmaps(_ name: String, frames: Set<Int>, fps: Int? = nil) throws -> [Int: Bitmap] {
    ImageDecoding.install()
    let stage = SceneBuilder.build(try RenderOutputTests.loadGallery(name), fps: fps, scale: 1)
    return try StageRenderer(workers: 1).bitmaps(of: stage, frames: frames)
  }

  // MARK: Motion record

  /// The slide pushes the new screen in from x + 390 over 0.3 s on ease-in-out: the record
  /// holds the model's presentation values — 390 at the start, exactly half way at the middle
  /// (the curve is symmetric), 0 at the end — and names the curve.
  @Test func recordHoldsPresentationValuesAndTheCurvesName() throws {
    let record = try Self.record("nav-push-slide", fps: 60)
    #expect(record.frames.count == 145 && record.fps == 60)
    // Each run: from the frame the transition starts in to the first frame after it completed.
    #expect(record.transitionRuns == [18...36, 84...102])
    let track = try #require(record.tracks.first { $0.name == "Design review.view.transform" })
    #expect(track.curves == ["ease-in-out, 0.3 s"])
    #expect(track.components.first == "translation x")
    let samples = Dictionary(uniqueKeysWithValues: track.samples.map { ($0.frame, $0) })
    #expect(samples[18]?.values[0] == 390)
    // (Within the precision of the curve's control points, which Core Animation keeps as Float.)
    #expect(abs(try #require(samples[27]).values[0] - 195) < 1e-4)
    #expect(samples[36]?.values[0] == 0)
    #expect(samples[27]?.isAnimated == true)
    // Between the push and the pop nothing animates the property: samples there are idle.
    #expect(samples[60]?.isAnimated == false)
  }

  /// UIKit's default push paces with curve 7; the interruptible animator's release is a
  /// spring named by its damping ratio and response, then its mass, stiffness and damping.
  @Test func curveSevenAndSpringsAreNamed() throws {
    let system = try Self.record("nav-push-system").tracks.flatMap(\.curves)
    #expect(system.contains("curve 7 (system spring, critically damped), 0.5 s"))
    let interruptible = try Self.record("nav-interruptible").tracks.flatMap(\.curves)
    #expect(interruptible.contains { $0.hasPrefix("property animator, spring damping ratio 0.85, response ") })
    #expect(interruptible.contains { $0.contains("(mass 1, stiffness ") && $0.contains(", damping ") })
  }

  /// The pushed screen's centre travels along y = 422 from x = 585 to 195; equal time steps
  /// are short at both ends and long in the middle (ease-in-out).
  @Test func pathsFollowTheCentreWithTheEasingInTheirSpacing() throws {
    let record = try Self.record("nav-push-slide")
    let path = try #require(record.paths.first { $0.subject == "Design review.view" })
    let push = try #require(record.transitionRuns.first)
    let points = path.points.filter { push.contains($0.frame) }
    #expect(points.count == push.count)
    #expect(points.allSatisfy { $0.center.y == 422 })
    #expect(points.first?.center.x == 585 && points.last?.center.x == 195)
    let steps = zip(points, points.dropFirst()).map { abs($1.center.x - $0.center.x) }
    #expect(steps.first! < steps[steps.count / 2] && steps.last! < steps[steps.count / 2])
    #expect(record.paths.contains { $0.subject == "Inbox.view" })
  }

  // MARK: Onion skin

  @Test func onionMomentsAndRamp() {
    #expect(OnionSkin.moments(6, over: 9...18) == [9, 11, 13, 14, 16, 18])
    #expect(OnionSkin.moments(3, over: 0...10) == [0, 5, 10])
    #expect(OnionSkin.moments(1, over: 9...18) == [18])
    #expect(OnionSkin.moments(5, over: 3...4) == [3, 4])
    #expect((1...6).map { OnionSkin.strength(ofMoment: $0, of: 6) } == [1, 2, 3, 4, 5, 6].map { Double($0) / 6 })
  }

  /// A 4-pixel black square on white moves from x = 4 to x = 12. The latest frame is kept as
  /// it is wherever no earlier square was; the earlier square's left edge (where it differs
  /// from the latest) is slate-blue ink at its moment's strength; its flat inside leaves no
  /// ghost; and a frame identical to the latest adds nothing.
  @Test func earlierMomentsAreOutlinesWhereTheyDifferFromTheLatest() {
    func square(at x0: Int) -> Bitmap {
      var b = Bitmap(width: 24, height: 12, fill: .init(r: 255, g: 255, b: 255))
      for y in 4..<8 { for x in x0..<x0 + 4 { b[x, y] = .init(r: 0, g: 0, b: 0) } }
      return b
    }
    let latest = square(at: 12)
    #expect(OnionSkin.ghosts([latest, latest]) == latest, "nothing moved: no ghost")
    let picture = OnionSkin.ghosts([square(at: 4), latest])
    // Column 3, row 5: white, beside the earlier square's left edge (x = 4): the Sobel kernel's
    // right column sees black on all three rows, 4 × 255 = 1020, clamped to full edge
    // strength; moment 1 of 2 is drawn at 1/2; the latest is white there (dark ink) and flat
    // (no edge of its own).
    let ghost = picture[3, 5]
    let a = 0.5
    func expected(_ ink: UInt8) -> UInt8 { UInt8((255 + (Double(ink) - 255) * a).rounded()) }
    #expect(ghost == .init(r: expected(40), g: expected(60), b: expected(110)), "got \(ghost)")
    #expect(picture[5, 5] == .init(r: 255, g: 255, b: 255), "the earlier square's flat inside: no ghost")
    #expect(picture[20, 2] == latest[20, 2] && picture[13, 5] == latest[13, 5], "the latest as drawn")
  }

  /// Ghosts are drawn from the display list without its text; everything else stays in order.
  @Test func ghostListDropsTextOnly() {
    let run = TextRun(
      string: "Hi", font: FontDescriptor(size: 17, weight: .regular), color: .black,
      frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let list = DisplayList(
      pixelWidth: 40, pixelHeight: 20, background: .white,
      items: [
        .fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: .black, transform: .identity),
        .text(run, transform: .identity), .beginGroup(opacity: 0.5), .endGroup,
      ])
    #expect(
      OnionSkin.ghostList(list).items == [
        .fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color: .black, transform: .identity),
        .beginGroup(opacity: 0.5), .endGroup,
      ])
  }

  // MARK: Goldens

  /// `flipbook still nav-push-slide --onion 6 --paths --scale 1`.
  static func onionWithPaths() throws -> Bitmap {
    let record = try record("nav-push-slide")
    let push = try #require(record.transitionRuns.first)
    let moments = OnionSkin.moments(6, over: push)
    ImageDecoding.install()
    let stage = SceneBuilder.build(try RenderOutputTests.loadGallery("nav-push-slide"), scale: 1)
    let latest = moments.last
    let bitmaps = try StageRenderer(workers: 1).bitmaps(
      of: stage, frames: Set(moments), adjusting: { $0 == latest ? $1 : OnionSkin.ghostList($1) })
    return try OnionSkin.compose(
      moments.map { bitmaps[$0]! },
      overlay: MotionPathOverlay(scale: 1, bounds: record.windowSize).items(record.paths, frames: push),
      rasterizer: CairoRasterizer())
  }

  @Test func onionSkinWithMotionPathsMatchesItsGolden() throws {
    let picture = try Self.onionWithPaths()
    #expect(picture.width == 390 && picture.height == 844)
    try DocsPictureGoldens.expectMatch(picture, "onion-paths-nav-push-slide")
    #expect(try Self.onionWithPaths() == picture)
  }

  @Test(arguments: ["nav-push-slide", "nav-interruptible"])
  func timingPlotMatchesItsGolden(scene: String) throws {
    let plot = try TimingPlot(columns: 3, scale: 1).render(try Self.record(scene))
    try DocsPictureGoldens.expectMatch(plot, "plot-\(scene)")
  }

  /// The plot as SVG, drawn by cairo's SVG surface: a text golden. Cairo names the page group
  /// after its surface's process-wide serial number (`id="surface123"`), the one part that
  /// depends on what ran before; it is normalised before comparing.
  @Test func timingPlotSVGMatchesItsTextGolden() throws {
    let svg = try TimingPlot(columns: 1, scale: 1).svg(try Self.record("card-drag-dismiss"))
    let text = String(decoding: svg, as: UTF8.self).replacingOccurrences(
      of: #"surface[0-9]+"#, with: "surface", options: .regularExpression)
    #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(text.contains("width=\"492pt\" height=\"322pt\""))
    let url = DocsPictureGoldens.folder.appendingPathComponent("plot-card-drag-dismiss.svg")
    let environment = ProcessInfo.processInfo.environment
    if environment["FLIPBOOK_RECORD_GOLDENS"] == "1" && environment["CI"] != "true" {
      try Data(text.utf8).write(to: url)
      Issue.record("recorded \(url.lastPathComponent); unset FLIPBOOK_RECORD_GOLDENS and run again")
      return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    if text != golden {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
      let first = Array(zip(lines, goldenLines)).firstIndex { $0 != $1 } ?? min(lines.count, goldenLines.count)
      Issue.record(
        "plot-card-drag-dismiss.svg differs at line \(first + 1): got '\(first < lines.count ? lines[first] : "")', golden '\(first < goldenLines.count ? goldenLines[first] : "")'"
      )
    }
  }

  @Test func deviceFrameMatchesItsGoldenAndKeepsTheScreenPixels() throws {
    let screen = try #require(try Self.bitmaps("nav-push-slide", frames: [12])[12])
    let frame = DeviceFrame()
    let framed = try frame.apply(to: screen, rasterizer: CairoRasterizer())
    let size = frame.framedSize(width: 390, height: 844)
    #expect(framed.width == size.width && framed.height == size.height && size == (520, 974))
    // Inside the rounded screen the pixels are the frame's own; outside, the background.
    let inset = (520 - 390) / 2
    #expect(framed[inset + 195, inset + 422] == screen[195, 422])
    #expect(framed[2, 2] == Bitmap.Pixel(r: 0xEE, g: 0xEE, b: 0xF3))
    try DocsPictureGoldens.expectMatch(framed, "device-frame-nav-push-slide")
  }
}
