import Foundation

/// An immutable sRGB colour, as UIKit's `UIColor`.
///
/// The dynamic system colours resolve to their light-mode values.
/// - Note: UIKit difference: only the sRGB colour space; no pattern colours.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
  /// The colour's components.
  public let rgba: RGBA

  public init(_ rgba: RGBA) { self.rgba = rgba }

  /// As `UIColor(red:green:blue:alpha:)` (components 0…1).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(RGBA(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// As `UIColor(white:alpha:)`.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(RGBA(white: white, alpha: alpha))
  }

  /// As `UIColor(hue:saturation:brightness:alpha:)` (HSB, all components 0…1).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * f)
    let t = v * (1 - saturation * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// As `UIColor(cgColor:)`.
  public convenience init(cgColor: CGColor) { self.init(cgColor.rgba) }

  /// The Core Graphics colour, as `cgColor`.
  public var cgColor: CGColor { CGColor(rgba) }

  /// A copy with a new alpha, as `withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha))
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.rgba == rhs.rgba }
  public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
  public var description: String { "UIColor(\(rgba.hexString))" }

  private static func hex(_ value: UInt32) -> UIColor {
    UIColor(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: 1)
  }

  public static let black = UIColor(white: 0, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)

  // Light-mode values of the semantic system colours.
  public static let systemRed = hex(0xFF3B30)
  public static let systemOrange = hex(0xFF9500)
  public static let systemYellow = hex(0xFFCC00)
  public static let systemGreen = hex(0x34C759)
  public static let systemMint = hex(0x00C7BE)
  public static let systemTeal = hex(0x30B0C7)
  public static let systemCyan = hex(0x32ADE6)
  public static let systemBlue = hex(0x007AFF)
  public static let systemIndigo = hex(0x5856D6)
  public static let systemPurple = hex(0xAF52DE)
  public static let systemPink = hex(0xFF2D55)
  public static let systemBrown = hex(0xA2845E)
  public static let systemGray = hex(0x8E8E93)
  public static let systemGray2 = hex(0xAEAEB2)
  public static let systemGray3 = hex(0xC7C7CC)
  public static let systemGray4 = hex(0xD1D1D6)
  public static let systemGray5 = hex(0xE5E5EA)
  public static let systemGray6 = hex(0xF2F2F7)
  public static let systemBackground = UIColor.white
  public static let secondarySystemBackground = hex(0xF2F2F7)
  public static let systemGroupedBackground = hex(0xF2F2F7)
  public static let label = UIColor.black
  public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
  public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
  public static let tintColor = systemBlue
}
