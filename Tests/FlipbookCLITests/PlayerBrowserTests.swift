import Foundation
import Testing

@testable import flipbook

/// `flipbook player` in a real browser: headless Chromium loads the page with a harness that
/// steps with the arrow keys, sets the scrubber and jumps with Home/End, reading after each
/// step the frame shown, its picture and the highlighted trace rows from the DOM.
@MainActor
@Suite("flipbook player in Chromium")
struct PlayerBrowserTests {
  /// Presses keys and moves the scrubber, recording the state after each step as JSON.
  static let harness = """
    <script>
    window.addEventListener('load', () => {
      const states = [];
      const key = (k, shift) => document.dispatchEvent(new KeyboardEvent('keydown', {key: k, shiftKey: !!shift}));
      const state = (step) => {
        const current = [...document.querySelectorAll('#trace li[aria-current="true"]')];
        states.push({
          step, frame: +document.body.dataset.frame, image: +document.getElementById('frame').dataset.image,
          label: document.getElementById('label').textContent, scrubber: +document.getElementById('scrubber').value,
          current: current.map(li => li.querySelector('time').textContent),
          rows: current.length, playing: document.body.dataset.playing,
          width: document.getElementById('frame').naturalWidth });
      };
      state('load');
      key('ArrowRight'); key('ArrowRight'); key('ArrowRight'); state('right x3');
      key('ArrowLeft'); state('left');
      const scrubber = document.getElementById('scrubber');
      scrubber.value = 20; scrubber.dispatchEvent(new Event('input')); state('scrub 20');
      key('End'); state('end');
      key('ArrowLeft', true); state('shift-left');
      key('Home'); state('home');
      document.querySelectorAll('#trace li')[12].click(); state('click row 12');
      const pre = document.createElement('pre');
      pre.id = 'harness-result';
      pre.textContent = JSON.stringify(states);
      document.body.appendChild(pre);
    });
    </script>
    """

  struct State: Decodable, Equatable {
    var step: String
    var frame: Int
    var image: Int
    var label: String
    var scrubber: Int
    var current: [String]
    var rows: Int
    var playing: String
    var width: Int
  }

  @Test(
    .enabled(
      if: ReportBrowserTests.chromium != nil,
      "chromium is not installed: `make test` installs it (apt-get install chromium); this run could not"))
  func keysScrubberAndRowsMoveTheFrameAndTheHighlightedCalls() throws {
    let folder = try DocsOutputCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("player.html")
    var command = try Flipbook.parseAsRoot([
      "player", "nav-push-slide", "--out", page.path, "--scenes", DocsPictureCommandTests.scenes,
    ])
    try command.run()
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(!html.contains("src=\"http") && !html.contains("<link"))  // self-contained
    let harnessed = folder.appendingPathComponent("harness.html")
    try Data(html.replacingOccurrences(of: "</body>", with: Self.harness + "</body>").utf8).write(to: harnessed)

    let dom = try ReportBrowserTests.chromium(
      ["--virtual-time-budget=5000", "--dump-dom", harnessed.absoluteString + "#frame=8"],
      profile: folder.appendingPathComponent("profile"))
    let start = try #require(dom.range(of: "<pre id=\"harness-result\">"))
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
    let states = try JSONDecoder().decode([State].self, from: Data(json.utf8))
    try #require(states.count == 8)
    let push = Array(repeating: "0.300 s", count: 6)
    let pushed = Array(repeating: "0.600 s", count: 5)
    let popped = Array(repeating: "1.700 s", count: 5)
    // #frame=8 opens before the push (0.3 s = frame 9): no call yet.
    #expect(states[0].frame == 8 && states[0].current == [] && states[0].label == "frame 8 · 0.267 s")
    #expect(states[1].frame == 11 && states[1].scrubber == 11 && states[1].current == push)
    #expect(states[2].frame == 10 && states[2].current == push)
    #expect(states[3].frame == 20 && states[3].current == pushed && states[3].label == "frame 20 · 0.667 s")
    #expect(states[4].frame == 72 && states[4].current == popped)
    #expect(states[5].frame == 62 && states[5].current == popped)
    #expect(states[6].frame == 0 && states[6].current == [] && states[6].image == 0)
    // Row 12 is the pop's first call, at 1.4 s = frame 42.
    #expect(states[7].frame == 42 && states[7].current.count == 6 && states[7].current[0] == "1.400 s")
    #expect(states.allSatisfy { $0.playing == "false" && $0.width == 390 })
    // Frames before the push all show the first picture; the pushed screen is another one.
    #expect(states[0].image == 0 && states[3].image != 0)
  }
}
