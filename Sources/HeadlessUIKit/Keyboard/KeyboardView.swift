import Foundation

/// The drawn stand-in of iOS's English software keyboard in light mode: the predictive bar, three
/// rows of letter keys (white, rounded) with shift and delete, and the bottom row (123, space,
/// return) on the keyboard's grey, laid out for the keyboard's width and height.
///
/// - Note: UIKit difference: the keyboard is drawn by another process on iOS; this stand-in
///   approximates its look (key sizes, spacing and colours measured from iOS 17 screenshots)
///   and shows no key presses, suggestions or globe and dictation buttons.
final class KeyboardView: UIView {
  /// The keyboard's background: #D1D3D9.
  static let backgroundGrey = UIColor(red: 209.0 / 255, green: 211.0 / 255, blue: 217.0 / 255, alpha: 1)
  /// The special keys (shift, delete, 123, return): #ABB0BA.
  static let specialKeyGrey = UIColor(red: 171.0 / 255, green: 176.0 / 255, blue: 186.0 / 255, alpha: 1)
  /// The predictive bar's height: 44 points.
  static let predictiveBarHeight: CGFloat = 44
  /// The gap between keys: 6 points; between rows: 12 points.
  static let keySpacing: CGFloat = 6
  static let rowSpacing: CGFloat = 12
  /// The keys' corner radius: 5 points.
  static let keyCornerRadius: CGFloat = 5

  init(frame: CGRect, safeAreaBottom: CGFloat) {
    super.init(frame: frame)
    backgroundColor = Self.backgroundGrey
    isUserInteractionEnabled = false
    buildKeys(size: frame.size, safeAreaBottom: safeAreaBottom)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("KeyboardView.init(coder:) is not available")
  }

  private func buildKeys(size: CGSize, safeAreaBottom: CGFloat) {
    let landscape = size.width > size.height * 2
    let bottomArea: CGFloat = safeAreaBottom > 0 ? (landscape ? 21 : 80) : 4
    let top = Self.predictiveBarHeight + 8
    let keyHeight = max(20, (size.height - top - bottomArea - 3 * Self.rowSpacing) / 4)
    let margin: CGFloat = 3
    let keyWidth = (size.width - 2 * margin - 9 * Self.keySpacing) / 10
    func y(_ row: Int) -> CGFloat { top + CGFloat(row) * (keyHeight + Self.rowSpacing) }
    func letters(_ row: String, rowIndex: Int) {
      let width = CGFloat(row.count) * keyWidth + CGFloat(row.count - 1) * Self.keySpacing
      var x = (size.width - width) / 2
      for letter in row {
        addKey(String(letter), frame: CGRect(x: x, y: y(rowIndex), width: keyWidth, height: keyHeight), special: false)
        x += keyWidth + Self.keySpacing
      }
    }
    letters("qwertyuiop", rowIndex: 0)
    letters("asdfghjkl", rowIndex: 1)
    letters("zxcvbnm", rowIndex: 2)
    let wide = keyWidth * 1.3
    addKey("\u{21E7}", frame: CGRect(x: margin, y: y(2), width: wide, height: keyHeight), special: true)
    addKey(
      "\u{232B}", frame: CGRect(x: size.width - margin - wide, y: y(2), width: wide, height: keyHeight), special: true)
    let numbers = keyWidth * 2.4
    let returnWidth = keyWidth * 2.4
    addKey("123", frame: CGRect(x: margin, y: y(3), width: numbers, height: keyHeight), special: true)
    addKey(
      "return", frame: CGRect(x: size.width - margin - returnWidth, y: y(3), width: returnWidth, height: keyHeight),
      special: true)
    let spaceX = margin + numbers + Self.keySpacing
    addKey(
      "space",
      frame: CGRect(
        x: spaceX, y: y(3), width: size.width - margin - returnWidth - Self.keySpacing - spaceX, height: keyHeight),
      special: false)
  }

  private func addKey(_ title: String, frame: CGRect, special: Bool) {
    let key = UIView(frame: frame)
    key.backgroundColor = special ? Self.specialKeyGrey : .white
    key.layer.cornerRadius = Self.keyCornerRadius
    let label = UILabel(frame: key.bounds)
    label.text = title
    label.textAlignment = .center
    label.textColor = .black
    label.font = .systemFont(ofSize: title.count > 1 ? 16 : 22)
    key.addSubview(label)
    addSubview(key)
  }
}
