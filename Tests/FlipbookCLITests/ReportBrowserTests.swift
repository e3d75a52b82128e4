import FlipbookGoldens
import Foundation
import Graphics
import ImageDiff
import TestSupport
import Testing

@testable import flipbook

/// The HTML report in a real browser: headless Chromium (Debian's `chromium`, which `make test`
/// installs) loads a report of two scenes (one frame failed) at a frame's or a scene's link; a
/// harness script then zooms, pans, switches the view modes, moves the slider, steps with the
/// keys, filters to failed frames and follows a frame link, and prints what the page shows.
@MainActor
@Suite("HTML report in Chromium")
struct ReportBrowserTests {
  nonisolated static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Runs Chromium headless with `arguments` and returns its standard output.
  static func chromium(_ arguments: [String], profile: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium!)
    process.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)", "--no-first-run"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Two scenes in a gallery folder (`still`, passing, and `tiny`, its frame at ½ changed),
  /// goldens recorded through the library (so this works on CI too).
  static func gallery() throws -> VerifyFixture {
    let fixture = try VerifyFixture()
    let still = TinySceneFile.yaml.components(separatedBy: "script:")[0]
    try Data(still.utf8).write(to: fixture.root.appendingPathComponent("still.yaml"))
    let subject = try SceneGoldens("still", scenesDirectory: fixture.root, scale: 1)
    _ = try GoldenVerifier(
      store: fixture.goldens, record: .missing, artefacts: fixture.root.appendingPathComponent("s")
    )
    .verify(scene: "still", selection: .times([0]), stage: subject.makeStage)
    try fixture.tamper()
    return fixture
  }

  /// Verifies the gallery into `fixture.report` with `extra` arguments; a frame failed.
  static func verify(_ fixture: VerifyFixture, _ extra: [String] = []) throws {
    var command = try Flipbook.parseAsRoot(
      [
        "verify", "--scenes", fixture.root.path, "--goldens", fixture.goldens.directory.path, "--report",
        fixture.report.path, "--record", "never",
      ] + extra)
    var status: Int32 = 0
    do { try command.run() } catch { status = Flipbook.exitCode(for: error).rawValue }
    #expect(status == 1)
  }

  /// Loads `page` (the report with the harness appended) at `fragment` and returns the harness's
  /// result.
  static func load(_ page: URL, fragment: String, profile: URL) throws -> Checks {
    let html = try String(contentsOf: page, encoding: .utf8)
    let harness = page.deletingLastPathComponent().appendingPathComponent("harness.html")
    try Data(html.replacingOccurrences(of: "</body>", with: Self.harness + "</body>").utf8).write(to: harness)
    defer { try? FileManager.default.removeItem(at: harness) }
    let dom = try chromium(
      ["--window-size=1280,900", "--virtual-time-budget=5000", "--dump-dom", harness.absoluteString + fragment],
      profile: profile)
    let start = try #require(dom.range(of: "<pre id=\"harness-result\">"), "no harness result in: \(dom.suffix(400))")
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode(Checks.self, from: Data(json.utf8))
  }

  /// What the harness reads, in the order it does things (see `harness`).
  struct Checks: Decodable {
    var initial: String
    var hash: String
    var currentScene: String
    var openFrames: [String]
    var imagesLoaded: Bool
    var sources: [String]
    var natural: Double
    var width1: Double
    var zoom: String
    var width2: Double
    var width0: Double
    var scrollable: Bool
    var panned: Double
    var slider: String
    var sliderClip: String
    var sliderPosition: String
    var sliderFigures: [String]
    var onionOpacity: String
    var onionClip: String
    var diffOnly: [String]
    var sideBySide: [String]
    var afterNext: String
    var hashAfterNext: String
    var afterPrevious: String
    var afterNextScene: String
    var afterPreviousScene: String
    var filtered: [String]
    var filteredScenes: [String]
    var unfiltered: Int
    var followed: String
    var followedOpen: Bool
  }

  /// The checks, run in the page once it and its images loaded; the result is appended as JSON.
  static let harness = """
    <script>
    window.addEventListener('load', async () => {
      const out = {};
      const body = document.body;
      const key = k => body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
      const shown = (root, selector) => [...root.querySelectorAll(selector)].filter(e => e.getClientRects().length > 0);
      const current = () => body.dataset.current || '';
      out.initial = current();
      out.hash = decodeURIComponent(location.hash);
      out.currentScene = (document.querySelector('.current-scene') || {}).id || '';
      out.openFrames = [...document.querySelectorAll('details.frame')].filter(d => d.open).map(d => d.id);
      out.imagesLoaded = [...document.images].every(i => i.complete && i.naturalWidth > 0);
      out.sources = [...new Set([...document.images].map(i => i.getAttribute('src').split(/[:/]/)[0]))];
      const article = document.querySelector('details.frame.failed');
      const img = article.querySelector('figure.expected img');
      out.natural = img.naturalWidth;
      out.width1 = img.getBoundingClientRect().width;
      key('+'); key('+');
      out.zoom = body.dataset.zoom;
      out.width2 = img.getBoundingClientRect().width;
      key('0');
      out.width0 = img.getBoundingClientRect().width;
      for (let i = 0; i < 8; i++) key('+');
      const port = article.querySelector('.viewport');
      port.scrollLeft = 0;
      out.scrollable = port.scrollWidth > port.clientWidth;
      const box = port.getBoundingClientRect();
      const x = box.left + 400, y = box.top + 40;
      port.dispatchEvent(new PointerEvent('pointerdown', { clientX: x, clientY: y, button: 0, pointerId: 1, bubbles: true }));
      port.dispatchEvent(new PointerEvent('pointermove', { clientX: x - 150, clientY: y, pointerId: 1, bubbles: true }));
      port.dispatchEvent(new PointerEvent('pointerup', { clientX: x - 150, clientY: y, pointerId: 1, bubbles: true }));
      out.panned = port.scrollLeft;
      key('0');
      const actual = article.querySelector('figure.actual');
      key('2');
      out.slider = body.dataset.mode;
      const mix = document.getElementById('mix');
      mix.value = 20;
      mix.dispatchEvent(new Event('input'));
      out.sliderClip = getComputedStyle(actual).clipPath;
      out.sliderPosition = getComputedStyle(actual).position;
      out.sliderFigures = shown(article, 'figure').map(f => f.className);
      key('3');
      out.onionOpacity = getComputedStyle(actual).opacity;
      out.onionClip = getComputedStyle(actual).clipPath;
      key('4');
      out.diffOnly = shown(article, 'figure').map(f => f.className);
      key('1');
      out.sideBySide = shown(article, 'figure').map(f => f.className);
      key('j');
      out.afterNext = current();
      out.hashAfterNext = decodeURIComponent(location.hash);
      key('k');
      out.afterPrevious = current();
      key('n');
      out.afterNextScene = current();
      key('p');
      out.afterPreviousScene = current();
      key('f');
      out.filtered = shown(document, 'details.frame').map(d => d.id);
      out.filteredScenes = shown(document, 'section.scene').map(s => s.id);
      document.getElementById('failed-only').click();
      out.unfiltered = shown(document, 'details.frame').length;
      const link = [...document.querySelectorAll('.thumbs a')].pop();
      link.click();
      await new Promise(resolve => setTimeout(resolve, 100));
      out.followed = current();
      out.followedOpen = document.getElementById(current()).open;
      const pre = document.createElement('pre');
      pre.id = 'harness-result';
      pre.textContent = JSON.stringify(out);
      body.appendChild(pre);
    });
    </script>
    """

  static let enabled = Testing.ConditionTrait.enabled(
    if: chromium != nil,
    "chromium is not installed: `make test` installs it (apt-get install chromium); this run could not")

  @Test(enabled)
  func frameLinkZoomPanModesKeysAndFailedOnlyFilterWork() throws {
    let fixture = try Self.gallery()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    try Self.verify(fixture)
    let profile = fixture.root.appendingPathComponent("chromium-profile")
    let page = fixture.report.appendingPathComponent("index.html")
    #expect(!(try fixture.text("index.html")).contains("http"))

    let passed = "frame-tiny-transition1-push-p0.25"
    let failed = "frame-tiny-transition1-push-p0.50"
    let checks = try Self.load(page, fragment: "#\(passed)", profile: profile)
    // The link opened the passed frame (closed by default) beside the failed one.
    #expect(checks.initial == passed && checks.hash == "#\(passed)" && checks.currentScene == "scene-tiny")
    #expect(checks.openFrames == [passed, failed])
    #expect(checks.imagesLoaded && checks.sources == ["images"])
    // Native size, zoom 1 → 1.5 → 2 with `+`, back with `0`; panned by a 150-pixel drag at 8×.
    #expect(checks.natural == 60 && checks.width1 == 60)
    #expect(checks.zoom == "2" && checks.width2 == 120 && checks.width0 == 60)
    #expect(checks.scrollable && checks.panned == 150)
    // Slider at 20 %: actual stacked on expected, clipped to its left fifth; onion skin at 20 %.
    #expect(checks.slider == "slider" && checks.sliderClip == "inset(0px 80% 0px 0px)")
    #expect(checks.sliderPosition == "absolute" && checks.sliderFigures == ["expected", "actual"])
    #expect(checks.onionOpacity == "0.2" && checks.onionClip == "none")
    #expect(checks.diffOnly == ["diff"] && checks.sideBySide == ["expected", "actual", "diff"])
    // j/k step frames (the address follows), n/p scenes: still's one frame comes before tiny's.
    #expect(checks.afterNext == failed && checks.hashAfterNext == "#\(failed)")
    #expect(checks.afterPrevious == passed)
    #expect(checks.afterNextScene == passed)  // no scene after tiny: stays
    #expect(checks.afterPreviousScene == "frame-still-time-0.000s")
    // Failed only: the failed frame and the current one (a link still shows its frame).
    #expect(checks.filtered == ["frame-still-time-0.000s", failed])
    #expect(checks.filteredScenes == ["scene-still", "scene-tiny"])
    #expect(checks.unfiltered == 6)
    // Clicking the last thumbnail (tiny at progress 1) follows its link and opens the frame.
    #expect(checks.followed == "frame-tiny-transition1-push-p1.00" && checks.followedOpen)

    // A scene's link selects its first frame and keeps the scene in the address.
    let scene = try Self.load(page, fragment: "#scene-still", profile: profile)
    #expect(scene.initial == "frame-still-time-0.000s" && scene.hash == "#scene-still")
    #expect(scene.currentScene == "scene-still" && scene.openFrames == ["frame-still-time-0.000s", failed])

    let screenshot = fixture.root.appendingPathComponent("report.png")
    _ = try Self.chromium(
      ["--screenshot=\(screenshot.path)", "--window-size=1280,1600", "--hide-scrollbars", page.absoluteString],
      profile: profile)
    let image = try ImageFile.read(screenshot)
    #expect(image.width == 1280 && image.height == 1600)
    // The page is not blank: the summary line is drawn in red near the top.
    let red = (0..<200).contains { y in (0..<800).contains { x in image[x, y].r > 180 && image[x, y].g < 60 } }
    #expect(red)
    let kept = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("output/report-screenshot.png")
    try? FileManager.default.removeItem(at: kept)
    try? FileManager.default.copyItem(at: screenshot, to: kept)
  }

  @Test(enabled)
  func singleFileReportWorksAloneWithItsImagesInlined() throws {
    let fixture = try Self.gallery()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    try Self.verify(fixture, ["--report-single-file"])
    let alone = fixture.root.appendingPathComponent("artifact", isDirectory: true)
    try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
    let page = alone.appendingPathComponent("index.html")
    try FileManager.default.copyItem(at: fixture.report.appendingPathComponent("index.html"), to: page)
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(!html.contains("src=\"images/") && !html.contains("http"))

    let checks = try Self.load(
      page, fragment: "#frame-tiny-transition1-push-p0.50", profile: fixture.root.appendingPathComponent("profile"))
    #expect(checks.imagesLoaded && checks.sources == ["data"])
    #expect(checks.initial == "frame-tiny-transition1-push-p0.50" && checks.width1 == 60)
    #expect(
      checks.sliderClip == "inset(0px 80% 0px 0px)"
        && checks.filtered == ["frame-still-time-0.000s", "frame-tiny-transition1-push-p0.50"])
  }
}
