import Foundation

/// A colour space, as Core Graphics' `CGColorSpace`.
///
/// - Note: UIKit difference: every colour is sRGB; the device RGB, sRGB and extended sRGB
///   spaces are accepted and all mean sRGB. Names are `String`s (`CFString` does not exist on
///   Linux), so `CGColorSpace(name: CGColorSpace.sRGB)` compiles unchanged.
public final class CGColorSpace: Sendable, Hashable, CustomStringConvertible {
  /// The space's name, as `name`.
  public let name: String?

  /// The sRGB space, as `CGColorSpace.sRGB`.
  public static let sRGB = "kCGColorSpaceSRGB"
  /// As `CGColorSpace.extendedSRGB` (drawn as sRGB).
  public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
  /// As `CGColorSpace.displayP3` (drawn as sRGB).
  public static let displayP3 = "kCGColorSpaceDisplayP3"
  /// As `CGColorSpace.genericRGBLinear`.
  public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"

  init(internalName: String?) { name = internalName }

  /// The named space, as `init(name:)`; nil for a name that is not an RGB space above.
  public convenience init?(name: String) {
    guard [Self.sRGB, Self.extendedSRGB, Self.displayP3, Self.genericRGBLinear].contains(name) else { return nil }
    self.init(internalName: name)
  }

  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { "CGColorSpace(\(name ?? "device RGB"))" }
}

/// The device RGB colour space, as `CGColorSpaceCreateDeviceRGB()` (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(internalName: nil) }
