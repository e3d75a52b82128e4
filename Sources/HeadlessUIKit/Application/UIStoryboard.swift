import Foundation

/// A storyboard, as `UIStoryboard`: it exists only as the type of
/// `UIViewController.storyboard`, which is always nil.
///
/// - Note: UIKit difference: Linux has no storyboards or nibs; create controllers in code.
@preconcurrency @MainActor
public final class UIStoryboard {
  private init() {}
}
