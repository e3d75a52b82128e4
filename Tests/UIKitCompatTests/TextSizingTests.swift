import Testing
import UIKit

/// A toast whose bubble is sized by measuring its text, the way iOS code does it: free helper
/// functions, `sizeToFit()`, `NSString.size(withAttributes:)` and `boundingRect` with `ceil`.
func toastBubbleSize(for message: String, font: UIFont, maxWidth: CGFloat) -> CGSize {
  let rect = (message as NSString).boundingRect(
    with: CGSize(width: maxWidth, height: .greatestFiniteMagnitude),
    options: [.usesLineFragmentOrigin, .usesFontLeading],
    attributes: [.font: font],
    context: nil)
  return CGSize(width: ceil(rect.width) + 24, height: ceil(rect.height) + 16)
}

final class ToastView: UIView {
  let label = UILabel()

  init(message: String) {
    super.init(frame: .zero)
    label.text = message
    label.font = UIFont.systemFont(ofSize: 15)
    label.numberOfLines = 0
    label.textAlignment = .center
    addSubview(label)
    let size = toastBubbleSize(for: message, font: label.font, maxWidth: 200)
    frame = CGRect(origin: .zero, size: size)
    label.frame = bounds.insetBy(dx: 12, dy: 8)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
@Suite("Text sizing as iOS code does it")
struct TextSizingTests {
  @Test func sizeToFitAndStringSizesAgree() {
    let font = UIFont.boldSystemFont(ofSize: 17)
    let title = UILabel()
    title.font = font
    title.text = "Title"
    title.sizeToFit()
    let measured = ("Title" as NSString).size(withAttributes: [.font: font])
    // sizeToFit rounds up to pixels; the string's size is exact.
    #expect(title.bounds.width >= measured.width && title.bounds.width - measured.width < 1)
    #expect(title.bounds.height >= measured.height && title.bounds.height - measured.height < 1)
    #expect(abs(measured.height - font.lineHeight) < 0.0001)
  }

  @Test func aToastWrapsLongMessagesAndItsLabelFits() {
    let short = ToastView(message: "Saved")
    let long = ToastView(message: "Your changes were saved and will sync to your other devices shortly")
    #expect(short.frame.height == ceil(UIFont.systemFont(ofSize: 15).lineHeight) + 16)
    #expect(long.frame.width <= 224)
    #expect(long.frame.height > 2 * UIFont.systemFont(ofSize: 15).lineHeight)
    let fitting = long.label.sizeThatFits(CGSize(width: long.label.bounds.width, height: .greatestFiniteMagnitude))
    #expect(fitting.height <= long.label.bounds.height + 1)
  }

  @Test func attributedTitlesWithParagraphStyles() {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 6
    style.alignment = .center
    let text = NSAttributedString(
      string: "Two\nlines",
      attributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style, .kern: 1.5])
    let label = UILabel()
    label.numberOfLines = 0
    label.attributedText = text
    label.sizeToFit()
    let rect = text.boundingRect(
      with: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil)
    #expect(abs(rect.height - (2 * UIFont.systemFont(ofSize: 20).lineHeight + 6)) < 0.0001)
    #expect(label.bounds.height >= rect.height && label.bounds.height - rect.height < 1)
  }
}
