import Foundation
import Testing
import UIKit

/// An onboarding flow as iOS apps write one: a `UIPageViewController` subclass that is its own
/// data source and delegate, with UIKit's page control from the presentation methods.
class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  var pages = [UIViewController]()
  var events = [String]()
  var currentIndex = 0

  override init(
    transitionStyle style: UIPageViewController.TransitionStyle,
    navigationOrientation: UIPageViewController.NavigationOrientation,
    options: [UIPageViewController.OptionsKey: Any]? = nil
  ) {
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 16])
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    delegate = self
    for color in [UIColor.systemBlue, .systemOrange, .systemGreen] {
      let page = UIViewController()
      page.view.backgroundColor = color
      pages.append(page)
    }
    setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
    return pages[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int { currentIndex }

  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    events.append("will \(pages.firstIndex(of: pendingViewControllers[0])!)")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    guard completed, let shown = viewControllers?.first, let index = pages.firstIndex(of: shown) else { return }
    currentIndex = index
    events.append("did \(index)")
  }

  func next() {
    guard currentIndex + 1 < pages.count else { return }
    currentIndex += 1
    setViewControllers([pages[currentIndex]], direction: .forward, animated: true, completion: nil)
  }
}

/// A reader with the book-like curl, its spine given as the NSNumber iOS code passes.
class ReaderViewController: UIPageViewController {
  init() {
    let options = [
      UIPageViewController.OptionsKey.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.min.rawValue)
    ]
    super.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: options)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A two-page book as Xcode's Page-Based App template lays it out in landscape: the `.mid`
/// spine passed as an NSNumber, a model object as data source, two pages side by side.
class BookModel: NSObject, UIPageViewControllerDataSource {
  var pages = [UIViewController]()
  var asked = [String]()

  override init() {
    super.init()
    for _ in 0..<6 { pages.append(UIViewController()) }
  }

  func indexOf(_ viewController: UIViewController) -> Int {
    return pages.firstIndex(of: viewController) ?? NSNotFound
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    let index = indexOf(viewController)
    asked.append("before \(index)")
    if index == 0 || index == NSNotFound { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    let index = indexOf(viewController)
    asked.append("after \(index)")
    if index == NSNotFound || index + 1 == pages.count { return nil }
    return pages[index + 1]
  }
}

/// Xcode's Page-Based App template: a root controller embedding a page view controller whose
/// delegate shows one page in portrait and a two-page spread in landscape.
class BookRootViewController: UIViewController, UIPageViewControllerDelegate {
  var pageViewController: UIPageViewController?
  let modelController = BookModel()
  var orientations = [UIInterfaceOrientation]()

  override func viewDidLoad() {
    super.viewDidLoad()
    pageViewController = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    pageViewController!.delegate = self
    let startingViewController = modelController.pages[0]
    pageViewController!.setViewControllers(
      [startingViewController], direction: .forward, animated: false, completion: { done in })
    pageViewController!.dataSource = modelController
    addChild(pageViewController!)
    view.addSubview(pageViewController!.view)
    pageViewController!.view.frame = view.bounds
    pageViewController!.didMove(toParent: self)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation {
    orientations.append(orientation)
    if orientation.isPortrait {
      // In portrait: one page, the spine on the left.
      let currentViewController = pageViewController.viewControllers![0]
      pageViewController.setViewControllers(
        [currentViewController], direction: .forward, animated: true, completion: { done in })
      pageViewController.isDoubleSided = false
      return .min
    }
    // In landscape: the current page and its neighbour side by side.
    let currentViewController = pageViewController.viewControllers![0]
    var viewControllers: [UIViewController]
    let indexOfCurrentViewController = modelController.indexOf(currentViewController)
    if indexOfCurrentViewController == 0 || indexOfCurrentViewController % 2 == 0 {
      let nextViewController = modelController.pageViewController(
        pageViewController, viewControllerAfter: currentViewController)
      viewControllers = [currentViewController, nextViewController!]
    } else {
      let previousViewController = modelController.pageViewController(
        pageViewController, viewControllerBefore: currentViewController)
      viewControllers = [previousViewController!, currentViewController]
    }
    pageViewController.setViewControllers(viewControllers, direction: .forward, animated: true, completion: { done in })
    return .mid
  }
}

@MainActor
@Suite("UIPageViewController and UIPageControl as iOS code uses them (Swift 5 mode)")
struct PageViewControllerCompatTests {
  @Test func anOnboardingFlowSwipesAndShowsItsPageControl() {
    let onboarding = OnboardingViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let bench = TestBench(root: onboarding)
    let pageControl = onboarding.view.subviews.compactMap { $0 as? UIPageControl }.first
    #expect(pageControl?.numberOfPages == 3)
    #expect(pageControl?.currentPage == 0)
    var swipe = TouchTrack(downAt: CGPoint(x: 260, y: 300), time: 0.1)
    swipe.move(to: CGPoint(x: 60, y: 300), duration: 0.2)
    swipe.lift()
    bench.timeline.play(swipe, in: bench.window)
    bench.run(to: 1.5)
    #expect(onboarding.events == ["will 1", "did 1"])
    #expect(pageControl?.currentPage == 1)
    bench.at(1.6) { onboarding.next() }
    bench.run(to: 2.2)
    #expect(onboarding.viewControllers?.first === onboarding.pages[2])
    #expect(pageControl?.currentPage == 2, "setViewControllers asks presentationIndex again")
    #expect(onboarding.events == ["will 1", "did 1"], "no delegate call for a programmatic turn")
  }

