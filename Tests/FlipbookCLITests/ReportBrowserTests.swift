import Foundation
import Graphics
import ImageDiff
import Testing

/// The HTML report in a real browser: headless Chromium (Debian's `chromium`, which `make test`
/// installs) loads a report with one failing frame, a harness script checks the elements and
/// moves the slider, and a screenshot is taken.
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

  /// The checks, run in the page after it and its images loaded; the result is appended as JSON.
  static let harness = """
    <script>
    window.addEventListener('load', () => {
      const out = {};
      const article = document.querySelector('article.failure');
      out.failures = document.querySelectorAll('article.failure').length;
      out.sideBySide = article.querySelectorAll('.side-by-side img').length;
      out.marks = document.querySelectorAll('.timeline .mark').length;
      out.failedMarks = document.querySelectorAll('.timeline .mark.failed').length;
      out.imagesLoaded = [...document.images].every(i => i.complete && i.naturalWidth > 0);
      const slider = article.querySelector('input.slider');
      const top = article.querySelector('.overlay .top');
      out.before = getComputedStyle(top).clipPath;
      slider.value = 20;
      slider.dispatchEvent(new Event('input'));
      out.after = getComputedStyle(top).clipPath;
      article.querySelector('input.onion').click();
      out.onionOpacity = getComputedStyle(top).opacity;
      out.onionClip = getComputedStyle(top).clipPath;
      const pre = document.createElement('pre');
      pre.id = 'harness-result';
      pre.textContent = JSON.stringify(out);
      document.body.appendChild(pre);
    });
    </script>
    """

  struct Checks: Decodable {
    var failures: Int
    var sideBySide: Int
    var marks: Int
    var failedMarks: Int
    var imagesLoaded: Bool
    var before: String
    var after: String
    var onionOpacity: String
    var onionClip: String
  }

  @Test(
    .enabled(
      if: chromium != nil,
      "chromium is not installed: `make test` installs it (apt-get install chromium); this run could not"))
  func reportShowsTheFailureAndTheSliderWipesBetweenImages() throws {
    let fixture = try VerifyFixture()
    defer { try? FileManager.default.removeItem(at: fixture.root) }
    try fixture.tamper()
    #expect(try fixture.run() == 1)
    let page = try fixture.text("index.html")
    let harness = fixture.report.appendingPathComponent("harness.html")
    try Data(page.replacingOccurrences(of: "</body>", with: Self.harness + "</body>").utf8).write(to: harness)
    let profile = fixture.root.appendingPathComponent("chromium-profile")

    let dom = try Self.chromium(["--virtual-time-budget=5000", "--dump-dom", harness.absoluteString], profile: profile)
    let start = try #require(dom.range(of: "<pre id=\"harness-result\">"))
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
    let checks = try JSONDecoder().decode(Checks.self, from: Data(json.utf8))
    #expect(checks.failures == 1)
    #expect(checks.sideBySide == 3)
    #expect(checks.marks == 5 && checks.failedMarks == 1)
    #expect(checks.imagesLoaded)
    #expect(checks.before == "inset(0px 50% 0px 0px)")
    #expect(checks.after == "inset(0px 80% 0px 0px)")
    #expect(checks.onionOpacity == "0.5" && checks.onionClip == "none")

    let screenshot = fixture.root.appendingPathComponent("report.png")
    _ = try Self.chromium(
      [
        "--screenshot=\(screenshot.path)", "--window-size=1280,1600", "--hide-scrollbars",
        fixture.report
          .appendingPathComponent("index.html").absoluteString,
      ], profile: profile)
    let image = try ImageFile.read(screenshot)
    #expect(image.width == 1280 && image.height == 1600)
    // The page is not blank: the summary line is drawn in red near the top.
    let red = (0..<200).contains { y in (0..<600).contains { x in image[x, y].r > 180 && image[x, y].g < 60 } }
    #expect(red)
    let kept = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("output/report-screenshot.png")
    try? FileManager.default.removeItem(at: kept)
    try? FileManager.default.copyItem(at: screenshot, to: kept)
  }
}
