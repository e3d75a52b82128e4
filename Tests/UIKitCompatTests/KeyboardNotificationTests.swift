import Foundation
import Testing
import UIKit

/// A chat screen that keeps its composer above the keyboard, written as iOS apps write it
/// (block-based observers, since `#selector` does not exist on Linux; the two that move the
/// composer on the main queue, the others with no queue).
class ChatViewController: UIViewController {
  let composer = UIView()
  var log: [String] = []
  var durations: [Double] = []
  var curves: [UInt] = []
  var endFrames: [CGRect] = []
  var beginFrames: [CGRect] = []
  var animatedInside: [Bool] = []
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    composer.frame = CGRect(x: 0, y: view.bounds.height - 50, width: view.bounds.width, height: 50)
    view.addSubview(composer)
    let center = NotificationCenter.default
    let names: [(Notification.Name, String)] = [
      (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
      (UIResponder.keyboardWillShowNotification, "willShow"),
      (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
      (UIResponder.keyboardDidShowNotification, "didShow"),
      (UIResponder.keyboardWillHideNotification, "willHide"),
      (UIResponder.keyboardDidHideNotification, "didHide"),
    ]
    for (name, label) in names {
      observers.append(
        center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
          MainActor.assumeIsolated { self?.log.append(label) }
        })
    }
    observers.append(
      center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
        [weak self] note in MainActor.assumeIsolated { self?.keyboardWillShow(note) }
      })
    observers.append(
      center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: OperationQueue.main) {
        [weak self] note in MainActor.assumeIsolated { self?.keyboardWillHide(note) }
      })
  }

  func stopObserving() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers = []
  }

  func keyboardWillShow(_ notification: Notification) {
    guard let info = notification.userInfo,
      let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
      let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
      let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
    else { return }
    endFrames.append(end)
    beginFrames.append(begin)
    durations.append(duration)
    curves.append(curve)
    animatedInside.append(UIView.inheritedAnimationDuration > 0)
    // The common pattern: animate with the keyboard's own duration and curve.
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: { self.composer.frame.origin.y = end.minY - 50 })
  }

  func keyboardWillHide(_ notification: Notification) {
    // No block of its own: the keyboard's animation block animates it.
    composer.frame.origin.y = view.bounds.height - 50
  }
}

@MainActor
@Suite("Keyboard notifications with UIKit's user info (Swift 5 mode)")
struct KeyboardNotificationTests {
  @Test func showingAndHidingPostsUIKitsSequenceWithItsValues() {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
    let chat = ChatViewController()
    window.rootViewController = chat
    let timeline = Timeline(fps: 60)
    window.makeKeyAndVisible()
    timeline.attach(window)
    defer { chat.stopObserving() }
    timeline.schedule(at: 0.1) { window.showKeyboard() }
    timeline.schedule(at: 1) { window.hideKeyboard() }

    timeline.advance(to: 6)  // 0.1 s
    #expect(chat.log == ["willChangeFrame", "willShow"])
    #expect(chat.endFrames == [CGRect(x: 0, y: 844 - 336, width: 390, height: 336)], "an iPhone 15's keyboard")
    #expect(chat.beginFrames == [CGRect(x: 0, y: 844, width: 390, height: 336)])
    #expect(chat.durations == [0.25])
    #expect(chat.curves == [7])
    #expect(chat.animatedInside == [true], "posted inside the keyboard's animation block")
    #expect(window.isKeyboardShown)
    #expect(chat.composer.frame.minY == 458, "50 pt above the keyboard's top at 844 − 336")
    timeline.advance(to: 21)  // 0.35 s
    #expect(chat.log == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])

    timeline.advance(to: 60)  // 1 s
    #expect(chat.log.suffix(2) == ["willChangeFrame", "willHide"])
    #expect(chat.composer.frame.minY == 794)
    timeline.advance(to: 66)  // 1.1 s: halfway through the keyboard's 0.25 s spring
    let drawn = chat.composer.layer.presentation()?.frame.minY ?? 0
    #expect(drawn > 844 - 336 - 50 && drawn < 844 - 50, "the composer moves with the keyboard: \(drawn)")
    timeline.advance(to: 80)
    #expect(chat.log.suffix(2) == ["didChangeFrame", "didHide"])
    #expect(!window.isKeyboardShown)
  }

  @Test func aMainQueueObserverRunsInlineForUIKitsPostAndOnTheMainQueueForAnotherThreads() async {
    let name = Notification.Name("CompatBackgroundPost")
    let log = PostLog()
    let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in
      // Traps unless the block runs on the main queue, as on iOS.
      MainActor.assumeIsolated { log.entries.append("block \(note.object as? NSString ?? "-")") }
    }
    NotificationCenter.default.post(name: name, object: "main" as NSString)
    log.entries.append("main post returned")
    await Task.detached {
      NotificationCenter.default.post(name: name, object: "background" as NSString)
      log.entries.append("background post returned")
    }.value
    #expect(
      log.entries == ["block main", "main post returned", "block background", "background post returned"],
      "inline on the main queue; from another thread the post waits for the main queue to run it")
    NotificationCenter.default.removeObserver(token)

    let queue = OperationQueue()
    let other = NotificationCenter.default.addObserver(forName: name, object: nil, queue: queue) { _ in
      log.entries.append("own queue: \(OperationQueue.current === queue)")
    }
    defer { NotificationCenter.default.removeObserver(other) }
    NotificationCenter.default.post(name: name, object: nil)
    #expect(log.entries.last == "own queue: true", "any other queue is Foundation's")
  }

  @Test func keyboardHeightsFollowTheIPhoneAndItsOrientation() {
    #expect(UIWindow.keyboardHeight(for: CGSize(width: 390, height: 844), safeAreaBottom: 34) == 336)
    #expect(UIWindow.keyboardHeight(for: CGSize(width: 844, height: 390), safeAreaBottom: 21) == 209)
    #expect(UIWindow.keyboardHeight(for: CGSize(width: 375, height: 667), safeAreaBottom: 0) == 260)
    #expect(UIWindow.keyboardHeight(for: CGSize(width: 667, height: 375), safeAreaBottom: 0) == 194)
  }
}

/// What the observers saw, in order (written from the main queue, or by a poster the test awaits).
final class PostLog: @unchecked Sendable {
  var entries: [String] = []
}
