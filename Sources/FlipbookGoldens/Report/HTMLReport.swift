import Foundation

/// The HTML page of a verification run.
///
/// A toolbar (view mode, zoom, "failed only", the key list), an index of scenes, and per scene a
/// timeline strip (every frame of the scene as a track, checked frames as marks, failed ones red)
/// and one collapsible article per checked frame — failed frames open — whose viewer shows the
/// expected, actual and diff images at native size (one image pixel per CSS pixel) in one of four
/// modes: side by side, a slider that wipes between expected and actual, onion skin (actual over
/// expected at the slider's opacity) and diff only. The viewer zooms (buttons, `+`/`-`/`0`,
/// Ctrl + wheel) and pans (drag or scroll). Every scene and frame has an id, so a link
/// `index.html#frame-<scene>-<label>` or `#scene-<scene>` opens it; `j`/`k` and `n`/`p` step
/// through frames and scenes and keep the address's fragment on the current one.
///
/// Styles and script are inline and nothing is loaded from the network; images are relative
/// paths, or `data:` URIs when the writer inlines them (``ReportWriter/singleFile``).
enum HTMLReport {
  /// The view modes, in the order of their keys `1`…`4`.
  static let modes: [(id: String, title: String)] = [
    ("side-by-side", "Side by side"), ("slider", "Slider"), ("onion", "Onion skin"), ("diff", "Diff only"),
  ]

