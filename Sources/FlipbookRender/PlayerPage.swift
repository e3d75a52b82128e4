import Foundation

/// One self-contained HTML file that plays a render: every distinct frame inlined as a PNG
/// `data:` URL, a scrubber, play/pause, a speed menu, arrow-key stepping, and the transition
/// trace beside the timeline with the calls of the current frame highlighted.
///
/// Controls: ← / → step one frame (Shift: ten), Home / End jump to the ends, Space plays or
/// pauses, the scrubber and a click on a trace row or timeline mark go to that frame. The page
/// reads `#frame=N` and `#speed=S` from its URL on load. State is visible in the DOM for tests
/// and tooling: `body[data-frame]`, `body[data-playing]`, `#frame[data-image]`, and
/// `class="current"` + `aria-current="true"` on the trace rows of the latest frame with calls at
/// or before the shown one.
public struct PlayerPage: Sendable, Hashable {
  /// One call of the transition trace.
  public struct TraceRow: Sendable, Hashable {
    public var frame: Int
    public var time: Double
    public var text: String

    public init(frame: Int, time: Double, text: String) {
      self.frame = frame
      self.time = time
      self.text = text
    }
  }

  public var scene: String
  public var fps: Int
  /// Model seconds of each frame.
  public var times: [Double]
  /// The distinct frames, as PNG files.
  public var images: [[UInt8]]
  /// For each frame, its image in ``images``.
  public var frameImages: [Int]
  public var trace: [TraceRow]

  public init(scene: String, fps: Int, times: [Double], images: [[UInt8]], frameImages: [Int], trace: [TraceRow]) {
    precondition(times.count == frameImages.count, "PlayerPage: \(times.count) times for \(frameImages.count) frames")
    precondition(frameImages.allSatisfy { images.indices.contains($0) }, "PlayerPage: a frame names no image")
    self.scene = scene
    self.fps = fps
    self.times = times
    self.images = images
    self.frameImages = frameImages
    self.trace = trace
  }

  /// Equal neighbours and repeats share one image: the distinct values of `items` in first-seen
  /// order, and each item's index among them.
  public static func distinct<T: Hashable>(_ items: [T]) -> (values: [T], indices: [Int]) {
    var values: [T] = []
    var position: [T: Int] = [:]
    let indices = items.map { item in
      if let known = position[item] { return known }
      values.append(item)
      position[item] = values.count - 1
      return values.count - 1
    }
    return (values, indices)
  }

