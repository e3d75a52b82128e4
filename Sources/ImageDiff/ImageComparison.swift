import Graphics

/// Everything that decides whether two images are "the same": the pixel test (strict or
/// perceptual), how many differing pixels are tolerated, an optional density gate, the pixels to
/// ignore, alpha handling and how the diff image is drawn.
///
/// The default, ``strict``, tolerates nothing: one channel of one pixel off by one fails.
/// Animation regressions are often sub-pixel (a card 0.4 px off moves only its anti-aliased
/// edge by a few levels), and Cairo renders byte-identically run to run, so anything looser is
/// an explicit choice.
public struct ImageComparison: Sendable, Hashable {
  /// How one pixel of the expected image is compared with the same pixel of the actual image.
  public enum Mode: Sendable, Hashable {
    /// Differs when any compared channel differs by more than `channelTolerance` (0…255).
    case strict(channelTolerance: Int)
    /// pixelmatch 7.2.0's test: YIQ colour distance above a threshold, with anti-aliasing
    /// detection (see ``PerceptualOptions``).
    case perceptual(PerceptualOptions)
  }

  /// The per-pixel test.
  public var mode: Mode
  /// Differing pixels allowed before the comparison fails (≥ 0).
  public var maximumDifferingPixels: Int
  /// Share of the compared pixels allowed to differ, 0…1. The allowance is the larger of
  /// ``maximumDifferingPixels`` and `maximumDifferingRatio × compared pixels` (rounded down), so
  /// setting either one loosens the test.
  public var maximumDifferingRatio: Double
  /// Optional extra rule: fail when differences cluster (see ``DensityGate``).
  public var densityGate: DensityGate?
  /// Rectangles not compared (clipped to the image).
  public var ignoredRegions: [PixelRect]
  /// A bitmap of the images' size; pixels whose mask alpha is 0 are not compared.
  public var mask: Bitmap?
  /// How strict mode treats alpha. Perceptual mode always uses pixelmatch's blending of
  /// translucent pixels over a checkerboard and requires `.straight`.
  public var alpha: AlphaHandling
  /// How the diff image is drawn.
  public var style: DiffImageStyle

  /// A comparison; every parameter defaults to the strict, zero-tolerance setting.
  public init(
    mode: Mode = .strict(channelTolerance: 0), maximumDifferingPixels: Int = 0, maximumDifferingRatio: Double = 0,
    densityGate: DensityGate? = nil, ignoredRegions: [PixelRect] = [], mask: Bitmap? = nil,
    alpha: AlphaHandling = .straight, style: DiffImageStyle = DiffImageStyle()
  ) {
    self.mode = mode
    self.maximumDifferingPixels = maximumDifferingPixels
    self.maximumDifferingRatio = maximumDifferingRatio
    self.densityGate = densityGate
    self.ignoredRegions = ignoredRegions
    self.mask = mask
    self.alpha = alpha
    self.style = style
  }

  /// Byte-exact: every channel of every pixel must match. The default.
  public static let strict = ImageComparison()

  /// Strict with each channel allowed to differ by up to `channelTolerance` levels.
  public static func strict(channelTolerance: Int) -> ImageComparison {
    ImageComparison(mode: .strict(channelTolerance: channelTolerance))
  }

  /// pixelmatch's perceptual test with `threshold` (default 0.1) and anti-aliased pixels excused
  /// unless `includeAA`.
  public static func perceptual(threshold: Double = 0.1, includeAA: Bool = false) -> ImageComparison {
    ImageComparison(mode: .perceptual(PerceptualOptions(threshold: threshold, includeAA: includeAA)))
  }

  /// Checks every field's range against images of `width`×`height`.
  ///
  /// - Throws: ``ImageDiffError/invalidOption(name:value:expected:)`` or
  ///   ``ImageDiffError/maskSizeMismatch(maskWidth:maskHeight:imageWidth:imageHeight:)``.
  public func validate(width: Int, height: Int) throws {
    func bad(_ name: String, _ value: Any, _ expected: String) -> ImageDiffError {
      .invalidOption(name: name, value: "\(value)", expected: expected)
    }
    switch mode {
    case .strict(let tolerance):
      guard (0...255).contains(tolerance) else { throw bad("channelTolerance", tolerance, "0…255") }
    case .perceptual(let options):
      guard options.threshold.isFinite, (0...1).contains(options.threshold) else {
        throw bad("threshold", options.threshold, "0…1")
      }
      guard alpha == .straight else {
        throw bad("alpha", alpha.rawValue, "straight in perceptual mode (pixelmatch blends translucent pixels itself)")
      }
    }
    guard maximumDifferingPixels >= 0 else { throw bad("maximumDifferingPixels", maximumDifferingPixels, "≥ 0") }
    guard maximumDifferingRatio.isFinite, (0...1).contains(maximumDifferingRatio) else {
      throw bad("maximumDifferingRatio", maximumDifferingRatio, "0…1")
    }
    if let gate = densityGate {
      guard gate.window >= 1 else { throw bad("densityGate.window", gate.window, "≥ 1") }
      guard gate.maximumPercent.isFinite, (0...100).contains(gate.maximumPercent) else {
        throw bad("densityGate.maximumPercent", gate.maximumPercent, "0…100")
      }
    }
    for region in ignoredRegions where region.width < 0 || region.height < 0 {
      throw bad("ignoredRegions", region, "a non-negative width and height")
    }
    guard style.alpha.isFinite, (0...1).contains(style.alpha) else { throw bad("style.alpha", style.alpha, "0…1") }
    if let mask, mask.width != width || mask.height != height {
      throw ImageDiffError.maskSizeMismatch(
        maskWidth: mask.width, maskHeight: mask.height, imageWidth: width, imageHeight: height)
    }
  }
}
