import Foundation
import HeadlessUIKit

extension SceneDecoder {
  static let pagesFields = ["screens", "style", "orientation", "spacing", "spine", "pageControl"]

  /// `root.pages`: `{ screens: [<screens>], style: scroll|pageCurl, orientation:
  /// horizontal|vertical, spacing: <points>, spine: min|max, pageControl: <bool> }`.
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
      spec.spine = try spine.oneOf([("min", .min), ("max", .max)])
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
