import Foundation

extension UIViewController {
  /// The item a navigation bar shows for this controller, created on first access with the
  /// controller's `title`, as `navigationItem`.
  public var navigationItem: UINavigationItem {
    if let item = navigationItemStorage { return item }
    let item = UINavigationItem()
    item.title = title
    navigationItemStorage = item
    return item
  }

  /// The item a tab bar shows for this controller, created on first access with the
  /// controller's `title` and no image, as `tabBarItem`.
  public var tabBarItem: UITabBarItem! {
    get {
      if let item = tabBarItemStorage { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      tabBarItemStorage = item
      return item
    }
    set { tabBarItemStorage = newValue }
  }

  /// The insets the container lays over this controller's root view: a navigation
  /// controller's visible bar (its height, under the inherited top inset).
  var containerSafeAreaInsets: UIEdgeInsets {
    guard let parent else { return .zero }
    if let navigation = parent as? UINavigationController { return navigation.barSafeAreaInsets }
    return .zero
  }
}
