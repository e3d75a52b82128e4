/// The per-particle variation: uniform numbers drawn from a hash of the emitter's seed, the
/// particle's identity and which value is wanted, so that a particle's values never depend on
/// the order particles are looked at (SplitMix64's finaliser as the hash).
struct ParticleRandom {
  private let key: UInt64

  /// The variation of particle `number` of the cell at `path` (its index in each list of
  /// cells from the layer down), from `seed`.
  init(seed: UInt32, path: UInt64, number: Int) {
    key = Self.mix(Self.mix(UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15) ^ path ^ Self.mix(UInt64(bitPattern: Int64(number))))
  }

  /// A number in 0..<1 for value `slot`.
  func unit(_ slot: Int) -> Double {
    Double(Self.mix(key &+ UInt64(slot) &* 0x9E37_79B9_7F4A_7C15) >> 11) * 0x1p-53
  }

  /// A number in −1..<1 for value `slot` (a `…Range`'s factor).
  func signed(_ slot: Int) -> Double { unit(slot) * 2 - 1 }

  /// SplitMix64's output function.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The path of child `index` of the cell at `path`.
  static func childPath(_ path: UInt64, _ index: Int) -> UInt64 {
    mix(path ^ (UInt64(index) &+ 1) &* 0x2545_F491_4F6C_DD1D)
  }
}
