import Foundation
import HeadlessUIKit

extension SceneDecoder {
  /// Replays the sorted script on a model of the root (navigation stack, tabs or a single
  /// screen) and the presented screens, rejecting what UIKit would refuse:
  ///
  /// - `push`/`pop` need a navigation root; pushing a screen already shown is an error (UIKit
  ///   raises "Pushing the same view controller instance more than once is not supported"), and
  ///   so is a pop when only the root screen is left (UIKit does nothing);
  /// - `select` needs a tabs root and an index among the tabs;
  /// - `present` needs a screen not shown anywhere yet (UIKit traps on presenting a controller
  ///   that is already presented or has a parent);
  /// - a screen presented with `transition: partialCurl` cannot present another, and a partial
  ///   curl cannot be presented from a screen presented in a style other than `fullScreen`
  ///   (UIKit raises);
  /// - `dismiss` needs something presented.
  ///
  /// What a `drag` or `tap` does is decided by the gesture recognizers at render time (an edge
  /// swipe may pop or cancel), so the entries after the first touch are not replayed; UIKit's
  /// own checks still apply when the scene renders.
  static func simulate(_ entries: [Entry], root: RootSpec) throws {
    var stack = root.screenNames
    var presented: [String] = []
    var presentedStyles: [(style: UIModalPresentationStyle, transition: UIModalTransitionStyle)] = []
    for entry in entries {
      if case .touch = entry.action.kind { return }
      let at = format(entry.action.time)
      var shown: [String] { stack + presented }
      switch entry.action.kind {
      case .push(let screen, _, _):
        guard case .navigation = root else {
          throw entry.target.error("'push' needs a navigation root (root: { navigation: <screen> })")
        }
        guard !shown.contains(screen) else {
          throw entry.target.error(
            "screen '\(screen)' is already on the navigation stack [\(stack.joined(separator: ", "))] at \(at) s"
              + " (UIKit raises \"Pushing the same view controller instance more than once is not supported\")")
        }
        stack.append(screen)
      case .pop:
        guard case .navigation(let rootName) = root else {
          throw entry.target.error("'pop' needs a navigation root (root: { navigation: <screen> })")
        }
        guard stack.count > 1 else {
          throw entry.target.error(
            "nothing to pop: only the root screen '\(rootName)' is on the navigation stack at \(at) s")
        }
        stack.removeLast()
      case .select(let index, _):
        let tabs: [String]
        switch root {
        case .tabs(let names), .container(let names): tabs = names
        default:
          throw entry.target.error(
            "'select' needs a tabs or container root (root: { tabs: [<screens>] } or { container: [<screens>] })")
        }
        guard tabs.indices.contains(index) else {
          throw entry.target.error(
            "tab index \(index) is outside 0..<\(tabs.count) (tabs: \(tabs.joined(separator: ", ")))")
        }
      case .present(let screen, let style, let transition, _, _):
        guard !shown.contains(screen) else {
          throw entry.target.error(
            "screen '\(screen)' is already shown at \(at) s (root or presented: \(shown.joined(separator: ", ")));"
              + " UIKit cannot present a controller that is already presented or has a parent")
        }
        if let top = presented.last, let how = presentedStyles.last {
          if how.transition == .partialCurl {
            throw entry.target.error(
              "screen '\(top)' was presented with transition 'partialCurl' and cannot present '\(screen)' at \(at) s (UIKit refuses)"
            )
          }
          if transition == .partialCurl, how.style != .fullScreen {
            throw entry.target.error(
              "'partialCurl' needs a full-screen presenter, but '\(top)' is presented with style '\(how.style)' at \(at) s (UIKit refuses a partial curl from a non-fullscreen view controller)"
            )
          }
        }
        presented.append(screen)
        presentedStyles.append((style, transition))
      case .dismiss:
        guard !presented.isEmpty else {
          throw entry.target.error("nothing is presented at \(at) s; there is nothing to dismiss")
        }
        presented.removeLast()
        presentedStyles.removeLast()
      case .touch:
        return
      }
    }
  }
}
