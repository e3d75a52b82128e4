import Foundation

/// The gallery page `make demo` writes (`output/index.html`): one card per scene with its GIF,
/// its still (an onion skin with motion paths) and its timing plot, each linked to the file.
///
/// The page only links files beside it (relative paths), so the folder can be published as is.
public struct GalleryPage: Sendable, Hashable {
  /// One scene's card.
  public struct Entry: Sendable, Hashable {
    public var scene: String
    /// One line under the name (the transitions, the duration).
    public var summary: String
    /// Paths relative to the page, nil when the file was not made.
    public var gif: String?
    public var still: String?
    public var plot: String?
    /// What the still shows.
    public var stillCaption: String

    public init(
      scene: String, summary: String, gif: String?, still: String?, plot: String?,
      stillCaption: String = "onion skin and motion paths"
    ) {
      self.scene = scene
      self.summary = summary
      self.gif = gif
      self.still = still
      self.plot = plot
      self.stillCaption = stillCaption
    }
  }

  public var title: String
  public var entries: [Entry]

  public init(title: String, entries: [Entry]) {
    self.title = title
    self.entries = entries
  }

  /// The page.
  public var html: String {
    func figure(_ path: String?, _ caption: String, scene: String) -> String {
      guard let path else { return "" }
      let file = PlayerPage.escape(path)
      return "<figure><a href=\"\(file)\"><img src=\"\(file)\" alt=\"\(caption) of \(PlayerPage.escape(scene))\" "
        + "loading=\"lazy\"></a><figcaption>\(caption)</figcaption></figure>"
    }
    let cards = entries.map { entry in
      """
      <section class="scene" id="\(PlayerPage.escape(entry.scene))">
      <h2>\(PlayerPage.escape(entry.scene))</h2>
      <p>\(PlayerPage.escape(entry.summary))</p>
      <div class="pictures">\(figure(entry.gif, "GIF", scene: entry.scene))\
      \(figure(entry.still, entry.stillCaption, scene: entry.scene))\
      \(figure(entry.plot, "timing plot", scene: entry.scene))</div>
      </section>
      """
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(PlayerPage.escape(title))</title>
      <style>
      body{margin:0;padding:24px;font:15px/1.45 system-ui,sans-serif;background:#f2f2f7;color:#1c1c1e}
      h1{margin:0 0 4px}nav{margin:0 0 24px;color:#636366}nav a{color:#0a84ff;margin-right:10px}
      .scene{background:#fff;border-radius:14px;padding:16px 20px;margin:0 0 20px;box-shadow:0 1px 3px #0002}
      .scene h2{margin:0;font-size:18px}.scene p{margin:2px 0 12px;color:#636366}
      .pictures{display:flex;gap:16px;align-items:flex-start;overflow-x:auto}
      figure{margin:0}figure img{display:block;max-height:420px;border-radius:8px;border:1px solid #d1d1d6}
      figcaption{font-size:12px;color:#8e8e93;margin-top:4px}
      </style>
      </head>
      <body>
      <h1>\(PlayerPage.escape(title))</h1>
      <nav>\(entries.map { "<a href=\"#\(PlayerPage.escape($0.scene))\">\(PlayerPage.escape($0.scene))</a>" }.joined(separator: " "))</nav>
      \(cards.joined(separator: "\n"))
      </body>
      </html>

      """
  }
}
