import Foundation

/// A tappable title, as UIKit's `UIButton` drawn in its simple look: the title in a label
/// centred in the bounds (17 pt, `.systemBlue` for `.system` buttons), over the view's
/// background and corner radius.
///
/// - Note: UIKit difference: only the `.normal` state's title and colour are drawn (there is no
///   touch tracking), and there are no images or `UIButton.Configuration`.
@preconcurrency @MainActor
open class UIButton: UIView {
  /// As `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
  }

  /// As `UIControl.State`.
  public struct State: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  /// As `buttonType`.
  public let buttonType: ButtonType
  /// The label showing the title, as `titleLabel`.
  public let titleLabel: UILabel?
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]

  /// As `init(type:)`.
  public init(type: ButtonType) {
    buttonType = type
    let label = UILabel(frame: .zero)
    label.textAlignment = .center
    label.textColor = type == .system ? .systemBlue : .white
    titleLabel = label
    super.init(frame: .zero)
    addSubview(label)
  }

  /// A custom button with `frame`, as `init(frame:)`.
  public convenience override init(frame: CGRect) {
    self.init(type: .custom)
    self.frame = frame
  }

  /// - Note: UIKit difference: there are no nibs; this initializer traps.
  public required init?(coder: NSCoder) {
    preconditionFailure("UIButton.init(coder:): HeadlessUIKit has no nibs or storyboards; use init(type:)")
  }

  /// Sets the title for `state`, as `setTitle(_:for:)` (the `.normal` title is shown).
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    if state == .normal { titleLabel?.text = title }
  }

  /// As `title(for:)`: the state's title, else the normal one.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

  /// Sets the title colour for `state`, as `setTitleColor(_:for:)`.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    if state == .normal, let color { titleLabel?.textColor = color }
  }

  /// As `titleColor(for:)`.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? titleLabel?.textColor
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel?.frame = bounds
  }
}
