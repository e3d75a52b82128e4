import Foundation
import HeadlessUIKit

extension SceneDecoder {
  /// Replays the sorted script on a model of the root (navigation stack, tabs or a single
  /// screen) and the presented screens, rejecting what UIKit would refuse:
  ///
  /// - `push`/`pop` need a navigation root; pushing a screen already shown is an error (UIKit
  ///   raises "Pushing the same view controller instance more than once is not supported"), and
  ///   so is a pop when only the root screen is left (UIKit does nothing); `popTo` needs a
  ///   screen on the stack below the top ("Tried to pop to a view controller that doesn't
  ///   exist"), `popToRoot` a stack deeper than the root;
  /// - `select` needs a tabs root and an index among the tabs;
  /// - `present` needs a screen not shown anywhere yet (UIKit traps on presenting a controller
  ///   that is already presented or has a parent);
  /// - a screen presented with `transition: partialCurl` cannot present another, and a partial
  ///   curl cannot be presented from a screen presented in a style other than `fullScreen`
  ///   (UIKit raises);
  /// - a popover's `source` must be a view id of the screen it is presented from;
  /// - `dismiss` needs something presented; `detent` a sheet presented with that detent;
  /// - `keyboard: show` needs the keyboard hidden and `keyboard: hide` needs it shown (UIKit
  ///   posts nothing for a keyboard that does not move);
  /// - `search` and `scope` need the top screen of a navigation root with a `search`, nothing
  ///   presented; Cancel and the scope bar once the activation has finished, and no push, pop
  ///   or presentation while a search is active (see ``SearchSimulation``).
  ///
  /// What a `drag` or `tap` does is decided by the gesture recognizers at render time (an edge
  /// swipe may pop or cancel), so the entries after the first touch are not replayed; UIKit's
  /// own checks still apply when the scene renders.
  /// Collections: a `magicMove` push needs an on-screen item of the top screen's collection
  /// (in its current layout), a `magicMove` pop a screen pushed with it, and a layout-to-layout
  /// push a screen with no items of its own or the same as the top screen's (UIKit shares one
  /// collection view).
  static func simulate(
    _ entries: [Entry], root: RootSpec, screens: [ScreenSpec] = [], windowSize: CGSize = .zero
  ) throws {
    var stack = root.screenNames
    var selected = 0
    var presented: [String] = []
    var presentedStyles: [(style: UIModalPresentationStyle, transition: UIModalTransitionStyle)] = []
    var presentedSheets: [SheetSpec?] = []
    var collections = CollectionSimulation(screens: screens, windowSize: windowSize)
    var keyboardShown = false
    var focused: String?
    var search = SearchSimulation()
    for entry in entries {
      if case .touch = entry.action.kind { return }
      if case .multiTouch = entry.action.kind { return }
      let at = format(entry.action.time)
      var shown: [String] { stack + presented }
      switch entry.action.kind {
      case .push(let screen, let animated, let animator):
        try search.checkNavigation(entry, step: "push")
        guard case .navigation = root else {
          throw entry.target.error("'push' needs a navigation root (root: { navigation: <screen> })")
        }
        guard !shown.contains(screen) else {
          throw entry.target.error(
            "screen '\(screen)' is already on the navigation stack [\(stack.joined(separator: ", "))] at \(at) s"
              + " (UIKit raises \"Pushing the same view controller instance more than once is not supported\")")
        }
        try checkVia(entry, screen: stack.last!, screens: screens)
        try collections.push(screen, from: stack.last!, animated: animated, animator: animator, entry: entry)
        stack.append(screen)
      case .pop(_, let animator):
        try search.checkNavigation(entry, step: "pop")
        guard case .navigation(let rootName) = root else {
          throw entry.target.error("'pop' needs a navigation root (root: { navigation: <screen> })")
        }
        guard stack.count > 1 else {
          throw entry.target.error(
            "nothing to pop: only the root screen '\(rootName)' is on the navigation stack at \(at) s")
        }
        try collections.pop(stack.last!, animator: animator, entry: entry)
        stack.removeLast()
      case .popTo(let screen, _, let animator):
        try search.checkNavigation(entry, step: "popTo")
        guard case .navigation = root else {
          throw entry.target.error("'popTo' needs a navigation root (root: { navigation: <screen> })")
        }
        guard let index = stack.firstIndex(of: screen) else {
          throw entry.target.error(
            "screen '\(screen)' is not on the navigation stack [\(stack.joined(separator: ", "))] at \(at) s"
              + " (UIKit raises \"Tried to pop to a view controller that doesn't exist\")")
        }
        guard index < stack.count - 1 else {
          throw entry.target.error(
            "nothing to pop: screen '\(screen)' is already the top of the navigation stack at \(at) s")
        }
        try collections.pop(stack.last!, animator: animator, entry: entry)
        for hidden in stack[(index + 1)..<(stack.count - 1)] {
          try collections.pop(hidden, animator: AnimatorSpec(name: "system"), entry: entry)
        }
        stack.removeSubrange((index + 1)...)
      case .popToRoot(_, let animator):
        try search.checkNavigation(entry, step: "popToRoot")
        guard case .navigation(let rootName) = root else {
          throw entry.target.error("'popToRoot' needs a navigation root (root: { navigation: <screen> })")
        }
        guard stack.count > 1 else {
          throw entry.target.error(
            "nothing to pop: only the root screen '\(rootName)' is on the navigation stack at \(at) s")
        }
        try collections.pop(stack.last!, animator: animator, entry: entry)
        for hidden in stack[1..<(stack.count - 1)] {
          try collections.pop(hidden, animator: AnimatorSpec(name: "system"), entry: entry)
        }
        stack.removeSubrange(1...)
      case .turn(let direction, _):
        guard case .pages(let pages) = root else {
          throw entry.target.error("'turn' needs a pages root (root: { pages: { screens: [<screens>] } })")
        }
        let step = pages.pagesPerSpread
        let next = selected + (direction == .forward ? step : -step)
        guard pages.screens.indices.contains(next), pages.screens.indices.contains(next + step - 1) else {
          throw entry.target.error(
            "no page \(direction == .forward ? "after" : "before") '\(pages.screens[selected])' at \(at) s (pages: \(pages.screens.joined(separator: ", ")))"
          )
        }
        selected = next
      case .layout(let screen, let layout, _):
        collections.currentLayout[screen] = layout
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
        selected = index
      case .present(let screen, let style, let transition, _, let animator):
        try search.checkNavigation(entry, step: "present")
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
        let shownRoot = if case .navigation = root { stack.last! } else { stack[min(selected, stack.count - 1)] }
        try checkPopoverSource(entry, presenting: presented.last ?? shownRoot, screens: screens)
        try checkVia(entry, screen: presented.last ?? shownRoot, screens: screens)
        let rootScreen: String? = if case .screen(let name) = root { name } else { nil }
        try collections.present(presenter: presented.last ?? rootScreen, animator: animator, entry: entry)
        presented.append(screen)
        presentedStyles.append((style, transition))
        presentedSheets.append(entry.action.sheet ?? (sheetStyles.contains(style) ? SheetSpec() : nil))
      case .dismiss:
        guard !presented.isEmpty else {
          throw entry.target.error("nothing is presented at \(at) s; there is nothing to dismiss")
        }
        presented.removeLast()
        presentedStyles.removeLast()
        presentedSheets.removeLast()
      case .detent(let detent, _):
        guard let top = presented.last, let sheet = presentedSheets.last else {
          throw entry.target.error("'detent' needs a screen presented at \(at) s; nothing is presented")
        }
        guard let spec = sheet else {
          throw entry.target.error(
            "'detent' needs a sheet, but '\(top)' is presented with style '\(presentedStyles.last!.style)' at \(at) s")
        }
        guard spec.detents.contains(detent) else {
          throw entry.target.error(
            "'\(detent)' is not one of the detents of '\(top)' [\(spec.detents.map(\.description).joined(separator: ", "))]"
          )
        }
      case .touch, .multiTouch:
        return
      case .constraints:
        // A screen's constraints change whether it is shown or not (the decoder checked the ids).
        break
      case .keyboard(let shown):
        guard shown != keyboardShown else {
          throw entry.target.error(
            "the keyboard is already \(shown ? "shown" : "hidden") at \(at) s; 'keyboard: \(shown ? "show" : "hide")' would do nothing"
          )
        }
        keyboardShown = shown
      case .focus(let id):
        let top = presented.last ?? stack.last ?? ""
        let inputs = textInputIDs(in: screens.first { $0.name == top }?.views ?? [])
        guard inputs.contains(id) else {
          let known =
            inputs.isEmpty
            ? "it declares no text fields or text views with an id"
            : "its text inputs: \(inputs.joined(separator: ", "))"
          throw entry.target.error(
            "focus: no text field or text view '\(id)' in the screen '\(top)' shown at \(at) s (\(known))")
        }
        focused = id
        keyboardShown = true
        search.focusMovedAway()
      case .type:
        guard focused != nil || search.isEditing else {
          throw entry.target.error("type: nothing is focused at \(at) s; add a 'focus: <text field id>' step before it")
        }
      case .splitColumn(let column, let shows):
        let step = shows ? "showColumn" : "hideColumn"
        let split = try splitRoot(root, entry: entry, step: step)
        if split.style == .classic {
          throw entry.target.error(
            "'\(step)' needs a column style (doubleColumn or tripleColumn): a classic split view controller has no show(_:)/hide(_:); use 'displayMode'"
          )
        }
        if column == .supplementary, split.style != .tripleColumn {
          throw entry.target.error(
            "a \(split.style.rawValue) split has no supplementary column (it needs 'style: tripleColumn')")
        }
      case .displayMode(let mode, _):
        let split = try splitRoot(root, entry: entry, step: "displayMode")
        if split.style != .tripleColumn, [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode)
        {
          throw entry.target.error(
            "'\(mode)' shows two leading columns and needs 'style: tripleColumn' (the split is \(split.style.rawValue))"
          )
        }
      case .showDetail(let screen):
        _ = try splitRoot(root, entry: entry, step: "showDetail")
        guard !shown.contains(screen) else {
          throw entry.target.error(
            "screen '\(screen)' is already shown at \(at) s (columns, details or presented: \(shown.joined(separator: ", ")));"
              + " a controller has one parent")
        }
        stack.append(screen)
      case .search, .scope:
        let step = if case .scope = entry.action.kind { "scope" } else { "search" }
        let screen = try SearchSimulation.screen(
          for: entry, root: root, stack: stack, presented: presented, screens: screens, step: step)
        let wasEditing = search.isEditing
        try search.perform(entry, on: screen)
        if search.isEditing, !wasEditing {
          // The search field takes the focus from any other input; the keyboard rises.
          focused = nil
          keyboardShown = true
        } else if wasEditing, !search.isEditing {
          // Deactivation ends editing: the keyboard goes down.
          keyboardShown = false
        }
      case .resize(let size, _, _):
        // The window takes its new size at the step's time (its layout animates from there):
        // later checks of what is on screen use it.
        collections.windowSize = size
      }
    }
  }

  /// The split root a split step needs, or an error naming the step.
  static func splitRoot(_ root: RootSpec, entry: Entry, step: String) throws -> SplitSpec {
    guard case .split(let split) = root else {
      throw entry.target.error(
        "'\(step)' needs a split root (root: { split: { primary: <screen>, secondary: <screen> } })")
    }
    return split
  }

  /// The ids of the text fields and text views among `views` and their subviews.
  static func textInputIDs(in views: [ViewSpec]) -> [String] {
    views.flatMap { view -> [String] in
      let own = (view.textField != nil || view.textView != nil) ? [view.id].compactMap { $0 } : []
      return own + textInputIDs(in: view.subviews)
    }
  }
}
