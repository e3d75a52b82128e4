import Foundation

/// Where a pixel keeps its alpha and whether colours are premultiplied by it, as Core
/// Graphics' `CGImageAlphaInfo` (the low five bits of a bitmap info).
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none = 0
  case premultipliedLast = 1
  case premultipliedFirst = 2
  case last = 3
  case first = 4
  case noneSkipLast = 5
  case noneSkipFirst = 6
  case alphaOnly = 7
}

/// The byte order of a pixel, as Core Graphics' `CGImageByteOrderInfo`.
public enum CGImageByteOrderInfo: UInt32, Sendable {
  case orderMask = 0x7000
  case orderDefault = 0
  case order16Little = 0x1000
  case order32Little = 0x2000
  case order16Big = 0x3000
  case order32Big = 0x4000
}

/// A bitmap's layout flags, as Core Graphics' `CGBitmapInfo`: an alpha info in the low bits
/// and a byte order.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  public static let byteOrderDefault = CGBitmapInfo([])
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 0x1000)
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 0x2000)
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 0x3000)
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 0x4000)
}
