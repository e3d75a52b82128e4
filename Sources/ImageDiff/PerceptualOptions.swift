/// The options of pixelmatch 7.2.0's perceptual test (the drawing options live in
/// ``DiffImageStyle``).
///
/// Two pixels differ when their YIQ distance (Kotsarenko & Ramos 2010: `0.5053 Δy² + 0.299 Δi² +
/// 0.1957 Δq²`, translucent pixels blended over pixelmatch's checkerboard) exceeds
/// `35215 × threshold²`, 35215 being the largest possible distance. Unless `includeAA`, a pixel
/// that is part of anti-aliasing in either image (Vyšniauskas 2009: it has both darker and
/// brighter neighbours, and the darkest or brightest of them has three or more equal neighbours
/// in both images) is excused: drawn in `aaColor` and not counted.
public struct PerceptualOptions: Sendable, Hashable, Codable {
  /// Matching threshold, 0…1; smaller is more sensitive (pixelmatch default 0.1).
  public var threshold: Double
  /// Count anti-aliased pixels as differences instead of excusing them (default false).
  public var includeAA: Bool

  /// pixelmatch's defaults: threshold 0.1, anti-aliasing excused.
  public init(threshold: Double = 0.1, includeAA: Bool = false) {
    self.threshold = threshold
    self.includeAA = includeAA
  }
}
