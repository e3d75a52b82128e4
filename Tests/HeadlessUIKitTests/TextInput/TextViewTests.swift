import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
final class LoggingTextViewDelegate: UITextViewDelegate {
  var log: [String] = []
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    log.append("shouldBegin")
    return true
  }
  func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    log.append("shouldChange(\(range.location),\(text))")
    return true
  }
  func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
  func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    log.append("shouldEnd")
    return true
  }
  func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
}

/// `UITextView`: defaults, wrapping, content size, self-sizing and the editing callbacks.
@MainActor
@Suite("UITextView")
struct TextViewTests {
  static let words = "The quick brown fox jumps over the lazy dog and keeps running through the field"

  @Test func defaultsAreUIKits() {
    let textView = UITextView(frame: .zero)
    #expect(textView.text == "")
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.isEditable)
    #expect(textView.isScrollEnabled)
    #expect(textView.font == .systemFont(ofSize: 12))
    #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  @Test func textWrapsAndSetsTheContentSize() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
    textView.font = .systemFont(ofSize: 17)
    textView.text = Self.words
    textView.layoutIfNeeded()
    let label = UILabel(frame: .zero)
    label.numberOfLines = 0
    label.lineBreakMode = .byWordWrapping
    label.font = .systemFont(ofSize: 17)
    label.text = Self.words
    let wrapped = label.sizeThatFits(CGSize(width: CGFloat(150), height: .greatestFiniteMagnitude))
    #expect(wrapped.height > 3 * UIFont.systemFont(ofSize: 17).lineHeight)
    #expect(textView.contentSize == CGSize(width: 160, height: wrapped.height + 16))
    #expect(textView.sizeThatFits(CGSize(width: 160, height: 0)).height == wrapped.height + 16)
  }

  @Test func withoutScrollingTheViewSizesItselfToItsText() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
    textView.font = .systemFont(ofSize: 17)
    textView.text = Self.words
    textView.isScrollEnabled = false
    let size = textView.intrinsicContentSize
    #expect(size.width == UIView.noIntrinsicMetric)
    #expect(size.height == textView.sizeThatFits(CGSize(width: 160, height: 0)).height)
    #expect(size.height > 60)
  }

  @Test func editingCallsTheDelegateInUIKitsOrder() {
    let timeline = Timeline(fps: 60)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2))
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    let delegate = LoggingTextViewDelegate()
    textView.delegate = delegate
    window.addSubview(textView)
    window.makeKeyAndVisible()
    timeline.advance(to: 0)
    defer { withExtendedLifetime(timeline) {} }
    #expect(textView.becomeFirstResponder())
    #expect(window.isKeyboardShown)
    textView.insertText("Hi\n")
    #expect(textView.text == "Hi\n")
    #expect(textView.resignFirstResponder())
    #expect(!window.isKeyboardShown)
    #expect(
      delegate.log == [
        "shouldBegin", "didBegin", "shouldChange(0,Hi\n)", "didChangeSelection", "didChange", "shouldEnd", "didEnd",
      ])
    textView.isEditable = false
    #expect(!textView.becomeFirstResponder())
  }
}
