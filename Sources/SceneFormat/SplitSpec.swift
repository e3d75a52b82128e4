import Foundation
import HeadlessUIKit

/// A `UISplitViewController` root (the `root.split` field): the screens of its columns and
/// how it shows them.
///
/// ```yaml
/// root:
///   split: { primary: Mailboxes, secondary: Message, displayMode: oneBesideSecondary }
/// ```
///
/// `doubleColumn` (default) and `tripleColumn` make `UISplitViewController(style:)` and give
/// each screen to `setViewController(_:for:)`, which wraps it in a navigation controller;
/// `classic` makes `UISplitViewController()` with `viewControllers` = two navigation controllers
/// around `primary` and `secondary`, as Xcode's Master-Detail template.
public struct SplitSpec: Sendable, Equatable {
  /// The split view controller's kind.
  public enum Style: String, Sendable, CaseIterable {
    case classic, doubleColumn, tripleColumn
  }

  public var style: Style
  public var primary: String
  /// The middle column (`tripleColumn` only).
  public var supplementary: String?
  public var secondary: String
  /// The screen shown instead of the columns while horizontally compact (column styles only).
  public var compact: String?
  /// `preferredDisplayMode` (default `.automatic`).
  public var displayMode: UISplitViewController.DisplayMode
  /// `preferredSplitBehavior` (default `.automatic`).
  public var behavior: UISplitViewController.SplitBehavior
  /// `preferredPrimaryColumnWidth` in points (a classic split view also raises its
  /// `maximumPrimaryColumnWidth` to it); nil keeps the automatic width.
  public var primaryWidth: Double?
  /// `preferredPrimaryColumnWidthFraction`; nil keeps the automatic width.
  public var primaryFraction: Double?
  /// `presentsWithGesture` (default true).
  public var presentsWithGesture: Bool

  public init(
    style: Style = .doubleColumn, primary: String, supplementary: String? = nil, secondary: String,
    compact: String? = nil, displayMode: UISplitViewController.DisplayMode = .automatic,
    behavior: UISplitViewController.SplitBehavior = .automatic, primaryWidth: Double? = nil,
    primaryFraction: Double? = nil, presentsWithGesture: Bool = true
  ) {
    self.style = style
    self.primary = primary
    self.supplementary = supplementary
    self.secondary = secondary
    self.compact = compact
    self.displayMode = displayMode
    self.behavior = behavior
    self.primaryWidth = primaryWidth
    self.primaryFraction = primaryFraction
    self.presentsWithGesture = presentsWithGesture
  }

  /// The column screens: primary, supplementary, secondary, compact.
  public var screens: [String] { [primary, supplementary, secondary, compact].compactMap { $0 } }

  /// Builds the split view controller over `controller(name)` for each column.
  @MainActor
  func makeController(_ controller: (String) -> UIViewController) -> UISplitViewController {
    let split: UISplitViewController
    switch style {
    case .classic:
      split = UISplitViewController(nibName: nil, bundle: nil)
      split.viewControllers = [
        UINavigationController(rootViewController: controller(primary)),
        UINavigationController(rootViewController: controller(secondary)),
      ]
    case .doubleColumn, .tripleColumn:
      split = UISplitViewController(style: style == .tripleColumn ? .tripleColumn : .doubleColumn)
      split.setViewController(controller(primary), for: .primary)
      if let supplementary { split.setViewController(controller(supplementary), for: .supplementary) }
      split.setViewController(controller(secondary), for: .secondary)
      if let compact { split.setViewController(controller(compact), for: .compact) }
    }
    split.preferredDisplayMode = displayMode
    split.preferredSplitBehavior = behavior
    split.presentsWithGesture = presentsWithGesture
    if let primaryWidth {
      split.preferredPrimaryColumnWidth = primaryWidth
      if style == .classic {
        split.maximumPrimaryColumnWidth = max(primaryWidth, UISplitViewController.defaultColumnWidth)
      }
    }
    if let primaryFraction {
      split.preferredPrimaryColumnWidthFraction = primaryFraction
      if style == .classic { split.maximumPrimaryColumnWidth = 16384 }
    }
    return split
  }
}
