import Foundation
import Testing

@testable import HeadlessUIKit

/// A page that logs its appearance callbacks and containment into a shared log.
@MainActor
final class LoggedPage: UIViewController {
  let name: String
  let log: PageLog

  init(_ name: String, log: PageLog, color: UIColor) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    view.backgroundColor = color
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) { log.add("\(name) willAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name) didAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name) willDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name) didDisappear(\(animated))") }
}

/// The shared log of a page rig.
@MainActor
final class PageLog {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A data source over a fixed list of pages and a delegate, both logging.
@MainActor
final class PageBook: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages: [LoggedPage]
  let log: PageLog
  var presents = true

  init(count: Int, log: PageLog) {
    self.log = log
    let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple]
    pages = (0..<count).map { LoggedPage("P\($0)", log: log, color: colors[$0 % colors.count]) }
  }

  private func name(_ controller: UIViewController?) -> String { (controller as? LoggedPage)?.name ?? "nil" }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  )
    -> UIViewController?
  {
    guard let index = pages.firstIndex(where: { $0 === viewController }) else { return nil }
    let result = index > 0 ? pages[index - 1] : nil
    log.add("before(\(name(viewController))) = \(name(result))")
    return result
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  )
    -> UIViewController?
  {
    guard let index = pages.firstIndex(where: { $0 === viewController }) else { return nil }
    let result = index + 1 < pages.count ? pages[index + 1] : nil
    log.add("after(\(name(viewController))) = \(name(result))")
    return result
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    guard presents else { return UIPageViewController.unimplementedPresentationValue }
    log.add("presentationCount")
    return pages.count
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    guard presents else { return UIPageViewController.unimplementedPresentationValue }
    log.add("presentationIndex")
    return pageViewController.viewControllers.flatMap { shown in pages.firstIndex { $0 === shown.first } } ?? 0
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    log.add("willTransitionTo \(pendingViewControllers.map(name))")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    log.add("didFinishAnimating(\(finished)) previous \(previousViewControllers.map(name)) completed \(completed)")
  }
}

/// A 300 × 600 window at scale 1 and 60 fps whose root is a page view controller over a book.
@MainActor
final class PageRig {
  let timeline = Timeline(fps: 60)
  let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 300, height: 600), scale: 1))
  let log = PageLog()
  let book: PageBook
  let pager: UIPageViewController
  private var frame = 0

  init(
    style: UIPageViewController.TransitionStyle, orientation: UIPageViewController.NavigationOrientation = .horizontal,
    options: [UIPageViewController.OptionsKey: Any]? = nil, pages: Int = 3, presents: Bool = true,
    doubleSided: Bool = false
  ) {
    book = PageBook(count: pages, log: log)
    book.presents = presents
    pager = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
    pager.dataSource = book
    pager.delegate = book
    if doubleSided { pager.isDoubleSided = true }
    // One page, or a spread of two (a `.mid` spine, or a page's front and back).
    pager.setViewControllers(Array(book.pages.prefix(pager.requiredPageCount)), direction: .forward, animated: false)
    window.rootViewController = pager
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    window.layoutIfNeeded()
    _ = log.take()
  }

  /// Ticks every frame up to `seconds`.
  func run(to seconds: Double) {
    let last = Int((seconds * 60).rounded())
    while frame < last {
      frame += 1
      timeline.advance(to: FrameIndex(frame))
    }
  }

  /// Runs `action` at `seconds`.
  func at(_ seconds: Double, _ action: @escaping () -> Void) { timeline.schedule(at: seconds, action) }

  /// A finger down at `from` at 0.1 s, moving linearly to `to` over `duration`, held `hold`
  /// seconds, then lifted.
  func drag(from: CGPoint, to: CGPoint, duration: TimeInterval, hold: TimeInterval = 0) {
    var track = TouchTrack(downAt: from, time: 0.1)
    track.move(to: to, duration: duration)
    if hold > 0 { track.hold(for: hold) }
    track.lift()
    timeline.play(track, in: window)
  }

  /// The names of the pager's children.
  var children: [String] { pager.children.map { ($0 as? LoggedPage)?.name ?? "?" } }
}
