import Foundation

/// The HTML page of a verification run: a summary, and per scene a timeline strip (every frame
/// of the scene as a track, checked frames as marks, failed ones red, each with its golden's
/// thumbnail), then per failing frame the expected, actual and diff images side by side, an
/// overlay whose slider wipes between expected and actual, and an onion-skin toggle that shows
/// actual at half opacity over expected. Styles and script are inline; images are relative
/// paths; nothing is loaded from the network.
enum HTMLReport {
  static func render(_ report: VerificationReport) -> String {
    let e = Markup.escape
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Flipbook goldens: \(report.failureCount) of \(report.frameCount) frames failed</title>
      <style>\(style)</style>
      </head>
      <body>
      <h1>Flipbook goldens</h1>
      <p class="summary \(report.passed ? "passed" : "failed")">\(report.failureCount) of \(report.frameCount) \
      frames failed in \(report.scenes.count) scene(s); record mode \(report.recordMode.rawValue).</p>

      """
    for scene in report.scenes {
      html += "<section class=\"scene\" id=\"scene-\(e(scene.name))\">\n"
      html += "<h2>\(e(scene.name)) <span class=\"status\">\(scene.passed ? "passed" : "failed")</span></h2>\n"
      html += timeline(scene)
      for frame in scene.frames where frame.failed { html += failure(scene, frame) }
      html += "</section>\n"
    }
    return html + "<script>\(script)</script>\n</body>\n</html>\n"
  }

  static func anchor(_ scene: VerificationReport.Scene, _ frame: VerificationReport.Frame) -> String {
    "frame-\(scene.name)-\(frame.label)"
  }

  /// The strip: a track spanning frames 0…frameCount−1 with a mark per checked frame, then
  /// the checked frames' thumbnails in order.
  static func timeline(_ scene: VerificationReport.Scene) -> String {
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
      let image = frame.expected.map { "<img src=\"\(e($0))\" alt=\"\(e(frame.label))\">" } ?? "<span>no golden</span>"
      let target = frame.failed ? " href=\"#\(e(anchor(scene, frame)))\"" : ""
      html +=
        "<li class=\"\(state)\"><a\(target)>\(image)</a><span>\(e(frame.label))<br>frame \(frame.index) · \(frame.outcome)</span></li>"
    }
    return html + "</ol>\n</div>\n"
  }

  static func failure(_ scene: VerificationReport.Scene, _ frame: VerificationReport.Frame) -> String {
    let e = Markup.escape
    func figure(_ path: String?, _ kind: String, _ caption: String) -> String {
      guard let path else {
        return "<figure class=\"\(kind) absent\"><figcaption>\(caption): none</figcaption></figure>"
      }
      return
        "<figure class=\"\(kind)\"><img src=\"\(e(path))\" alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>"
    }
    var html = "<article class=\"failure\" id=\"\(e(anchor(scene, frame)))\">\n"
    html += "<h3>\(e(frame.label)) <small>frame \(frame.index), t = \(String(format: "%.3f", frame.time)) s, "
    html += "\(e(frame.detail)) — \(e(frame.outcome))</small></h3>\n"
    html += "<pre class=\"message\">\(e(frame.message ?? ""))</pre>\n"
    html += "<div class=\"side-by-side\">"
    html += figure(frame.expected, "expected", "Expected") + figure(frame.actual, "actual", "Actual")
    html += figure(frame.diff, "diff", "Diff") + "</div>\n"
    if let expected = frame.expected, let actual = frame.actual {
      html += """
        <div class="compare">
        <div class="overlay"><img class="base" src="\(e(expected))" alt="expected"><img class="top" src="\(e(actual))" \
        alt="actual" style="clip-path: inset(0 50% 0 0)"></div>
        <label>Expected ◀ <input type="range" class="slider" min="0" max="100" value="50"> ▶ Actual</label>
        <label><input type="checkbox" class="onion"> Onion skin</label>
        </div>

        """
    }
    return html + "</article>\n"
  }

  static let style = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
    .summary.failed, .failed .status, .scene .status { font-weight: bold; }
    .summary.failed { color: #c00; } .summary.passed { color: #070; }
    .scene { background: #fff; border-radius: 12px; padding: 16px; margin-bottom: 24px; }
    .timeline .track { position: relative; height: 18px; background: #e5e5ea; border-radius: 9px; margin: 8px 0; }
    .timeline .mark { position: absolute; top: 2px; width: 14px; height: 14px; margin-left: -7px; border-radius: 7px; }
    .mark.passed { background: #34c759; } .mark.failed { background: #ff3b30; }
    .thumbs { display: flex; gap: 8px; list-style: none; padding: 0; overflow-x: auto; }
    .thumbs li { border: 3px solid #34c759; border-radius: 6px; padding: 4px; font-size: 11px; text-align: center; }
    .thumbs li.failed { border-color: #ff3b30; }
    .thumbs img { display: block; height: 120px; }
    .failure { border-top: 1px solid #d1d1d6; margin-top: 16px; padding-top: 8px; }
    .message { white-space: pre-wrap; background: #f9f9f9; padding: 8px; }
    .side-by-side { display: flex; gap: 12px; align-items: flex-start; }
    .side-by-side img { max-width: 100%; max-height: 480px; border: 1px solid #d1d1d6; }
    figure { margin: 0; flex: 1; }
    .overlay { position: relative; display: inline-block; margin-top: 12px; border: 1px solid #d1d1d6; }
    .overlay img { display: block; max-height: 480px; }
    .overlay .top { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
    .overlay.onion .top { clip-path: none !important; opacity: 0.5; }
    .compare label { display: block; margin: 6px 0; }
    .slider { width: 240px; vertical-align: middle; }
    """

  static let script = """
    for (const compare of document.querySelectorAll('.compare')) {
      const overlay = compare.querySelector('.overlay');
      const top = overlay.querySelector('.top');
      const slider = compare.querySelector('.slider');
      const onion = compare.querySelector('.onion');
      const wipe = () => { top.style.clipPath = 'inset(0 ' + (100 - Number(slider.value)) + '% 0 0)'; };
      slider.addEventListener('input', wipe);
      onion.addEventListener('change', () => overlay.classList.toggle('onion', onion.checked));
      wipe();
    }
    """
}
