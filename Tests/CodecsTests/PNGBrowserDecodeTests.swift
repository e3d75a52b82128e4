import Codecs
import Foundation
import Graphics
import Testing

/// The PNG writer's files in a real browser: headless Chromium (Debian's `chromium`, which
/// `make test` installs) decodes each mode's opaque and translucent file from a data URL, draws
/// it on a canvas and prints the pixels, which must be the ones written.
@Suite("PNG writer files in Chromium")
struct PNGBrowserDecodeTests {
  static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// A page that decodes each data URL in `images` and writes `[[width, height, r, g, b, a, …], …]`
  /// into `<pre id="pixels">` once all have loaded (or `error N` when image N fails to decode).
  static func page(_ images: [[UInt8]]) -> String {
    let sources = images.map { "'data:image/png;base64,\(Data($0).base64EncodedString())'" }
    return """
      <html><body><pre id="pixels"></pre><script>
      const sources = [\(sources.joined(separator: ","))];
      Promise.all(sources.map((src, n) => new Promise((done, fail) => {
        const image = new Image();
        image.onload = () => {
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d');
          context.drawImage(image, 0, 0);
          done([image.width, image.height, ...context.getImageData(0, 0, image.width, image.height).data]);
        };
        image.onerror = () => fail('error ' + n);
        image.src = src;
      }))).then(
        all => { document.getElementById('pixels').textContent = JSON.stringify(all); },
        message => { document.getElementById('pixels').textContent = message; });
      </script></body></html>
      """
  }

  /// Noise with flat runs; translucent with every alpha when asked.
  static func picture(width: Int, height: Int, translucent: Bool) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    var state: UInt32 = 99
    for y in 0..<height {
      for x in 0..<width {
        state = state &* 1_664_525 &+ 1_013_904_223
        let flat = (x + y / 3) % 5 == 0
        bitmap[x, y] = Bitmap.Pixel(
          r: flat ? 0 : UInt8(state >> 24), g: flat ? 122 : UInt8(state >> 16 & 0xFF), b: UInt8(state >> 8 & 0xFF),
          a: translucent ? UInt8((x * 11 + y * 7) % 256) : 255)
      }
    }
    return bitmap
  }

  @Test(
    .enabled(if: chromium != nil, "chromium is not installed: `make test` installs it (apt-get install chromium)"),
    arguments: PNGWriter.Mode.allCases)
  func chromiumDecodesTheWrittenPixels(mode: PNGWriter.Mode) throws {
    let pictures = [
      Self.picture(width: 37, height: 23, translucent: false), Self.picture(width: 29, height: 31, translucent: true),
      Self.picture(width: 1, height: 1, translucent: false), Self.picture(width: 300, height: 2, translucent: true),
    ]
    let files = try pictures.map { try PNGWriter(mode: mode).encode($0) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = folder.appendingPathComponent("decode.html")
    try Self.page(files).write(to: html, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--virtual-time-budget=10000",
      "--dump-dom", html.absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    let start = try #require(dom.range(of: "<pre id=\"pixels\">"), "Chromium printed no page: \(dom.prefix(200))")
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let text = String(dom[start.upperBound..<end.lowerBound])
    let decoded = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[Int]], "Chromium's result: \(text.prefix(200))")
    try #require(decoded.count == pictures.count)
    for (n, (picture, values)) in zip(pictures, decoded).enumerated() {
      #expect(Array(values.prefix(2)) == [picture.width, picture.height], "image \(n) size")
      let pixels = Array(values.dropFirst(2))
      try #require(pixels.count == picture.pixels.count, "image \(n) pixel count")
      var worst = 0
      for i in stride(from: 0, to: pixels.count, by: 4) {
        let alpha = Int(picture.pixels[i + 3])
        #expect(pixels[i + 3] == alpha, "image \(n) alpha at pixel \(i / 4)")
        guard alpha > 0 else { continue }
        // A canvas stores premultiplied colour: reading it back loses up to 255 / alpha levels.
        let allowed = alpha == 255 ? 0 : 255 / alpha + 1
        for c in 0..<3 { worst = max(worst, abs(pixels[i + c] - Int(picture.pixels[i + c])) - allowed) }
      }
      #expect(worst <= 0, "image \(n): colours beyond the canvas's premultiplication rounding by \(worst)")
    }
  }
}