  @Test func aReaderCurlsWithItsGestureRecognizers() {
    let reader = ReaderViewController()
    #expect(reader.spineLocation == .min)
    #expect(reader.transitionStyle == .pageCurl)
    #expect(reader.gestureRecognizers.contains { $0 is UIPanGestureRecognizer })
    #expect(reader.gestureRecognizers.contains { $0 is UITapGestureRecognizer })
    let first = UIViewController()
    let second = UIViewController()
    reader.setViewControllers([first], direction: .forward, animated: false)
    let bench = TestBench(root: reader)
    var done = false
    bench.at(0.1) { reader.setViewControllers([second], direction: .reverse, animated: true) { done = $0 } }
    bench.run(to: 1)
    #expect(done)
    #expect(reader.viewControllers == [second])
    #expect(reader.children == [second])
  }

  @Test func aTwoPageBookTurnsItsRightPageOverTheSpine() {
    let model = BookModel()
    let options = [
      UIPageViewController.OptionsKey.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)
    ]
    let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: options)
    book.dataSource = model
    #expect(book.spineLocation == .mid)
    #expect(book.isDoubleSided)
    book.setViewControllers([model.pages[0], model.pages[1]], direction: .forward, animated: false, completion: nil)
    let bench = TestBench(root: book)
    let width = book.view.bounds.width
    #expect(model.pages[1].view.frame.minX == width / 2)
    var done = false
    bench.at(0.1) {
      book.setViewControllers([model.pages[2], model.pages[3]], direction: .forward, animated: true) { done = $0 }
    }
    bench.run(to: 1)
    #expect(done)
    #expect(book.viewControllers == [model.pages[2], model.pages[3]])
    #expect(model.asked.isEmpty, "setViewControllers asks nobody")
    var swipe = TouchTrack(downAt: CGPoint(x: width - 10, y: 300), time: 1.1)
    swipe.move(to: CGPoint(x: 20, y: 300), duration: 0.25)
    swipe.lift()
    bench.timeline.play(swipe, in: bench.window)
    bench.run(to: 2.5)
    #expect(model.asked == ["after 3", "after 4"])
    #expect(book.viewControllers == [model.pages[4], model.pages[5]])
  }

  @Test func thePageBasedAppTemplateShowsASpreadInLandscape() {
    let root = BookRootViewController()
    let bench = PadBench(root: root, size: CGSize(width: 768, height: 1024))
    let book = root.pageViewController!
    let pages = root.modelController.pages
    #expect(book.spineLocation == .min)
    #expect(root.orientations.isEmpty, "no rotation yet")
    bench.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    bench.window.layoutIfNeeded()
    #expect(root.orientations == [.landscapeRight])
    #expect(book.spineLocation == .mid)
    #expect(book.isDoubleSided, "the .mid spine makes it double-sided")
    #expect(book.viewControllers == [pages[0], pages[1]])
    #expect(pages[1].view.frame == CGRect(x: 512, y: 0, width: 512, height: 768))
    #expect(book.children == [pages[0], pages[1]])
    bench.window.frame = CGRect(x: 0, y: 0, width: 768, height: 1024)
    bench.window.layoutIfNeeded()
    #expect(root.orientations == [.landscapeRight, .portrait])
    #expect(book.spineLocation == .min)
    #expect(!book.isDoubleSided)
    #expect(book.viewControllers == [pages[0]])
    #expect(pages[0].view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
    #expect(pages[1].parent == nil && pages[1].view.superview == nil)
  }

  @Test func aPageControlAsAScreenUsesIt() {
    let pageControl = UIPageControl()
    pageControl.numberOfPages = 5
    pageControl.currentPage = 2
    pageControl.pageIndicatorTintColor = .lightGray
    pageControl.currentPageIndicatorTintColor = .black
    pageControl.hidesForSinglePage = true
    let size = pageControl.size(forNumberOfPages: 5)
    pageControl.frame = CGRect(origin: .zero, size: size)
    #expect(size.width == 71)
    var changes = 0
    pageControl.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    pageControl.sendActions(for: .valueChanged)
    #expect(changes == 1)
  }
}
