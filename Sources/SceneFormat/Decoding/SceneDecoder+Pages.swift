import Foundation
import HeadlessUIKit

extension SceneDecoder {
  static let pagesFields = ["screens", "style", "orientation", "spacing", "spine", "doubleSided", "pageControl"]

  /// `root.pages`: `{ screens: [<screens>], style: scroll|pageCurl, orientation:
  /// horizontal|vertical, spacing: <points>, spine: min|mid|max, doubleSided: <bool>,
  /// pageControl: <bool> }`. UIKit's rules are checked here: `mid` needs `doubleSided` (it is
  /// its default), and a double-sided root takes its screens two by two (an even number).
  func decodePages(_ reader: NodeReader, screens: [ScreenSpec]) throws -> PagesSpec {
    let fields = try reader.mapping(accepting: Self.pagesFields)
    let names = try Self.screenList(fields.required("screens"), in: screens, role: "a page")
    let style = try fields.value("style", default: UIPageViewController.TransitionStyle.scroll) {
      try $0.oneOf([("scroll", .scroll), ("pageCurl", .pageCurl)])
    }
    let orientation = try fields.value("orientation", default: UIPageViewController.NavigationOrientation.horizontal) {
      try $0.oneOf([("horizontal", .horizontal), ("vertical", .vertical)])
    }
    var spec = PagesSpec(screens: names, style: style, orientation: orientation)
    if let spacing = fields.optional("spacing") {
      guard style == .scroll else { throw spacing.error("'spacing' applies to the 'scroll' style only") }
      spec.spacing = try spacing.number("a number of points in [0, 1000]") { $0 >= 0 && $0 <= 1000 }
    }
    if let spine = fields.optional("spine") {
      guard style == .pageCurl else { throw spine.error("'spine' applies to the 'pageCurl' style only") }
      spec.spine = try spine.oneOf([("min", .min), ("mid", .mid), ("max", .max)])
    }
    spec.doubleSided = spec.style == .pageCurl && spec.spine == .mid
    if let doubleSided = fields.optional("doubleSided") {
      guard style == .pageCurl else {
        throw doubleSided.error("'doubleSided' applies to the 'pageCurl' style only (UIKit ignores it for scroll)")
      }
      spec.doubleSided = try doubleSided.bool()
      guard spec.doubleSided || spec.spine != .mid else {
        throw doubleSided.error(
          "'doubleSided' must be true with spine: mid (two pages side by side need content on the back of each page; UIKit raises)"
        )
      }
    }
    if spec.pagesPerSpread == 2, !names.count.isMultiple(of: 2) {
      throw try fields.required("screens").error(
        "a double-sided pageCurl shows its screens two by two (\(spec.spine == .mid ? "left and right pages" : "each page's front and back")): give an even number of screens, not \(names.count)"
      )
    }
    if let pageControl = fields.optional("pageControl") {
      guard style == .scroll else {
        throw pageControl.error("'pageControl' applies to the 'scroll' style only (UIKit shows none for pageCurl)")
      }
      spec.showsPageControl = try pageControl.bool()
    }
    return spec
  }

  /// `turn: forward|reverse` (with `animated`, default true).
  func decodeTurn(_ reader: NodeReader) throws -> UIPageViewController.NavigationDirection {
    try reader.oneOf([("forward", .forward), ("reverse", .reverse)])
  }
}