  /// The page.
  public var html: String {
    let last = max(times.count - 1, 0)
    let duration = times.last ?? 0
    var rows: [String] = []
    for (index, row) in trace.enumerated() {
      rows.append(
        "<li data-frame=\"\(row.frame)\" data-index=\"\(index)\"><time>\(String(format: "%.3f s", row.time))</time> "
          + "<code>\(Self.escape(row.text))</code></li>")
    }
    let markFrames = Array(Set(trace.map(\.frame))).sorted()
    let marks = markFrames.map { frame in
      "<button class=\"mark\" data-frame=\"\(frame)\" style=\"left:\(Self.percent(frame, of: last))%\" "
        + "title=\"frame \(frame)\"></button>"
    }
    let imageList = images.map { "\"data:image/png;base64,\(Data($0).base64EncodedString())\"" }
    let script = Self.script
      .replacingOccurrences(of: "@IMAGES@", with: imageList.joined(separator: ",\n"))
      .replacingOccurrences(of: "@SHOW@", with: frameImages.map(String.init).joined(separator: ","))
      .replacingOccurrences(of: "@TIMES@", with: times.map { String(format: "%.4f", $0) }.joined(separator: ","))
      .replacingOccurrences(of: "@FPS@", with: String(fps))
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(Self.escape(scene)) · Flipbook player</title>
      <style>\(Self.style)</style>
      </head>
      <body data-frame="0" data-playing="false">
      <main>
      <section class="stage"><img id="frame" alt="frame of \(Self.escape(scene))" data-image="0"></section>
      <section class="side">
      <h1>\(Self.escape(scene))</h1>
      <p class="meta">\(times.count) frames at \(fps) fps · \(String(format: "%.3f", duration)) s · \
      \(images.count) distinct pictures</p>
      <div class="controls">
      <button id="play" type="button">Play</button>
      <label>Speed <select id="speed">\
      <option value="0.1">0.1×</option><option value="0.25">0.25×</option><option value="0.5">0.5×</option>\
      <option value="1" selected>1×</option><option value="2">2×</option></select></label>
      <output id="label">frame 0 · 0.000 s</output>
      </div>
      <div class="timeline"><input id="scrubber" type="range" min="0" max="\(last)" value="0" step="1" \
      aria-label="frame">\(marks.joined())</div>
      <p class="help">← → step a frame (Shift: 10) · Home End · Space plays · click a call to jump to it</p>
      <ol id="trace">\(rows.joined(separator: "\n"))</ol>
      </section>
      </main>
      <script>\(script)</script>
      </body>
      </html>

      """
  }

  static func percent(_ frame: Int, of last: Int) -> String {
    String(format: "%.3f", last == 0 ? 0 : Double(frame) / Double(last) * 100)
  }

  /// `text` safe inside HTML elements and attribute values.
  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static let style = """
    body{margin:0;font:14px/1.4 system-ui,sans-serif;background:#1c1c1e;color:#ebebf5}\
    main{display:flex;gap:24px;padding:24px;align-items:flex-start}\
    .stage img{display:block;max-height:90vh;border-radius:12px;box-shadow:0 4px 24px #0008;background:#000}\
    .side{flex:1;min-width:320px}h1{margin:0 0 4px;font-size:20px}.meta,.help{color:#98989f;margin:4px 0 12px}\
    .controls{display:flex;gap:12px;align-items:center;margin-bottom:8px}\
    button,select{font:inherit;background:#2c2c2e;color:inherit;border:1px solid #48484a;border-radius:6px;padding:4px 10px}\
    output{font-variant-numeric:tabular-nums}\
    .timeline{position:relative;height:34px}.timeline input{width:100%;margin:0}\
    .mark{position:absolute;top:22px;width:8px;height:8px;margin-left:-4px;padding:0;border-radius:4px;\
    background:#ff9f0a;border:none;cursor:pointer}\
    ol{list-style:none;padding:0;margin:0;max-height:60vh;overflow:auto;border-top:1px solid #38383a}\
    li{padding:3px 8px;border-bottom:1px solid #2c2c2e;cursor:pointer;color:#98989f}\
    li.past{color:#ebebf5}li.current{background:#0a84ff;color:#fff}\
    time{display:inline-block;width:64px;font-variant-numeric:tabular-nums}code{font:12px ui-monospace,monospace}
    """

  static let script = """

    const images = [@IMAGES@];
    const show = [@SHOW@];
    const times = [@TIMES@];
    const fps = @FPS@;
    const img = document.getElementById('frame');
    const scrubber = document.getElementById('scrubber');
    const label = document.getElementById('label');
    const playButton = document.getElementById('play');
    const speedMenu = document.getElementById('speed');
    const rows = [...document.querySelectorAll('#trace li')];
    let frame = -1, playing = false, position = 0, last = 0;
    function setFrame(n) {
      n = Math.max(0, Math.min(show.length - 1, Math.round(n)));
      if (n === frame) return;
      frame = n;
      if (img.dataset.image !== String(show[n]) || !img.src) { img.src = images[show[n]]; img.dataset.image = show[n]; }
      scrubber.value = n;
      label.textContent = 'frame ' + n + ' · ' + times[n].toFixed(3) + ' s';
      document.body.dataset.frame = n;
      let current = -1;
      for (const row of rows) { const f = +row.dataset.frame; if (f <= n && f > current) current = f; }
      let first = null;
      for (const row of rows) {
        const f = +row.dataset.frame;
        row.classList.toggle('past', f <= n);
        row.classList.toggle('current', f === current);
        if (f === current) { row.setAttribute('aria-current', 'true'); if (!first) first = row; }
        else row.removeAttribute('aria-current');
      }
      if (first) first.scrollIntoView({block: 'nearest'});
    }
    function setPlaying(on) {
      playing = on;
      document.body.dataset.playing = on;
      playButton.textContent = on ? 'Pause' : 'Play';
      if (on) { position = frame >= show.length - 1 ? 0 : frame; last = performance.now(); requestAnimationFrame(tick); }
    }
    function tick(now) {
      if (!playing) return;
      position += (now - last) / 1000 * fps * +speedMenu.value;
      last = now;
      if (position > show.length - 1) position = 0;
      setFrame(Math.floor(position));
      requestAnimationFrame(tick);
    }
    scrubber.addEventListener('input', () => { setPlaying(false); setFrame(+scrubber.value); });
    playButton.addEventListener('click', () => setPlaying(!playing));
    for (const el of document.querySelectorAll('#trace li, .mark')) {
      el.addEventListener('click', () => { setPlaying(false); setFrame(+el.dataset.frame); });
    }
    document.addEventListener('keydown', (e) => {
      const step = e.shiftKey ? 10 : 1;
      if (e.key === 'ArrowRight') { setPlaying(false); setFrame(frame + step); }
      else if (e.key === 'ArrowLeft') { setPlaying(false); setFrame(frame - step); }
      else if (e.key === 'Home') { setPlaying(false); setFrame(0); }
      else if (e.key === 'End') { setPlaying(false); setFrame(show.length - 1); }
      else if (e.key === ' ') { setPlaying(!playing); }
      else return;
      e.preventDefault();
    });
    const hash = new URLSearchParams(location.hash.slice(1));
    if (hash.has('speed')) speedMenu.value = hash.get('speed');
    setFrame(hash.has('frame') ? +hash.get('frame') : 0);

    """
}
