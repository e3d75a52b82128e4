import Foundation

/// Colours at locations for `drawLinearGradient` and `drawRadialGradient`, as Core Graphics'
/// `CGGradient`.
public final class CGGradient: Sendable, Hashable, CustomStringConvertible {
  /// The stops, locations 0…1 in increasing order.
  let stops: [(location: Double, color: RGBA)]

  /// A gradient of `colors` (`CGColor`s) at `locations` (one per colour, 0…1), or spread
  /// evenly from 0 to 1 when `locations` is nil, as `init(colorsSpace:colors:locations:)`.
  /// Returns nil when `colors` holds something other than `CGColor`s, or nothing.
  ///
  /// - Note: UIKit difference: `CFArray` does not exist on Linux; `colors` is an `NSArray`
  ///   (the `CFArray` alias), so `[a.cgColor, b.cgColor] as CFArray` compiles unchanged.
  public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
    let values = colors.map { $0 as? CGColor }
    guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
    let count = values.count
    let positions: [Double] =
      if let locations { (0..<count).map { Double(locations[$0]) } } else {
        count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
      }
    stops = zip(positions, values).map { (location: $0.0, color: $0.1!.rgba) }.sorted { $0.location < $1.location }
  }

  /// A gradient of RGBA `components` (four per colour) at `locations`, as
  /// `init(colorSpace:colorComponents:locations:count:)`.
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    let colors = (0..<count).map {
      RGBA(
        red: components[4 * $0], green: components[4 * $0 + 1], blue: components[4 * $0 + 2],
        alpha: components[4 * $0 + 3])
    }
    let positions: [Double] =
      if let locations { (0..<count).map { Double(locations[$0]) } } else {
        count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
      }
    stops = zip(positions, colors).map { (location: $0.0, color: $0.1) }.sorted { $0.location < $1.location }
  }

  public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool {
    lhs.stops.map(\.location) == rhs.stops.map(\.location) && lhs.stops.map(\.color) == rhs.stops.map(\.color)
  }
  public func hash(into hasher: inout Hasher) {
    for stop in stops {
      hasher.combine(stop.location)
      hasher.combine(stop.color)
    }
  }
  public var description: String { "CGGradient(\(stops.map { "\($0.location):\($0.color)" }.joined(separator: ",")))" }
}

/// `CFArray`: on Linux there is no Core Foundation array type; `NSArray` stands in, so
/// `[…] as CFArray` compiles.
public typealias CFArray = NSArray

/// Whether a gradient's end colours continue beyond its ends, as `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// As `drawsBeforeStartLocation`.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// As `drawsAfterEndLocation`.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
