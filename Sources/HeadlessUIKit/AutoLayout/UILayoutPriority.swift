/// The priority of a layout constraint, as UIKit's `UILayoutPriority`: a `Float` from 1 to
/// 1000. A required constraint (1000) must hold; an optional one (1…999) is satisfied as well as
/// possible, and any constraint of a higher priority beats any number of lower ones.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority value.
  public var rawValue: Float

  /// Creates a priority with this value, as `init(rawValue:)`.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority with this value, as `init(_:)`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A required constraint (1000), as `UILayoutPriority.required`.
  public static let required = UILayoutPriority(1000)
  /// The priority of a button's content compression resistance (750), as `.defaultHigh`.
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority of a button's content hugging (250), as `.defaultLow`.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority at which a view hugs its content as tightly as possible when fitting (50),
  /// as `.fittingSizeLevel`.
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// The priority of a drag that can resize a scene (510), as `.dragThatCanResizeScene`.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority of a window's scene-size constraint (500), as `.sceneSizeStayPut`.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// The priority of a drag that cannot resize a scene (490), as `.dragThatCannotResizeScene`.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A priority `rhs` above `lhs`, as UIKit's `+` (`.defaultHigh + 1`).
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

  /// A priority `rhs` below `lhs`, as UIKit's `-` (`.required - 1`).
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
