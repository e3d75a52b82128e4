import Foundation
import Graphics
import HeadlessUIKit

/// A simple outline relative to a view's bounds, for shadow paths, masks and shape layers.
public enum BoundsShape: String, Sendable, Equatable, CaseIterable {
  /// The bounds rectangle.
  case rect
  /// The ellipse inscribed in the bounds.
  case oval

  /// The path in a view of `size`.
  public func path(in size: CGSize) -> CGPath {
    let rect = CGRect(origin: .zero, size: size)
    return self == .oval ? CGPath(ellipseIn: rect) : CGPath(rect: rect)
  }
}

/// `shadow:` — the layer's shadow properties.
public struct ShadowSpec: Sendable, Equatable {
  public var color: RGBA = .black
  public var opacity: Double = 0.5
  public var radius: Double = 3
  public var offset = CGSize(width: 0, height: -3)
  /// `shadowPath` as a bounds shape (nil: the content's shadow).
  public var path: BoundsShape?
  public init() {}
}

/// `transform3D:` — a rotation about an axis through the anchor point, with optional
/// perspective (`m34 = −1/perspective`, applied before the rotation as the usual idiom).
public struct Transform3DSpec: Sendable, Equatable {
  public var angle: Double = 0
  public var axis: [Double] = [0, 1, 0]
  public var perspective: Double?
  public var doubleSided = true
  public init() {}

  /// The layer transform.
  public var transform: CATransform3D {
    var base = CATransform3DIdentity
    if let perspective { base.m34 = -1 / perspective }
    return CATransform3DRotate(base, angle * .pi / 180, axis[0], axis[1], axis[2])
  }
}

/// `gradient:` — the view hosts a `CAGradientLayer` filling its bounds.
public struct GradientSpec: Sendable, Equatable {
  public var type: String = "axial"
  public var colors: [RGBA] = []
  public var locations: [Double]?
  public var start = CGPoint(x: 0.5, y: 0)
  public var end = CGPoint(x: 0.5, y: 1)
  public init() {}
}

/// `shape:` — the view hosts a `CAShapeLayer` with a bounds-shaped path.
public struct ShapeSpec: Sendable, Equatable {
  public var path: BoundsShape = .oval
  public var fill: RGBA?
  public var stroke: RGBA?
  public var lineWidth: Double = 1
  public var strokeStart: Double = 0
  public var strokeEnd: Double = 1
  /// `lineDashPattern` (nil: solid).
  public var dash: [Double]?
  /// `lineDashPhase`.
  public var dashPhase: Double = 0
  public init() {}
}

/// `image:` — the view is a `UIImageView` showing a PNG file.
public struct ImageSpec: Sendable, Equatable {
  /// The file, relative to the scene file's folder (or absolute).
  public var path: String
  public var contentMode: UIView.ContentMode = .scaleToFill
  /// The decoded pixels, read and checked when the scene loads (nil: decode `path` when built).
  public var bitmap: Bitmap?
  public init(path: String, bitmap: Bitmap? = nil) {
    self.path = path
    self.bitmap = bitmap
  }
}

/// The rendering fields of a view beyond the basics (all optional).
public struct ViewRenderingSpec: Sendable, Equatable {
  public var shadow: ShadowSpec?
  /// `maskedCorners` as corner names; nil rounds all four.
  public var maskedCorners: UIRectCorner?
  public var transform3D: Transform3DSpec?
  public var gradient: GradientSpec?
  public var shape: ShapeSpec?
  public var image: ImageSpec?
  /// `blur:` — the view is a `UIVisualEffectView` with this blur style.
  public var blur: UIBlurEffect.Style?
  /// `drawing:` — the view is the `draw(_:)`-drawn view of this name
  /// (`DrawnViewCatalogue.names`).
  public var drawing: String?
  /// `mask:` — a `CAShapeLayer` mask of this bounds shape.
  public var mask: BoundsShape?
  /// `replicator:` — a `CAReplicatorLayer` of one repeated layer.
  public var replicator: ReplicatorSpec?
  /// `emitter:` — a `CAEmitterLayer`.
  public var emitter: EmitterSpec?
  /// `textLayer:` — a `CATextLayer`.
  public var textLayer: TextLayerSpec?
  public init() {}
}
