import SceneFormat

extension ShardPlan {
  /// What rendering or verifying a scene costs, for the plan: its ticks times its device
  /// pixels (every frame is ticked, the chosen ones drawn at that size). `verify --shard` and
  /// `render --shard` split by it, so both split a gallery the same way at the same settings.
  ///
  /// - Parameters:
  ///   - description: The loaded scene.
  ///   - scale: Overrides the scene's scale.
  ///   - fps: Overrides the scene's fps.
  ///   - timeScale: Slow motion (`--time-scale`): frames = duration × fps / timeScale.
  public static func cost(
    of description: SceneDescription, scale: Double? = nil, fps: Int? = nil, timeScale: Double = 1
  ) -> Double {
    let window = description.window
    let scale = scale ?? window.scale
    let frames = (description.duration * Double(fps ?? description.fps) / timeScale).rounded() + 1
    return frames * window.width * window.height * scale * scale
  }

  /// The plan for scenes with these costs, as `--shard index/count` chooses: the scenes of
  /// shard `index`, in the order given.
  ///
  /// - Precondition: 1 ≤ `index` ≤ `count`.
  public static func select<Scene>(
    _ scenes: [Scene], shard index: Int, of count: Int, name: (Scene) -> String, cost: (Scene) -> Double
  ) -> [Scene] {
    precondition((1...count).contains(index), "ShardPlan: shard \(index) of \(count) does not exist")
    let plan = ShardPlan(costs: Dictionary(scenes.map { (name($0), cost($0)) }, uniquingKeysWith: +), count: count)
    let chosen = Set(plan.scenes(shard: index))
    return scenes.filter { chosen.contains(name($0)) }
  }
}
