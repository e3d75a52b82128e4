import Foundation
import Graphics
import HeadlessUIKit

/// `replicator:` — the view hosts a `CAReplicatorLayer` filling its bounds that repeats one
/// small layer (`instance:`), the classic spinner or row of pulsing dots.
public struct ReplicatorSpec: Sendable, Equatable {
  /// `instanceCount`.
  public var count = 1
  /// `instanceTransform`'s rotation about the view's centre, in degrees.
  public var angle: Double = 0
  /// `instanceTransform`'s translation, in points.
  public var offset = CGSize.zero
  /// `instanceDelay`, in seconds.
  public var delay: Double = 0
  /// `instanceColor` (nil: white).
  public var color: RGBA?
  /// `instanceRedOffset`, `…Green…`, `…Blue…`, `…Alpha…`.
  public var colorOffsets: [Double] = [0, 0, 0, 0]
  /// The repeated layer.
  public var instance = ReplicatorInstanceSpec()
  public init() {}
}

/// `replicator.instance:` — the layer the replicator repeats, with an optional repeating pulse.
public struct ReplicatorInstanceSpec: Sendable, Equatable {
  /// The layer's centre in the view's bounds.
  public var center = CGPoint.zero
  public var size = CGSize(width: 8, height: 8)
  public var color: RGBA = .white
  public var cornerRadius: Double = 0
  /// `pulse:` — a `CABasicAnimation` of `opacity` or `transform.scale` from `from` to `to`
  /// over `duration`, repeated forever (nil: no animation).
  public var pulse: PulseSpec?
  public init() {}
}

/// `pulse:` — a repeating basic animation.
public struct PulseSpec: Sendable, Equatable {
  /// `opacity` or `transform.scale`.
  public var keyPath = "opacity"
  public var from: Double = 1
  public var to: Double = 0
  public var duration: Double = 1
  public init() {}
}

/// `emitter:` — the view hosts a `CAEmitterLayer` filling its bounds.
public struct EmitterSpec: Sendable, Equatable {
  /// `emitterPosition`, in the view's bounds.
  public var position = CGPoint.zero
  /// `emitterSize`.
  public var size = CGSize.zero
  public var shape = "point"
  public var mode = "volume"
  public var render = "unordered"
  /// The layer's `birthRate` multiplier.
  public var birthRate: Double = 1
  public var seed: UInt32 = 0
  /// Seconds the cells emit for, from when the view appears (each cell's `duration`; nil: on).
  public var emitFor: Double?
  public var cells: [EmitterCellSpec] = []
  public init() {}
}

/// `emitter.cells[]` — one `CAEmitterCell`; its contents are a white `particle` shape of `size`
/// pixels, coloured by `color`.
public struct EmitterCellSpec: Sendable, Equatable {
  /// `rect` or `oval`.
  public var particle = "rect"
  public var size = CGSize(width: 8, height: 8)
  public var color: RGBA = .white
  /// `redRange`, `greenRange`, `blueRange`, `alphaRange`.
  public var colorRange: [Double] = [0, 0, 0, 0]
  /// `redSpeed`, `greenSpeed`, `blueSpeed`, `alphaSpeed`.
  public var colorSpeed: [Double] = [0, 0, 0, 0]
  public var birthRate: Double = 0
  public var lifetime: Double = 1
  public var lifetimeRange: Double = 0
  public var velocity: Double = 0
  public var velocityRange: Double = 0
  /// `emissionLongitude` (0: up, 180: down), `emissionLatitude` and `emissionRange`, in degrees.
  public var longitude: Double = 0
  public var latitude: Double = 0
  public var range: Double = 0
  /// `xAcceleration`, `yAcceleration`.
  public var acceleration = CGSize.zero
  public var scale: Double = 1
  public var scaleRange: Double = 0
  public var scaleSpeed: Double = 0
  /// `spin` and `spinRange`, in degrees per second.
  public var spin: Double = 0
  public var spinRange: Double = 0
  public init() {}
}

/// `textLayer:` — the view hosts a `CATextLayer` filling its bounds, above its subviews.
public struct TextLayerSpec: Sendable, Equatable {
  /// `string`.
  public var string = ""
  /// `fontSize` (Core Animation's default 36).
  public var fontSize: Double = 36
  /// The `font`: the system font of this weight.
  public var weight = FontWeight.regular
  /// `foregroundColor` (Core Animation's default white).
  public var color: RGBA = .white
  /// `alignmentMode`'s raw value: natural, left, right, center or justified.
  public var alignment = "natural"
  /// `truncationMode`'s raw value: none, start, middle or end.
  public var truncation = "none"
  /// `isWrapped`.
  public var wrapped = false
  public init() {}
}
