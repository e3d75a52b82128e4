import Foundation

/// The drawn stand-in of iOS's English software keyboard for a ``KeyboardConfiguration``: the
/// predictive bar (when shown), then the keys of the keyboard type — three rows of letters with
/// shift and delete over a bottom row that depends on the type (space, `@`, `.`, `/`, `.com`,
/// `#`), the numbers-and-punctuation plane, or a keypad of digits — with the return key titled
/// and coloured by the return key type, on light or dark keys.
///
/// - Note: UIKit difference: the keyboard is drawn by another process on iOS; this stand-in
///   approximates its look (key sizes, spacing and colours measured from iOS 17 screenshots;
///   the dark colours are approximate) and shows no key presses, suggestions or globe and
///   dictation buttons.
final class KeyboardView: UIView {
  /// The light keyboard's background: #D1D3D9.
  static let backgroundGrey = UIColor(red: 209.0 / 255, green: 211.0 / 255, blue: 217.0 / 255, alpha: 1)
  /// The light keyboard's special keys (shift, delete, 123, return): #ABB0BA.
  static let specialKeyGrey = UIColor(red: 171.0 / 255, green: 176.0 / 255, blue: 186.0 / 255, alpha: 1)
  /// The dark keyboard's background, letter keys and special keys.
  static let darkBackground = UIColor(white: 43.0 / 255, alpha: 1)
  static let darkKey = UIColor(white: 107.0 / 255, alpha: 1)
  static let darkSpecialKey = UIColor(white: 70.0 / 255, alpha: 1)
  /// The prominent return key's blue: #007AFF.
  static let returnBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
  /// The predictive bar's height: 44 points.
  static let predictiveBarHeight: CGFloat = 44
  /// The gap between keys: 6 points; between rows: 12 points.
  static let keySpacing: CGFloat = 6
  static let rowSpacing: CGFloat = 12
  /// The keys' corner radius: 5 points.
  static let keyCornerRadius: CGFloat = 5

  /// What the keyboard shows; setting it rebuilds the keys in place (the keyboard keeps its
  /// frame and any animation of it).
  var configuration: KeyboardConfiguration {
    didSet { if configuration != oldValue { buildKeys() } }
  }
  private let safeAreaBottom: CGFloat

  init(frame: CGRect, safeAreaBottom: CGFloat, configuration: KeyboardConfiguration = KeyboardConfiguration()) {
    self.configuration = configuration
    self.safeAreaBottom = safeAreaBottom
    super.init(frame: frame)
    isUserInteractionEnabled = false
    buildKeys()
  }

  private func buildKeys() {
    for key in subviews { key.removeFromSuperview() }
    backgroundColor = configuration.isDark ? Self.darkBackground : Self.backgroundGrey
    let size = bounds.size
    let landscape = size.width > size.height * 2
    let bottomArea: CGFloat = safeAreaBottom > 0 ? (landscape ? 21 : 80) : 4
    let top = (configuration.showsPredictiveBar ? Self.predictiveBarHeight : 0) + 8
    if configuration.isKeypad {
      buildKeypad(size: size, top: top, bottomArea: bottomArea)
    } else {
      buildLetterKeys(size: size, top: top, bottomArea: bottomArea)
    }
  }

  required init?(coder: NSCoder) {
    preconditionFailure("KeyboardView.init(coder:) is not available")
  }

  private enum KeyStyle { case letter, special, active, returnKey, plain }

