/// Counts what a scene decodes, aliases included: YAML aliases let an 851-byte file name a
/// tree of 10⁸ views (ten views eight levels deep, each level an alias of the one below), so
/// the decoder counts every view it builds and stops at ``maximumViewCount``.
final class DecodingBudget {
  /// The most views (labels, images, subviews … at every depth) a scene may declare.
  static let maximumViewCount = 100_000

  private(set) var viewCount = 0

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
