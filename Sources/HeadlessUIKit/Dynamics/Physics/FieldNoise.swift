import Foundation

/// The smooth pseudo-random vector field of UIKit Dynamics' noise and turbulence fields:
/// Perlin's improved gradient noise in (x, y, t), one noise per component, from a permutation
/// shuffled by a fixed seed — so the same position and time give the same vector in every run,
/// on every machine (frames are reproducible; UIKit's noise is random per run).
struct FieldNoise {
  /// Each component lies in about −1…1 and is 0 at every lattice point.
  static let shared = FieldNoise(seed: 0x5EED_F1E1D)

  private let permutation: [Int]

  init(seed: UInt64) {
    var table = Array(0..<256)
    var state = seed
    // Fisher–Yates with SplitMix64: a fixed, portable shuffle.
    for i in stride(from: 255, to: 0, by: -1) {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      table.swapAt(i, Int(z % UInt64(i + 1)))
    }
    permutation = table + table
  }

  /// The field's vector at `(x, y)` (lattice units) and time `t` (lattice units): the x
  /// component is the noise there, the y component the noise at a point far away.
  func vector(x: Double, y: Double, t: Double) -> Vector2 {
    Vector2(x: CGFloat(noise(x, y, t)), y: CGFloat(noise(x + 71.3, y - 43.9, t + 17.1)))
  }

  /// Improved Perlin noise at (x, y, z).
  func noise(_ x: Double, _ y: Double, _ z: Double) -> Double {
    let (fx, fy, fz) = (x.rounded(.down), y.rounded(.down), z.rounded(.down))
    let (xi, yi, zi) = (Int(fx) & 255, Int(fy) & 255, Int(fz) & 255)
    let (u, v, w) = (x - fx, y - fy, z - fz)
    let (su, sv, sw) = (Self.fade(u), Self.fade(v), Self.fade(w))
    let p = permutation
    let a = p[xi] + yi
    let aa = p[a] + zi
    let ab = p[a + 1] + zi
    let b = p[xi + 1] + yi
    let ba = p[b] + zi
    let bb = p[b + 1] + zi
    func lerp(_ t: Double, _ a: Double, _ b: Double) -> Double { a + t * (b - a) }
    let x1 = lerp(su, Self.grad(p[aa], u, v, w), Self.grad(p[ba], u - 1, v, w))
    let x2 = lerp(su, Self.grad(p[ab], u, v - 1, w), Self.grad(p[bb], u - 1, v - 1, w))
    let x3 = lerp(su, Self.grad(p[aa + 1], u, v, w - 1), Self.grad(p[ba + 1], u - 1, v, w - 1))
    let x4 = lerp(su, Self.grad(p[ab + 1], u, v - 1, w - 1), Self.grad(p[bb + 1], u - 1, v - 1, w - 1))
    return lerp(sw, lerp(sv, x1, x2), lerp(sv, x3, x4))
  }

  private static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

  /// The dot product of (x, y, z) with one of the 12 edge gradients of the cube.
  private static func grad(_ hash: Int, _ x: Double, _ y: Double, _ z: Double) -> Double {
    let h = hash & 15
    let u = h < 8 ? x : y
    let v = h < 4 ? y : (h == 12 || h == 14 ? x : z)
    return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v)
  }
}
