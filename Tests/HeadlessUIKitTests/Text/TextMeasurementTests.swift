import Foundation
import Graphics
import Testing

@testable import HeadlessUIKit

/// UIKit's measuring API against values worked out from DejaVu Sans' FreeType metrics (2048
/// units per em; ascender 1901, descender −483, "H" 1493 and "x" 1120 high; "Title" 4389 units
/// wide with its kerning, "abc" 3681, "The quick" 9939, "brown fox" 10097). Views round up to whole pixels of
/// `UIScreen.main` (scale 3); strings are measured unrounded, as in UIKit.
@MainActor
@Suite("Text measurement: UIFont, UILabel, UIButton, UIImageView, strings")
struct TextMeasurementTests {
  static func points(_ units: Int, _ size: CGFloat) -> CGFloat { CGFloat(units) * size / 2048 }
  static func pixelCeil(_ value: CGFloat) -> CGFloat { (value * 3 - 1e-9).rounded(.up) / 3 }

  @Test func fontMetricsAreTheFontFilesScaled() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.ascender == Self.points(1901, 17))
    #expect(font.descender == Self.points(-483, 17))
    #expect(font.leading == 0)
    #expect(abs(font.lineHeight - Self.points(2384, 17)) < 1e-12)
    #expect(font.capHeight == Self.points(1493, 17))
    #expect(font.xHeight == Self.points(1120, 17))
    #expect(UIFont.boldSystemFont(ofSize: 10).lineHeight == Self.points(2384, 10))
  }

  @Test func labelSizeToFitIsTheTextRoundedUpToPixels() {
    let label = UILabel(frame: CGRect(x: 5, y: 6, width: 300, height: 100))
    label.text = "Title"
    label.sizeToFit()
    #expect(label.frame.origin == CGPoint(x: 5, y: 6))
    #expect(label.frame.size == CGSize(width: Self.pixelCeil(Self.points(4389, 17)), height: 20))
    #expect(label.intrinsicContentSize == label.frame.size)
    // A single-line label reports its whole width, whatever it is offered.
    #expect(label.sizeThatFits(CGSize(width: 10, height: 10)) == label.frame.size)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
    label.text = nil
    #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
  }

  @Test func multilineLabelsWrapAtTheOfferedWidth() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "The quick brown fox"
    let oneLine = UIFont.systemFont(ofSize: 17).lineHeight
    let wrapped = label.sizeThatFits(CGSize(width: Self.points(10097, 17) + 0.5, height: .greatestFiniteMagnitude))
    #expect(wrapped == CGSize(width: Self.pixelCeil(Self.points(10097, 17)), height: Self.pixelCeil(2 * oneLine)))
    // Width 0 means no limit; so does a zero preferredMaxLayoutWidth for the intrinsic size.
    #expect(label.sizeThatFits(.zero).height == Self.pixelCeil(oneLine))
    #expect(label.intrinsicContentSize.height == Self.pixelCeil(oneLine))
    label.preferredMaxLayoutWidth = Self.points(10097, 17) + 0.5
    #expect(label.intrinsicContentSize == wrapped)
    label.numberOfLines = 1
    #expect(label.intrinsicContentSize.height == Self.pixelCeil(oneLine))
    label.numberOfLines = 0
    label.lineBreakMode = .byCharWrapping
    #expect(label.sizeThatFits(CGSize(width: 60, height: 1000)).width <= 60)
  }

  @Test func textRectLimitsLinesAndBoundsHeight() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "The quick brown fox jumps over the lazy dog"
    let oneLine = UIFont.systemFont(ofSize: 17).lineHeight
    let rect = label.textRect(
      forBounds: CGRect(x: 4, y: 8, width: 120, height: 1000), limitedToNumberOfLines: 2)
    #expect(rect.origin == CGPoint(x: 4, y: 8))
    #expect(rect.height == Self.pixelCeil(2 * oneLine))
    let short = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 120, height: 30), limitedToNumberOfLines: 0)
    #expect(short.height == Self.pixelCeil(oneLine))
  }

  @Test func attributedTextIsMeasuredWithItsAttributes() {
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "abc", attributes: [.kern: 2])
    #expect(label.text == "abc")
    #expect(label.intrinsicContentSize.width == Self.pixelCeil(Self.points(3681, 17) + 6))
    label.text = "abc"
    #expect(label.intrinsicContentSize.width == Self.pixelCeil(Self.points(3681, 17)))
    // Reading attributedText after setting text gives the label's font.
    #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
  }

  @Test func stringsAreMeasuredUnrounded() {
    let font = UIFont.systemFont(ofSize: 17)
    let size = "Title".size(withAttributes: [.font: font])
    #expect(abs(size.width - Self.points(4389, 17)) < 1e-9)
    #expect(abs(size.height - font.lineHeight) < 1e-9)
    #expect(("Title" as NSString).size(withAttributes: [.font: font]) == size)
    #expect("a\nb".size(withAttributes: [.font: font]).height == 2 * font.lineHeight)
    // No font: the system font at 12 points.
    #expect("Title".size(withAttributes: nil).height == UIFont.systemFont(ofSize: 12).lineHeight)
  }

  @Test func boundingRectWrapsWithLineFragmentOrigin() {
    let font = UIFont.systemFont(ofSize: 17)
    let width = Self.points(10097, 17) + 0.5
    let context = NSStringDrawingContext()
    let rect = "The quick brown fox".boundingRect(
      with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: context)
    #expect(rect.origin == .zero)
    #expect(abs(rect.width - Self.points(10097, 17)) < 1e-9)
    #expect(abs(rect.height - 2 * font.lineHeight) < 1e-9)
    #expect(context.totalBounds == rect)
    // Without the option: one line, measured from its baseline.
    let line = "The quick brown fox".boundingRect(
      with: CGSize(width: width, height: 100), options: [], attributes: [.font: font], context: nil)
    #expect(line.origin.y == -font.ascender)
    #expect(abs(line.height - font.lineHeight) < 1e-9)
    // A truncating paragraph style keeps the line unwrapped.
    let style = NSMutableParagraphStyle()
    style.lineBreakMode = .byTruncatingTail
    let truncated = "The quick brown fox".boundingRect(
      with: CGSize(width: width, height: 1000), options: .usesLineFragmentOrigin,
      attributes: [.font: font, .paragraphStyle: style], context: nil)
    #expect(abs(truncated.height - font.lineHeight) < 1e-9)
    #expect(truncated.width <= width)
  }

  @Test func attributedBoundingRectHonoursParagraphStyleAndRuns() {
    let font = UIFont.systemFont(ofSize: 17)
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.paragraphSpacing = 6
    let text = NSMutableAttributedString(string: "a\nb", attributes: [.font: font, .paragraphStyle: style])
    let rect = text.boundingRect(
      with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil)
    #expect(abs(rect.height - (2 * font.lineHeight + 10)) < 1e-9)
    text.addAttribute(.font, value: UIFont.systemFont(ofSize: 34), range: NSRange(location: 2, length: 1))
    #expect(abs(text.size().height - (font.lineHeight + 2 * font.lineHeight + 10)) < 1e-9)
  }

  @Test func paragraphStyleCopiesAndDefaults() throws {
    let style = NSParagraphStyle.default
    #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping && style.lineSpacing == 0)
    let mutable = try #require(style.mutableCopy() as? NSMutableParagraphStyle)
    mutable.lineHeightMultiple = 1.5
    mutable.minimumLineHeight = 3
    mutable.maximumLineHeight = 40
    let frozen = try #require(mutable.copy() as? NSParagraphStyle)
    #expect(!(frozen is NSMutableParagraphStyle))
    #expect(frozen.lineHeightMultiple == 1.5 && frozen.minimumLineHeight == 3 && frozen.maximumLineHeight == 40)
    #expect(frozen.isEqual(mutable))
    let other = NSMutableParagraphStyle()
    other.setParagraphStyle(frozen)
    #expect(other.isEqual(frozen))
  }

  /// UIKit's legacy buttons: the title's one-line size with 6 points above and below, beside the
  /// image; 30 × 34 when empty; content insets added.
  @Test func buttonIntrinsicSizeIsTitleAndImagePlusInsets() {
    let button = UIButton(type: .custom)
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
    button.setTitle("Title", for: .normal)
    let titleWidth = Self.pixelCeil(CGFloat(4389) * 15 / 2048)
    let titleHeight = Self.pixelCeil(UIFont.systemFont(ofSize: 15).lineHeight)
    #expect(button.intrinsicContentSize == CGSize(width: titleWidth, height: titleHeight + 12))
    #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
    let image = UIImage(bitmap: Bitmap(width: 20, height: 60, fill: Bitmap.Pixel(r: 1, g: 2, b: 3)), scale: 2)
    button.setImage(image, for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: titleWidth + 10, height: max(30, titleHeight + 12)))
    button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(button.intrinsicContentSize == CGSize(width: titleWidth + 16, height: max(30, titleHeight + 12) + 4))
    button.sizeToFit()
    button.layoutIfNeeded()
    // The image and the title sit side by side, centred as a pair.
    #expect(button.imageView?.frame.minX == 2)
    #expect(button.titleLabel?.frame.minX == 12)
  }

  final class CountingLabel: UILabel {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
      invalidations += 1
      super.invalidateIntrinsicContentSize()
    }
  }

  final class CountingImageView: UIImageView {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
      invalidations += 1
      super.invalidateIntrinsicContentSize()
    }
  }

  /// Every property that changes the measured size tells Auto Layout, as UIKit does.
  @Test func contentChangesInvalidateTheIntrinsicSize() {
    let label = CountingLabel()
    label.text = "a"
    label.attributedText = NSAttributedString(string: "b")
    label.font = .systemFont(ofSize: 20)
    label.numberOfLines = 0
    label.lineBreakMode = .byCharWrapping
    label.preferredMaxLayoutWidth = 100
    #expect(label.invalidations == 6)
    let imageView = CountingImageView(frame: .zero)
    imageView.image = UIImage(bitmap: Bitmap(width: 2, height: 2, fill: Bitmap.Pixel(r: 1, g: 2, b: 3)), scale: 1)
    #expect(imageView.invalidations == 1)
  }

  @Test func imageViewIntrinsicSizeIsItsImageInPoints() {
    let imageView = UIImageView(image: nil)
    #expect(imageView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    #expect(imageView.sizeThatFits(CGSize(width: 50, height: 50)) == .zero)
    imageView.image = UIImage(bitmap: Bitmap(width: 30, height: 12, fill: Bitmap.Pixel(r: 1, g: 2, b: 3)), scale: 3)
    #expect(imageView.intrinsicContentSize == CGSize(width: 10, height: 4))
    imageView.sizeToFit()
    #expect(imageView.frame.size == CGSize(width: 10, height: 4))
  }
}
