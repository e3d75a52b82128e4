/// APNG frame delays: a fraction `numerator / denominator` of a second, both 16-bit.
enum APNGDelay {
  /// The best fraction for `seconds` with both terms ≤ 65535 (continued fractions), exact for
  /// frame rates such as 1/30 or 2/60; nil when `seconds` exceeds 65535.
  static func fraction(_ seconds: Double) -> (numerator: UInt16, denominator: UInt16)? {
    guard seconds.isFinite, seconds >= 0, seconds <= 65535 else { return nil }
    // Convergents h/k of the continued fraction of `seconds`.
    var (h0, h1): (Double, Double) = (0, 1)
    var (k0, k1): (Double, Double) = (1, 0)
    var x = seconds
    var best: (Double, Double) = (seconds.rounded(), 1)
    for _ in 0..<32 {
      let a = x.rounded(.down)
      let h = a * h1 + h0
      let k = a * k1 + k0
      guard h <= 65535, k <= 65535 else { break }
      best = (h, k)
      (h0, h1, k0, k1) = (h1, h, k1, k)
      let fraction = x - a
      if fraction < 1e-9 || abs(h / k - seconds) < 1e-12 { break }
      x = 1 / fraction
    }
    return (UInt16(best.0), UInt16(max(best.1, 1)))
  }
}
