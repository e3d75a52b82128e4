import Foundation

extension UIScrollView {
  /// Tells the bars around the view controller this scroll view belongs to that its content
  /// moved: the navigation bar (large-title collapse, scroll-edge appearance), the toolbar and
  /// the tab bar (scroll-edge appearance).
  func notifyBarsOfScroll() {
    var view: UIView? = self
    while let current = view, current.owningViewController == nil { view = current.superview }
    guard let controller = view?.owningViewController else { return }
    if let navigation = controller.parent as? UINavigationController {
      navigation.contentDidScroll(self, of: controller)
    }
    controller.tabBarController?.viewIfLoaded?.setNeedsLayout()
  }
}
