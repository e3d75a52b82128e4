import Foundation

/// Collects a ``MotionRecord`` while a stage ticks: at each frame, the presentation value of
/// every (layer, property) an animation has touched so far, and the window-space centre of
/// every layer whose position or transform is animated.
@MainActor
final class MotionRecorder {
  private struct TrackState {
    let layer: CALayer
    let property: LayerProperty
    let components: [String]
    /// The layer's name when first seen (a view removed later no longer names it).
    let name: String
    /// Whether a view backed the layer when first seen.
    let isView: Bool
    var curves: [String] = []
    var samples: [MotionRecord.Sample] = []
    var centers: [MotionRecord.PathPoint] = []
  }

  private let window: UIWindow
  /// Tracks in the order they were first seen; the layers are held so a layer removed after
  /// its transition still yields its last frames.
  private var tracks: [TrackState] = []
  private var indexByKey: [Key: Int] = [:]

  private struct Key: Hashable {
    let layer: ObjectIdentifier
    let property: LayerProperty
  }

  init(window: UIWindow) { self.window = window }

  /// Records frame `frame` (at model time `time`): opens tracks for properties newly animated,
  /// then samples every open track.
  func sample(frame: Int, time: TimeInterval) {
    for layer in AnimationEngine.animatedLayers {
      for entry in layer.entries {
        for property in LayerProperty.allCases where entry.properties.contains(property) {
          guard let components = Self.components(of: layer.modelValue(property)) else { continue }
          let key = Key(layer: ObjectIdentifier(layer), property: property)
          let index =
            indexByKey[key]
            ?? {
              tracks.append(
                TrackState(
                  layer: layer, property: property, components: components.names, name: Self.baseName(of: layer),
                  isView: layer.delegate != nil))
              indexByKey[key] = tracks.count - 1
              return tracks.count - 1
            }()
          let curve = Self.pacingName(of: entry.animation)
          if !tracks[index].curves.contains(curve) { tracks[index].curves.append(curve) }
        }
      }
    }
    for index in tracks.indices {
      let layer = tracks[index].layer
      let property = tracks[index].property
      let local = layer.localTime(forMediaTime: AnimationEngine.mediaTime)
      let value = layer.presentationValue(property, at: local)
      guard let components = Self.components(of: value) else { continue }
      tracks[index].samples.append(
        MotionRecord.Sample(
          frame: frame, time: time, values: components.values, isAnimated: layer.animatedProperties.contains(property)))
      if property == .position || property == .transform, let center = windowCenter(of: layer) {
        tracks[index].centers.append(MotionRecord.PathPoint(frame: frame, time: time, center: center))
      }
    }
  }

  /// The tracks, each cut after the frame following its last animated one, and the paths of the
  /// layers whose position or transform moved their centre.
  func finish() -> (tracks: [MotionRecord.Track], paths: [MotionRecord.Path]) {
    let subjects = Self.subjects(of: tracks.map { ($0.layer, $0.name) })
    var result: [MotionRecord.Track] = []
    var centersByLayer: [ObjectIdentifier: [Int: MotionRecord.PathPoint]] = [:]
    var layerOrder: [ObjectIdentifier] = []
    for track in tracks {
      guard let last = track.samples.lastIndex(where: \.isAnimated) else { continue }
      let end = min(last + 1, track.samples.count - 1)
      let samples = Array(track.samples[...end])
      result.append(
        MotionRecord.Track(
          subject: subjects[ObjectIdentifier(track.layer)]!, property: track.property.rawValue,
          components: track.components, curves: track.curves, samples: samples))
      let id = ObjectIdentifier(track.layer)
      guard track.isView else { continue }
      if !track.centers.isEmpty && centersByLayer[id] == nil { layerOrder.append(id) }
      let lastFrame = samples.last!.frame
      for point in track.centers where point.frame <= lastFrame {
        centersByLayer[id, default: [:]][point.frame] = point
      }
    }
    let paths = layerOrder.compactMap { id -> MotionRecord.Path? in
      let points = centersByLayer[id]!.values.sorted { $0.frame < $1.frame }
      let path = MotionRecord.Path(subject: subjects[id]!, points: points)
      return path.extent >= 1 ? path : nil
    }
    return (result, paths)
  }

