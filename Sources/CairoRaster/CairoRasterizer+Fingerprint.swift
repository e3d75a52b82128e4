import CCairo
import Foundation
import Graphics

extension CairoRasterizer {
  /// What determines the pixels besides the display list: library versions, font files and
  /// architecture. Golden image sets record it, and a mismatch is reported before any pixel
  /// comparison (DESIGN.md, "Rendering").
  ///
  /// Keys:
  /// - `cairo`: `cairo_version_string()`.
  /// - `pixman`: `pixman_version_string()` looked up with `dlsym` in the already-loaded pixman
  ///   that cairo links (cairo does not expose it), or `unknown`.
  /// - `freetype`: `FT_Library_Version`, or `unknown`.
  /// - `font.regular`, `font.bold`: `<file name> fnv1a64:<16 hex digits> <byte count>` — the
  ///   64-bit FNV-1a hash of the file's bytes (not cryptographic; it detects a different file),
  ///   or `<file name> missing`.
  /// - `arch`: the CPU architecture the binary was built for (`x86_64`, `arm64`, …).
  public var renderStackFingerprint: [String: String] {
    var fingerprint: [String: String] = [
      "cairo": String(cString: cairo_version_string()),
      "pixman": Self.pixmanVersion ?? "unknown",
      "freetype": (try? FontCache.shared.freeTypeVersion()) ?? "unknown",
      "arch": Self.architecture,
    ]
    for weight in FontWeight.allCases {
      let name = Self.fontFileName(for: weight)
      if let file = FNV1a64.hashFile(atPath: fontPath(for: weight)) {
        let hash = String(file.hash, radix: 16)
        let padded = String(repeating: "0", count: 16 - hash.count) + hash
        fingerprint["font.\(weight.rawValue)"] = "\(name) fnv1a64:\(padded) \(file.count)"
      } else {
        fingerprint["font.\(weight.rawValue)"] = "\(name) missing"
      }
    }
    return fingerprint
  }

  private static var pixmanVersion: String? {
    typealias VersionString = @convention(c) () -> UnsafePointer<CChar>?
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pixman_version_string"),
      let text = unsafeBitCast(symbol, to: VersionString.self)()
    else { return nil }
    return String(cString: text)
  }

  private static var architecture: String {
    #if arch(x86_64)
      return "x86_64"
    #elseif arch(arm64)
      return "arm64"
    #elseif arch(i386)
      return "i386"
    #elseif arch(arm)
      return "arm"
    #else
      return "other"
    #endif
  }
}
