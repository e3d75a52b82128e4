import Foundation
import HeadlessUIKit

/// The data source of a `pages` root: each page's neighbours in the declared order, and —
/// when the page control is wanted — the presentation count and index UIKit's page control
/// shows.
@MainActor
final class ScenePagesDataSource: UIPageViewControllerDataSource {
  let pages: [UIViewController]
  let showsPageControl: Bool

  init(pages: [UIViewController], showsPageControl: Bool) {
    self.pages = pages
    self.showsPageControl = showsPageControl
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    showsPageControl ? pages.count : UIPageViewController.unimplementedPresentationValue
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    guard showsPageControl else { return UIPageViewController.unimplementedPresentationValue }
    let shown = pageViewController.viewControllers?.first
    return pages.firstIndex { $0 === shown } ?? 0
  }
}
