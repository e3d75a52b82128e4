import UIKit

/// Responder code as iOS apps write it: initializers in every spelling, first-responder and
/// touch overrides, and the "find my view controller" walk up `next`.

/// A view that takes first-responder status and counts its resignations.
class BadgeView: UIView {
  var resignations = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var canBecomeFirstResponder: Bool {
    return true
  }

  override func resignFirstResponder() -> Bool {
    resignations += 1
    return super.resignFirstResponder()
  }
}

/// A first responder that will not let go.
class StubbornView: UIView {
  override var canBecomeFirstResponder: Bool { return true }
  override var canResignFirstResponder: Bool { return false }
}

/// A view made with a plain `init()`.
class DividerView: UIView {
  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A view that handles its own touches (and so keeps them from its controller).
class SwatchView: UIView {
  var touches: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches.append("began")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches.append("ended")
  }
}

/// A screen that logs the touches its views do not handle, as screens that dismiss on a tap
/// outside do.
class TouchLoggingViewController: UIViewController {
  var touches: [String] = []

  init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var canBecomeFirstResponder: Bool { return true }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches.append("began \(touches.count)")
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches.append("moved")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches.append("ended")
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches.append("cancelled")
  }
}

/// A controller that inherits every initializer.
class EmptyViewController: UIViewController {}

extension UIView {
  /// The view controller that manages this view or its nearest ancestor, found through the
  /// responder chain.
  var parentViewController: UIViewController? {
    var responder: UIResponder? = self
    while let next = responder?.next {
      if let controller = next as? UIViewController {
        return controller
      }
      responder = next
    }
    return nil
  }
}

/// Names an object passed as `NSObject`, as logging helpers do.
func typeName(of object: NSObject) -> String {
  return String(describing: type(of: object))
}