  /// The layer's presentation centre in the window's coordinates, or nil when the layer is not
  /// in the window or it or an ancestor is hidden.
  private func windowCenter(of layer: CALayer) -> CGPoint? {
    var node = layer
    let own = CALayerPresentation(layer: layer, time: layer.localTime(forMediaTime: AnimationEngine.mediaTime))
    var point = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
    while let parent = node.superlayer {
      if node.isHidden { return nil }
      let presentation = CALayerPresentation(layer: node, time: node.localTime(forMediaTime: AnimationEngine.mediaTime))
      point = point.applying(presentation.transformToSuperlayer)
      node = parent
    }
    return node === window.layer ? point : nil
  }

  /// Each layer's name in a record (see ``MotionRecord/Track/subject``), equal names numbered
  /// in first-seen order.
  private static func subjects(of layers: [(CALayer, String)]) -> [ObjectIdentifier: String] {
    var names: [ObjectIdentifier: String] = [:]
    var counts: [String: Int] = [:]
    for (layer, base) in layers where names[ObjectIdentifier(layer)] == nil {
      counts[base, default: 0] += 1
      names[ObjectIdentifier(layer)] = counts[base]! == 1 ? base : "\(base) #\(counts[base]!)"
    }
    return names
  }

  private static func baseName(of layer: CALayer) -> String {
    guard let view = layer.delegate else { return String(describing: type(of: layer)) }
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
    if let controller = view.owningViewController { return TransitionTrace.name(of: controller) + ".view" }
    if let label = view as? UILabel, let text = label.text, !text.isEmpty { return "UILabel '\(text)'" }
    return String(describing: type(of: view))
  }

  /// The component names and values a chart shows for `value`; nil for paths and lists.
  static func components(of value: AnimatableValue) -> (names: [String], values: [Double])? {
    switch value {
    case .scalar(let v): return ([""], [Double(v)])
    case .point(let p): return (["x", "y"], [Double(p.x), Double(p.y)])
    case .size(let s): return (["width", "height"], [Double(s.width), Double(s.height)])
    case .rect(let r):
      return (["x", "y", "width", "height"], [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0) })
    case .transform(let m):
      let d = DecomposedTransform3D(m)
      let degrees = 180 / Double.pi
      return (
        ["translation x", "translation y", "scale x", "scale y", "rotation z (°)", "rotation x (°)", "rotation y (°)"],
        [
          Double(d.translation.x), Double(d.translation.y), Double(d.scale.x), Double(d.scale.y),
          Double(d.rotation.z) * degrees, Double(d.rotation.x) * degrees, Double(d.rotation.y) * degrees,
        ]
      )
    case .color(let c): return (["red", "green", "blue", "alpha"], [c.red, c.green, c.blue, c.alpha])
    case .path, .colors, .scalars: return nil
    }
  }

  /// How an attached animation is paced, named for a chart's legend, with its duration.
  static func pacingName(of animation: CAAnimation) -> String {
    let seconds = String(format: "%g s", animation.duration == 0 ? CAAnimation.defaultDuration : animation.duration)
    switch animation {
    case let block as ViewBlockAnimation:
      return "\(block.curve.name), \(seconds)"
    case let driven as PropertyAnimatorAnimation:
      return "property animator, \(driven.curve.name)"
    case let spring as CASpringAnimation:
      return "CASpringAnimation \(spring.spring.curveName), \(seconds)"
    case let keyframes as CAKeyframeAnimation:
      let count = keyframes.values.map { "\($0.count) values" } ?? "a path"
      return "keyframes (\(count), \(keyframes.calculationMode.rawValue)), \(seconds)"
    case let basic as CABasicAnimation:
      return "\(basic.timingFunction?.curveName ?? "linear"), \(seconds)"
    case is CAAnimationGroup:
      return "CAAnimationGroup, \(seconds)"
    default:
      return "\(type(of: animation)), \(seconds)"
    }
  }
}
