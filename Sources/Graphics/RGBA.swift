import Foundation

/// A colour in the sRGB colour space with straight (non-premultiplied) alpha, components in
/// 0…1 — the value behind `UIColor` and `CGColor`.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey, as `UIColor(white:alpha:)`.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil when malformed.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard [3, 4, 6, 8].contains(digits.count), let value = UInt32(digits, radix: 16) else {
      return nil
    }
    func short(_ shift: UInt32) -> Double { Double((value >> shift) & 0xF) * 17 / 255 }
    func long(_ shift: UInt32) -> Double { Double((value >> shift) & 0xFF) / 255 }
    switch digits.count {
    case 3: self.init(red: short(8), green: short(4), blue: short(0))
    case 4: self.init(red: short(12), green: short(8), blue: short(4), alpha: short(0))
    case 6: self.init(red: long(16), green: long(8), blue: long(0))
    default: self.init(red: long(24), green: long(16), blue: long(8), alpha: long(0))
    }
  }

  public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = RGBA(white: 0)
  public static let white = RGBA(white: 1)

  /// The same colour with its alpha multiplied by `factor`.
  public func multiplyingAlpha(_ factor: Double) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// Linear interpolation in straight sRGB components, unclamped, as Core Animation
  /// interpolates `backgroundColor`.
  public static func interpolate(_ from: RGBA, _ to: RGBA, _ fraction: Double) -> RGBA {
    RGBA(
      red: from.red + (to.red - from.red) * fraction,
      green: from.green + (to.green - from.green) * fraction,
      blue: from.blue + (to.blue - from.blue) * fraction,
      alpha: from.alpha + (to.alpha - from.alpha) * fraction)
  }

  /// The colour with every component clamped to 0…1, as the renderer consumes it.
  public var clamped: RGBA {
    func c(_ v: Double) -> Double { min(max(v, 0), 1) }
    return RGBA(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
  }

  /// `#RRGGBBAA`, components rounded to 8 bits.
  public var hexString: String {
    let c = clamped
    let bytes = [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    return "#" + bytes.map { String(format: "%02X", $0) }.joined()
  }

  public var description: String { hexString }
}

/// An immutable colour object, as Core Graphics' `CGColor` (sRGB only).
///
/// - Note: UIKit difference: only the sRGB colour space exists; `CGColor` is a Swift class
///   wrapping an ``RGBA`` value, so it is `Sendable` and compares by value.
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
  /// The colour's components.
  public let rgba: RGBA

  public init(_ rgba: RGBA) { self.rgba = rgba }

  /// As `CGColor(red:green:blue:alpha:)`.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(RGBA(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// As `CGColor(gray:alpha:)`.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(RGBA(white: gray, alpha: alpha))
  }

  /// The colour's alpha, as `CGColor.alpha`.
  public var alpha: CGFloat { rgba.alpha }

  /// `[red, green, blue, alpha]`, as `CGColor.components`.
  public var components: [CGFloat]? { [rgba.red, rgba.green, rgba.blue, rgba.alpha] }

  /// Returns a copy with a new alpha, as `CGColor.copy(alpha:)`.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha))
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }
  public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
  public var description: String { "CGColor(\(rgba.hexString))" }
}
