import Foundation

/// A Core Animation drop shadow as the display list carries it: the layer's `shadowColor`
/// with `shadowOpacity` folded into its alpha, `shadowOffset` and `shadowRadius`, all in the
/// local space of the item's transform (the shadow turns and scales with its layer).
public struct Shadow: Sendable, Hashable, CustomStringConvertible {
  /// The shadow colour, alpha already multiplied by the layer's `shadowOpacity`.
  public var color: RGBA
  /// `shadowOffset`, in the layer's space (+y is down).
  public var offset: CGSize
  /// `shadowRadius`, in the layer's space.
  public var radius: CGFloat

  public init(color: RGBA, offset: CGSize, radius: CGFloat) {
    self.color = color
    self.offset = offset
    self.radius = radius
  }

  /// The Gaussian's standard deviation per point of `shadowRadius`: σ = radius / 2.
  ///
  /// Apple does not document how Core Animation turns `shadowRadius` into a blur. This uses
  /// the one published definition of a shadow "blur radius" — CSS Backgrounds 3 §7.1 and the
  /// HTML canvas `shadowBlur` ("a Gaussian blur with a standard deviation equal to half the
  /// blur radius").
  /// - Note: UIKit difference: not measured against an iOS device; design tools' export rule
  ///   (Sketch blur = 2 × `shadowRadius`) would suggest σ = radius instead.
  public static let sigmaPerRadius: CGFloat = 0.5

  /// The Gaussian's standard deviation in the local space.
  public var sigma: CGFloat { radius * Self.sigmaPerRadius }

  public var description: String {
    let f = DisplayList.format
    return "shadow \(color) offset=\(f(offset.width)),\(f(offset.height)) radius=\(f(radius))"
  }
}
