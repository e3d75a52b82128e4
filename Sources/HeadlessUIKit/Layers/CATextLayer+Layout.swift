import Foundation
import Graphics

extension CATextLayer {
  /// The `UIFont` weight `font` stands for (regular when nil).
  var fontWeight: UIFont.Weight {
    if let font = font as? UIFont { return font.weight }
    let name = (font as? String) ?? (font as? NSString).map { String($0) } ?? ""
    let bold = ["Bold", "Semibold", "SemiBold", "Heavy", "Black"].contains { name.contains($0) }
    return bold ? .bold : .regular
  }

  /// The text as the typesetter takes it, laid out in `bounds` with the presentation
  /// `fontSize` and `foregroundColor` at local time `time`; nil when there is nothing to draw.
  func textRun(in bounds: CGRect, time: TimeInterval) -> TextRun? {
    guard bounds.width > 0, bounds.height > 0 else { return nil }
    var run: TextRun
    if let attributed = string as? NSAttributedString {
      guard attributed.length > 0 else { return nil }
      run = TextMeasurement.run(
        attributed, defaultFont: .systemFont(ofSize: 12), defaultColor: .black, frame: bounds, isTopAligned: true)
    } else {
      let plain = (string as? String) ?? (string as? NSString).map { String($0) } ?? ""
      guard !plain.isEmpty, case .scalar(let size) = presentationValue(.fontSize, at: time), size > 0,
        case .color(let color) = presentationValue(.foregroundColor, at: time), color.alpha > 0
      else { return nil }
      run = TextRun(
        string: plain, font: UIFont.systemFont(ofSize: size, weight: fontWeight).descriptor, color: color,
        frame: bounds, numberOfLines: 0, isTopAligned: true)
    }
    switch alignmentMode {
    case .center: run.alignment = .center
    case .right: run.alignment = .right
    default: run.alignment = .left
    }
    let truncation: LineBreakMode? =
      switch truncationMode {
      case .start: .byTruncatingHead
      case .middle: .byTruncatingMiddle
      case .end: .byTruncatingTail
      default: nil
      }
    switch (isWrapped, truncation) {
    case (false, nil): run.lineBreakMode = .byClipping
    case (false, let mode?): run.lineBreakMode = mode
    case (true, nil): run.lineBreakMode = .byWordWrapping
    case (true, let mode?):
      // Wrapped and truncated: the lines that fit the bounds, the last one cut. A label run
      // does this (it wraps and truncates its last line); its frame is sized to the lines
      // shown so that its vertical centring puts the first at the top.
      run.lineBreakMode = .byWordWrapping
      let laid = TextMeasurement.typeset(run, width: bounds.width, api: "CATextLayer")
      var height: CGFloat = 0
      var lines = 0
      for line in laid.lines where line.top + line.height <= bounds.height + 0.001 {
        height = line.top + line.height
        lines += 1
      }
      guard lines > 0 else { return nil }
      run.isTopAligned = false
      run.numberOfLines = lines
      run.lineBreakMode = mode
      run.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height)
    }
    return run
  }
}
