import Foundation
import Graphics
import TextLayout

/// The model's access to the shared typesetter (the `TextLayout` module): text attributes
/// turned into a ``Graphics/TextRun`` and measured with the same code and fonts the rasteriser
/// draws with.
enum TextMeasurement {
  /// The typesetter of the standard DejaVu files (what the rasteriser uses by default).
  static let typesetter = Typesetter()

  /// `run` laid out `width` points wide, keeping the lines `maximumHeight` holds.
  ///
  /// Traps, naming `api` and the font file, when the font cannot be loaded: the model cannot
  /// measure text without it (install Debian's fonts-dejavu-core).
  static func typeset(_ run: TextRun, width: CGFloat, maximumHeight: CGFloat = .infinity, api: String) -> TypesetText {
    do {
      return try typesetter.typeset(run, width: width, maximumHeight: maximumHeight)
    } catch {
      fatalError("\(api): cannot measure text: \(error)")
    }
  }

  /// `value` rounded up to whole device pixels of `scale`, as UIKit rounds view sizes.
  static func ceilToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let scale = scale > 0 ? scale : 1
    // Tolerate float noise so that an exact pixel size is not rounded up by one more pixel.
    return ((value * scale) - 1e-9).rounded(.up) / scale
  }

  /// A run of `string` in `attributes` (`.font`, `.foregroundColor`, `.paragraphStyle`,
  /// `.kern`), with `defaultFont` and `defaultColor` where they have none.
  static func run(
    _ string: String, attributes: [NSAttributedString.Key: Any]?, defaultFont: UIFont, defaultColor: UIColor,
    frame: CGRect = .zero, numberOfLines: Int = 0, isTopAligned: Bool = true
  ) -> TextRun {
    let font = attributes?[.font] as? UIFont ?? defaultFont
    let color = attributes?[.foregroundColor] as? UIColor ?? defaultColor
    let style = attributes?[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle()
    return TextRun(
      string: string, font: font.descriptor, color: color.rgba, frame: frame,
      alignment: style.alignment.layoutAlignment,
      numberOfLines: numberOfLines, isTopAligned: isTopAligned, lineBreakMode: style.lineBreakMode.layoutMode,
      paragraphStyle: style.layoutStyle, kern: kern(attributes?[.kern]))
  }

  /// A run of `text`'s string with one span per attribute run. The paragraph style of the first
  /// character applies to the whole text.
  ///
  /// - Note: UIKit difference: one paragraph style per text (UIKit allows one per paragraph).
  static func run(
    _ text: NSAttributedString, defaultFont: UIFont, defaultColor: UIColor, frame: CGRect = .zero,
    numberOfLines: Int = 0, isTopAligned: Bool = true
  ) -> TextRun {
    let string = text.string
    let first = text.length > 0 ? text.attributes(at: 0, effectiveRange: nil) : [:]
    var run = self.run(
      string, attributes: first.filter { $0.key == .paragraphStyle }, defaultFont: defaultFont,
      defaultColor: defaultColor, frame: frame, numberOfLines: numberOfLines, isTopAligned: isTopAligned)
    // Character offsets of each UTF-16 offset where a character starts.
    var characterStarts: [Int] = []
    var offset = 0
    for character in string {
      characterStarts.append(offset)
      offset += character.utf16.count
    }
    func characterIndex(_ utf16: Int) -> Int {
      var low = 0
      var high = characterStarts.count
      while low < high {
        let middle = (low + high) / 2
        if characterStarts[middle] < utf16 { low = middle + 1 } else { high = middle }
      }
      return low
    }
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
      let characters = characterIndex(range.location)..<characterIndex(range.location + range.length)
      guard !characters.isEmpty else { return }
      run.spans.append(
        TextSpan(
          range: characters, font: (attributes[.font] as? UIFont)?.descriptor,
          color: (attributes[.foregroundColor] as? UIColor)?.rgba,
          kern: attributes[.kern] == nil ? nil : kern(attributes[.kern])))
    }
    return run
  }

  /// A `.kern` value as points (`NSNumber`, `CGFloat`, `Double`, `Int` are accepted).
  static func kern(_ value: Any?) -> CGFloat {
    switch value {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return 0
    }
  }
}

extension NSTextAlignment {
  /// The display list's alignment: `.center` and `.right`; the others draw left to right from
  /// the left.
  var layoutAlignment: TextAlignment {
    switch self {
    case .center: .center
    case .right: .right
    case .left, .justified, .natural: .left
    }
  }
}
