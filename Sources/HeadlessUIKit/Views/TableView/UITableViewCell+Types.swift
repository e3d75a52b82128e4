import Foundation

extension UITableViewCell {
  /// The built-in arrangements of a cell's labels and image, as UIKit's
  /// `UITableViewCell.CellStyle` (same raw values).
  public enum CellStyle: Int, Sendable {
    /// A left-aligned `textLabel` (17 pt) after an optional image; no `detailTextLabel`.
    case `default`
    /// `textLabel` on the left, a right-aligned grey `detailTextLabel` (17 pt) on the right,
    /// as the Settings app's value rows.
    case value1
    /// A right-aligned tinted `textLabel` in a narrow column, then a left-aligned
    /// `detailTextLabel`, as Contacts' fields; no image.
    case value2
    /// `textLabel` (17 pt) above a smaller `detailTextLabel` (12 pt), both left-aligned.
    case subtitle
  }

  /// How a selected cell looks, as UIKit's `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable {
    /// No change when selected or highlighted.
    case none
    /// As `.default` since iOS 7.
    case blue
    /// As `.default` since iOS 7.
    case gray
    /// The grey selected background (`systemGray4`).
    case `default`
  }

  /// The standard control at a cell's trailing edge, as UIKit's
  /// `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none
    /// A grey chevron (›): the row leads to more detail.
    case disclosureIndicator
    /// An info button followed by a chevron.
    case detailDisclosureButton
    /// A checkmark in the tint colour.
    case checkmark
    /// An info button in the tint colour.
    case detailButton
  }

  /// The line drawn between rows, as UIKit's `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none
    /// A one-pixel line under each row.
    case singleLine
    /// As `.singleLine` (the etched look was removed in iOS 7).
    case singleLineEtched
  }
}