  /// The page; `source` maps an image path of the report to the `src` written (default: itself).
  static func render(_ report: VerificationReport, source: (String) -> String = { $0 }) -> String {
    let e = Markup.escape
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width">
      <title>Flipbook goldens: \(report.failureCount) of \(report.frameCount) frames failed</title>
      <style>\(style)</style>
      </head>
      <body data-mode="side-by-side">
      <header class="toolbar">
      <h1>Flipbook goldens</h1>
      <p class="summary \(report.passed ? "passed" : "failed")">\(report.failureCount) of \(report.frameCount) \
      frames failed in \(report.scenes.count) scene(s); record mode \(report.recordMode.rawValue).</p>
      \(toolbar)
      </header>

      """
    html += "<nav class=\"index\"><ol>"
    for scene in report.scenes {
      let state = scene.passed ? "passed" : "failed"
      html += "<li class=\"\(state)\"><a href=\"#\(e(anchor(scene)))\">\(e(scene.name))</a></li>"
    }
    html += "</ol></nav>\n<main>\n"
    for scene in report.scenes {
      let state = scene.passed ? "passed" : "failed"
      html += "<section class=\"scene \(state)\" id=\"\(e(anchor(scene)))\">\n"
      html += "<h2><a class=\"permalink\" href=\"#\(e(anchor(scene)))\">\(e(scene.name))</a> "
      html +=
        "<span class=\"status\">\(state)</span> <small>\(scene.frameCount) frames at \(scene.fps) fps</small></h2>\n"
      html += timeline(scene, source: source)
      for frame in scene.frames { html += article(scene, frame, source: source) }
      html += "</section>\n"
    }
    return html + "</main>\n<script>\(script)</script>\n</body>\n</html>\n"
  }

  /// The toolbar: mode buttons, zoom, the slider (wipe position or onion opacity), the filter.
  static var toolbar: String {
    var html = "<div class=\"controls\">\n<span class=\"modes\" role=\"group\" aria-label=\"View mode\">"
    for (number, mode) in modes.enumerated() {
      html += "<button type=\"button\" data-mode=\"\(mode.id)\" title=\"key \(number + 1)\">\(mode.title)</button>"
    }
    html += """
      </span>
      <span class="zoom" role="group" aria-label="Zoom"><button type="button" data-zoom="out" title="key -">−</button>\
      <output id="zoom-level">100 %</output><button type="button" data-zoom="in" title="key +">+</button>\
      <button type="button" data-zoom="native" title="key 0">1:1</button></span>
      <label class="mix">Expected <input type="range" id="mix" min="0" max="100" value="50"> Actual</label>
      <label><input type="checkbox" id="failed-only"> Failed only <kbd>f</kbd></label>
      </div>
      <p class="keys"><kbd>j</kbd>/<kbd>→</kbd> next frame · <kbd>k</kbd>/<kbd>←</kbd> previous frame · \
      <kbd>n</kbd> next scene · <kbd>p</kbd> previous scene · <kbd>1</kbd>–<kbd>4</kbd> view mode · \
      <kbd>+</kbd>/<kbd>-</kbd> zoom · <kbd>0</kbd> native size · drag to pan</p>
      """
    return html
  }

  static func anchor(_ scene: VerificationReport.Scene) -> String { "scene-\(scene.name)" }

  static func anchor(_ scene: VerificationReport.Scene, _ frame: VerificationReport.Frame) -> String {
    "frame-\(scene.name)-\(frame.label)"
  }

  /// The strip: a track spanning frames 0…frameCount−1 with a mark per checked frame, then
  /// the checked frames' thumbnails in order, each a link to its frame.
  static func timeline(_ scene: VerificationReport.Scene, source: (String) -> String) -> String {
    let e = Markup.escape
    let last = max(scene.frameCount - 1, 1)
    var html = "<div class=\"timeline\" data-scene=\"\(e(scene.name))\">\n<div class=\"track\">"
    for frame in scene.frames {
      let left = String(format: "%.3f", Double(frame.index) / Double(last) * 100)
      let state = frame.failed ? "failed" : "passed"
      html +=
        "<a class=\"mark \(state)\" style=\"left: \(left)%\" href=\"#\(e(anchor(scene, frame)))\" title=\"\(e(frame.label)) · frame \(frame.index) · \(state)\"></a>"
    }
    html += "</div>\n<ol class=\"thumbs\">"
    for frame in scene.frames {
      let state = frame.failed ? "failed" : "passed"
      let image =
        frame.expected.map { "<img src=\"\(e(source($0)))\" alt=\"\(e(frame.label))\">" } ?? "<span>no golden</span>"
      html +=
        "<li class=\"\(state)\"><a href=\"#\(e(anchor(scene, frame)))\">\(image)</a><span>\(e(frame.label))<br>frame \(frame.index) · \(frame.outcome)</span></li>"
    }
    return html + "</ol>\n</div>\n"
  }

  /// One checked frame: a `<details>` (open when failed) with its header, message and viewer.
  static func article(
    _ scene: VerificationReport.Scene, _ frame: VerificationReport.Frame, source: (String) -> String
  ) -> String {
    let e = Markup.escape
    let state = frame.failed ? "failed" : "passed"
    let id = anchor(scene, frame)
    var html = "<details class=\"frame \(state)\" id=\"\(e(id))\" data-scene=\"\(e(anchor(scene)))\""
    html += frame.failed ? " open>\n" : ">\n"
    html += "<summary><a class=\"permalink\" href=\"#\(e(id))\">\(e(frame.label))</a> "
    html += "<small>frame \(frame.index), t = \(String(format: "%.3f", frame.time)) s, "
    html += "\(e(frame.detail)) — \(e(frame.outcome))</small></summary>\n"
    if let message = frame.message { html += "<pre class=\"message\">\(e(message))</pre>\n" }
    var classes = ["view"]
    if frame.actual != nil { classes.append("has-actual") }
    if frame.diff != nil { classes.append("has-diff") }
    html += "<div class=\"viewport\"><div class=\"\(classes.joined(separator: " "))\">"
    for (kind, caption, path) in [
      ("expected", "Expected", frame.expected), ("actual", "Actual", frame.actual), ("diff", "Diff", frame.diff),
    ] {
      guard let path else { continue }
      html +=
        "<figure class=\"\(kind)\"><img src=\"\(e(source(path)))\" alt=\"\(caption)\" draggable=\"false\"><figcaption>\(caption)</figcaption></figure>"
    }
    if frame.expected == nil && frame.actual == nil { html += "<p>No image: \(e(frame.outcome)).</p>" }
    return html + "</div></div>\n</details>\n"
  }
}
