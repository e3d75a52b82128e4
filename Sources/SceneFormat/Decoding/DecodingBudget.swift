/// Counts what a scene decodes, aliases included: YAML aliases let an 851-byte file name a
/// tree of 10⁸ views (ten views eight levels deep, each level an alias of the one below), so
/// the decoder counts every view it builds and stops at ``maximumViewCount``.
final class DecodingBudget {
  /// The most views (labels, images, subviews … at every depth) a scene may declare.
  static let maximumViewCount = 100_000

  /// The most constraints (`constraints` entries, aliases included) a scene may declare.
  static let maximumConstraintCount = 400_000

  private(set) var viewCount = 0
  private(set) var constraintCount = 0

  /// Counts one more constraint; throws an error at `reader` naming the limit when it is passed.
  func countConstraint(at reader: NodeReader) throws {
    constraintCount += 1
    if constraintCount > Self.maximumConstraintCount {
      throw reader.error(
        "the scene declares more than \(Self.maximumConstraintCount) constraints (YAML aliases included); the limit is \(Self.maximumConstraintCount) constraints per scene"
      )
    }
  }

  /// Counts one more view; throws an error at `reader` naming the limit when it is passed.
  func countView(at reader: NodeReader) throws {
    viewCount += 1
    if viewCount > Self.maximumViewCount {
      throw reader.error(
        "the scene declares more than \(Self.maximumViewCount) views (YAML aliases included); the limit is \(Self.maximumViewCount) views per scene"
      )
    }
  }
}
