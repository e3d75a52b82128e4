import Foundation

/// An immutable image, as UIKit's `UIImage`: decoded pixels, a recorded picture (what
/// `UIGraphicsImageRenderer` and snapshots produce), or a system symbol, with a scale.
///
/// HeadlessUIKit does not decode files itself (it depends on nothing but Graphics): a module
/// that can decode installs a decoder with ``installDecoder(_:)`` — FlipbookRender's
/// `ImageDecoding.install()` installs the PNG decoder.
public final class UIImage: Sendable, Hashable, CustomStringConvertible {
  /// What the image holds.
  enum Content: Sendable, Hashable {
    case bitmap(Bitmap)
    case picture(Picture)
    case symbol(name: String, glyph: SymbolGlyph)
  }

  let content: Content
  /// Pixels per point, as `scale`.
  public let scale: CGFloat

  /// An image of decoded pixels shown at `scale` pixels per point.
  ///
  /// - Note: UIKit difference: UIKit builds images from `CGImage`s; here from a `Bitmap`.
  public init(bitmap: Bitmap, scale: CGFloat = 1) {
    precondition(scale > 0 && scale.isFinite, "UIImage(bitmap:scale:): scale must be positive, got \(scale)")
    content = .bitmap(bitmap)
    self.scale = scale
  }

  /// An image that draws a recorded picture.
  init(picture: Picture) {
    content = .picture(picture)
    scale = picture.scale
  }

  /// The system symbol `name`, as `init(systemName:)`; nil when the name is not one of the
  /// built-in symbols (``builtInSymbolNames``), as UIKit returns nil for unknown symbols.
  ///
  /// - Note: UIKit difference: SF Symbols are not available on Linux; a small built-in set is
  ///   drawn as simple shapes (`SymbolGlyph`), in the default tint colour inside image views.
  public init?(systemName name: String) {
    guard let glyph = SymbolGlyph(name: name) else { return nil }
    content = .symbol(name: name, glyph: glyph)
    scale = 1
  }

  /// The symbol names `init(systemName:)` accepts (HeadlessUIKit's built-in set).
  public static var builtInSymbolNames: [String] { SymbolGlyph.names }

  /// The symbol's name, for a system symbol image.
  public var symbolName: String? {
    if case .symbol(let name, _) = content { return name }
    return nil
  }

  /// The symbol's shapes, for a system symbol image.
  var glyph: SymbolGlyph? {
    if case .symbol(_, let glyph) = content { return glyph }
    return nil
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.content == rhs.content && lhs.scale == rhs.scale }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(content)
    hasher.combine(scale)
  }

  /// Loads the image file at `path` with the installed decoder, as
  /// `UIImage(contentsOfFile:)`; nil when the file is missing or cannot be decoded. A file
  /// named `name@2x.png` / `@3x` gets that scale, as in UIKit.
  ///
  /// - Precondition: a decoder is installed (``installDecoder(_:)``); otherwise this traps
  ///   naming the missing step.
  public convenience init?(contentsOfFile path: String) {
    guard let decode = Self.decoder.value else {
      preconditionFailure(
        "UIImage(contentsOfFile: \"\(path)\"): no image decoder is installed; call ImageDecoding.install() from FlipbookRender (or UIImage.installDecoder) first"
      )
    }
    guard let bitmap = try? decode(URL(fileURLWithPath: path)) else { return nil }
    let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    self.init(bitmap: bitmap, scale: scale)
  }

  /// Installs the function `UIImage(contentsOfFile:)` decodes files with (process-wide).
  ///
  /// - Note: UIKit difference: UIKit decodes by itself; HeadlessUIKit leaves file formats to
  ///   the codec modules so the data flow stays one-way.
  public static func installDecoder(_ decode: @escaping @Sendable (URL) throws -> Bitmap) {
    decoder.value = decode
  }

  private static let decoder = LockedValue<(@Sendable (URL) throws -> Bitmap)?>(nil)

  /// The size in points (pixels ÷ scale), as `size`.
  public var size: CGSize {
    switch content {
    case .bitmap(let bitmap):
      return CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    case .picture(let picture): return picture.size
    case .symbol: return SymbolGlyph.size
    }
  }

  /// The decoded pixels, when the image holds pixels (not a recorded picture).
  ///
  /// - Note: UIKit difference: stands in for `cgImage`.
  public var bitmap: Bitmap? {
    if case .bitmap(let bitmap) = content { return bitmap }
    return nil
  }

  /// Items drawing the image stretched into `rect` under `transform`.
  func items(in rect: CGRect, transform: CGAffineTransform) -> [DisplayItem] {
    switch content {
    case .bitmap(let bitmap): return [.image(bitmap, rect: rect, transform: transform)]
    case .picture(let picture): return picture.items(into: rect, transform: transform)
    case .symbol(_, let glyph):
      let toRect = CGAffineTransform(
        scaleX: rect.width / SymbolGlyph.size.width, y: rect.height / SymbolGlyph.size.height
      )
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)).concatenating(transform)
      let tint = UIColor.tintColor.rgba
      return glyph.parts.map { part in
        let m = CGAffineTransform(translationX: -part.rect.midX, y: -part.rect.midY)
          .concatenating(CGAffineTransform(rotationAngle: part.angle))
          .concatenating(CGAffineTransform(translationX: part.rect.midX, y: part.rect.midY)).concatenating(toRect)
        let shape: Shape =
          part.cornerRadius > 0 ? .roundedRect(part.rect, cornerRadius: part.cornerRadius) : .rect(part.rect)
        return part.ring > 0
          ? .border(shape, width: part.ring, color: tint, transform: m) : .fill(shape, color: tint, transform: m)
      }
    }
  }

  public var description: String {
    if let symbolName { return "UIImage(systemName: \"\(symbolName)\")" }
    return
      "UIImage(\(DisplayList.format(size.width))x\(DisplayList.format(size.height)) @\(DisplayList.format(scale))x)"
  }
}

/// A value guarded by a lock, for process-wide settings.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      stored = newValue
      lock.unlock()
    }
  }
}