  private func buildLetterKeys(size: CGSize, top: CGFloat, bottomArea: CGFloat) {
    let keyHeight = max(20, (size.height - top - bottomArea - 3 * Self.rowSpacing) / 4)
    let margin: CGFloat = 3
    let keyWidth = (size.width - 2 * margin - 9 * Self.keySpacing) / 10
    func y(_ row: Int) -> CGFloat { top + CGFloat(row) * (keyHeight + Self.rowSpacing) }
    func centred(_ keys: [String], row: Int, width: CGFloat) {
      let total = CGFloat(keys.count) * width + CGFloat(keys.count - 1) * Self.keySpacing
      var x = (size.width - total) / 2
      for key in keys {
        addKey(key, frame: CGRect(x: x, y: y(row), width: width, height: keyHeight), style: .letter)
        x += width + Self.keySpacing
      }
    }
    let wide = keyWidth * 1.3
    let numbersPlane = configuration.keyboardType == .numbersAndPunctuation
    if numbersPlane {
      centred("1234567890".map(String.init), row: 0, width: keyWidth)
      centred(["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""], row: 1, width: keyWidth)
      centred([".", ",", "?", "!", "'"], row: 2, width: keyWidth * 1.38)
      addKey("#+=", frame: CGRect(x: margin, y: y(2), width: wide, height: keyHeight), style: .special)
    } else {
      let shifted = configuration.isShifted
      func letters(_ row: String) -> [String] { row.map { shifted ? $0.uppercased() : String($0) } }
      centred(letters("qwertyuiop"), row: 0, width: keyWidth)
      centred(letters("asdfghjkl"), row: 1, width: keyWidth)
      centred(letters("zxcvbnm"), row: 2, width: keyWidth)
      addKey(
        "\u{21E7}", frame: CGRect(x: margin, y: y(2), width: wide, height: keyHeight),
        style: shifted ? .active : .special)
    }
    addKey(
      "\u{232B}", frame: CGRect(x: size.width - margin - wide, y: y(2), width: wide, height: keyHeight),
      style: .special)
    let modeWidth = keyWidth * 2.4
    let returnWidth = keyWidth * 2.4
    addKey(
      numbersPlane ? "ABC" : "123", frame: CGRect(x: margin, y: y(3), width: modeWidth, height: keyHeight),
      style: .special)
    addKey(
      configuration.returnTitle,
      frame: CGRect(x: size.width - margin - returnWidth, y: y(3), width: returnWidth, height: keyHeight),
      style: .returnKey)
    // Between the mode key and the return key: the space bar and the type's extra keys, each
    // extra key one letter wide (`.com` two).
    let start = margin + modeWidth + Self.keySpacing
    let end = size.width - margin - returnWidth - Self.keySpacing
    let extras = numbersPlane ? [] : Self.bottomRowKeys(of: configuration.keyboardType)
    var x = start
    let spaceWidth: CGFloat
    if configuration.keyboardType == .URL {
      let units = extras.reduce(0) { $0 + ($1 == ".com" ? 2 : 1) }
      let unit = (end - start - CGFloat(extras.count - 1) * Self.keySpacing) / CGFloat(units)
      for key in extras {
        let width = unit * (key == ".com" ? 2 : 1)
        addKey(key, frame: CGRect(x: x, y: y(3), width: width, height: keyHeight), style: .letter)
        x += width + Self.keySpacing
      }
      return
    }
    spaceWidth = end - start - CGFloat(extras.count) * (keyWidth + Self.keySpacing)
    addKey("space", frame: CGRect(x: x, y: y(3), width: spaceWidth, height: keyHeight), style: .letter)
    x += spaceWidth + Self.keySpacing
    for key in extras {
      addKey(key, frame: CGRect(x: x, y: y(3), width: keyWidth, height: keyHeight), style: .letter)
      x += keyWidth + Self.keySpacing
    }
  }

  /// The keys beside the space bar (or, for `.URL`, in its place) of a letters keyboard.
  static func bottomRowKeys(of type: UIKeyboardType) -> [String] {
    switch type {
    case .emailAddress: ["@", "."]
    case .twitter: ["@", "#"]
    case .webSearch: ["."]
    case .URL: [".", "/", ".com"]
    default: []
    }
  }

  /// A keypad: four rows of three keys (digits with their letters, then the type's extra key,
  /// 0 and delete), as iOS's number, decimal and phone pads.
  private func buildKeypad(size: CGSize, top: CGFloat, bottomArea: CGFloat) {
    let margin: CGFloat = 6
    let spacing: CGFloat = 6
    let rowGap: CGFloat = 7
    let keyWidth = (size.width - 2 * margin - 2 * spacing) / 3
    let keyHeight = max(20, (size.height - (top - 2) - bottomArea - 3 * rowGap) / 4)
    let subtitles = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
    for index in 0..<9 {
      let frame = CGRect(
        x: margin + CGFloat(index % 3) * (keyWidth + spacing),
        y: top - 2 + CGFloat(index / 3) * (keyHeight + rowGap), width: keyWidth, height: keyHeight)
      let subtitle = configuration.keyboardType == .asciiCapableNumberPad ? "" : subtitles[index]
      addKey("\(index + 1)", frame: frame, style: .letter, subtitle: subtitle)
    }
    let lastY = top - 2 + 3 * (keyHeight + rowGap)
    func frame(_ column: Int) -> CGRect {
      CGRect(x: margin + CGFloat(column) * (keyWidth + spacing), y: lastY, width: keyWidth, height: keyHeight)
    }
    switch configuration.keyboardType {
    case .decimalPad: addKey(".", frame: frame(0), style: .plain)
    case .phonePad: addKey("+*#", frame: frame(0), style: .plain)
    default: break
    }
    addKey("0", frame: frame(1), style: .letter, subtitle: configuration.keyboardType == .phonePad ? "+" : "")
    addKey("\u{232B}", frame: frame(2), style: .plain)
  }

  private func addKey(_ title: String, frame: CGRect, style: KeyStyle, subtitle: String = "") {
    let dark = configuration.isDark
    let key = UIView(frame: frame)
    var textColor: UIColor = dark ? .white : .black
    switch style {
    case .letter: key.backgroundColor = dark ? Self.darkKey : .white
    case .special: key.backgroundColor = dark ? Self.darkSpecialKey : Self.specialKeyGrey
    case .active: key.backgroundColor = .white
    case .plain: key.backgroundColor = nil
    case .returnKey:
      if !configuration.returnIsEnabled {
        key.backgroundColor = dark ? Self.darkSpecialKey : Self.specialKeyGrey
        textColor = (dark ? UIColor.white : UIColor.black).withAlphaComponent(0.35)
      } else if configuration.returnIsProminent {
        key.backgroundColor = Self.returnBlue
        textColor = .white
      } else {
        key.backgroundColor = dark ? Self.darkSpecialKey : Self.specialKeyGrey
      }
    }
    if style == .active { textColor = .black }
    key.layer.cornerRadius = Self.keyCornerRadius
    let label = UILabel(frame: key.bounds)
    label.text = title
    label.textAlignment = .center
    label.textColor = textColor
    label.font = .systemFont(ofSize: title.count > 1 ? 16 : (style == .letter && !subtitle.isEmpty ? 25 : 22))
    key.addSubview(label)
    if !subtitle.isEmpty || (style == .letter && configuration.isKeypad) {
      label.frame = CGRect(x: 0, y: 2, width: frame.width, height: frame.height * 0.62)
      let small = UILabel(frame: CGRect(x: 0, y: frame.height * 0.58, width: frame.width, height: frame.height * 0.3))
      small.text = subtitle
      small.textAlignment = .center
      small.textColor = textColor
      small.font = .systemFont(ofSize: 10, weight: .semibold)
      key.addSubview(small)
    }
    addSubview(key)
  }
}
