import Foundation
import Graphics

/// Whether `a` and `b` differ by at most `tolerance`.
public func isApproximatelyEqual(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two points are within `tolerance` in both coordinates.
public func isApproximatelyEqual(_ a: CGPoint, _ b: CGPoint, tolerance: Double = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether two rectangles are within `tolerance` in origin and size.
public func isApproximatelyEqual(_ a: CGRect, _ b: CGRect, tolerance: Double = 1e-9) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Whether two transforms are within `tolerance` entry by entry.
public func isApproximatelyEqual(
  _ a: CGAffineTransform, _ b: CGAffineTransform, tolerance: Double = 1e-9
) -> Bool {
  [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy {
    abs($0) <= tolerance
  }
}

/// Whether each 8-bit channel of two pixels differs by at most `tolerance`.
public func isApproximatelyEqual(
  _ a: Bitmap.Pixel, _ b: Bitmap.Pixel, tolerance: Int = 0
) -> Bool {
  abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
    && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}
