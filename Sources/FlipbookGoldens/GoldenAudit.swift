/// The result of ``GoldenStore/audit(expected:)``: what should exist but does not, and what
/// exists but belongs to nothing.
public struct GoldenAudit: Sendable, Hashable {
  /// A scene lacking some or all of its goldens.
  public struct MissingGoldens: Sendable, Hashable {
    public var scene: String
    /// Missing frame labels (and `render-stack.json` when that is missing).
    public var labels: [String]
  }

  /// Scenes without (all) their goldens.
  public var missing: [MissingGoldens]
  /// Files in the store that no scene and frame accounts for, relative to the store.
  public var orphans: [String]

  /// Whether every scene has all its goldens and nothing else is there.
  public var isClean: Bool { missing.isEmpty && orphans.isEmpty }

  /// One line per problem, naming the scene and file.
  public var problems: [String] {
    missing.map { "scene '\($0.scene)' has no golden for: \($0.labels.joined(separator: ", "))" }
      + orphans.map { "orphaned golden '\($0)': no scene or frame produces it" }
  }
}
