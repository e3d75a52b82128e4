import Foundation

extension CAMediaTimingFunction {
  /// The curve's name as designers say it: `ease-in-out`, `ease-in`, `ease-out`, `linear`,
  /// `default` for Core Animation's implicit curve, else `cubic-bezier(x1, y1, x2, y2)` (CSS's
  /// spelling of the same four control values).
  var curveName: String {
    let points = [c1.x, c1.y, c2.x, c2.y].map { Double($0) }
    let named: [(String, [Double])] = [
      ("linear", [0, 0, 1, 1]), ("ease-in", [0.42, 0, 1, 1]), ("ease-out", [0, 0, 0.58, 1]),
      ("ease-in-out", [0.42, 0, 0.58, 1]), ("default", [0.25, 0.1, 0.25, 1]),
    ]
    // Control points are stored as Float → Double: compare within a Float's precision.
    if let match = named.first(where: { zip($0.1, points).allSatisfy { abs($0 - $1) < 1e-6 } }) { return match.0 }
    return "cubic-bezier(" + points.map { String(format: "%g", $0) }.joined(separator: ", ") + ")"
  }
}

extension SpringCurve {
  /// The spring's name: `curve 7` for UIKit's system spring, otherwise its damping ratio and
  /// response (the period of the undamped spring, 2π / ω₀, SwiftUI's and Figma's pair) followed
  /// by the mass, stiffness and damping Core Animation takes, and the initial velocity when set.
  var curveName: String {
    if self == .system { return "curve 7 (system spring, critically damped)" }
    let response = 2 * Double.pi / naturalFrequency
    var name = String(
      format: "spring damping ratio %.3g, response %.3g s (mass %g, stiffness %g, damping %g", dampingRatio, response,
      mass, stiffness, damping)
    if initialVelocity != 0 { name += String(format: ", initial velocity %g", initialVelocity) }
    return name + ")"
  }
}

extension TimingCurve {
  /// The curve's name: a Bézier's (``CAMediaTimingFunction/curveName``) or a spring's
  /// (``SpringCurve/curveName``).
  var name: String {
    switch self {
    case .bezier(let function): function.curveName
    case .spring(let spring): spring.curveName
    }
  }
}
