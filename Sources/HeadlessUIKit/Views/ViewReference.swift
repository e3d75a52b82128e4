/// A non-owning reference to a view that reads nil once the view is gone, as a `weak`
/// reference does, without one: the back-pointers to a view that every frame follows (its
/// layer's `delegate`, its subviews' `superview`, the items of the constraints on it) hold the
/// view's one `ViewReference` strongly instead of holding the view weakly.
///
/// Why: the Swift runtime moves an object's reference counts to a side table the first time a
/// weak reference to it is made, and from then on every retain and release of the object takes
/// the runtime's slow path (about 75 instructions instead of about 20). Views are retained and
/// released thousands of times a frame (layout, display list); with weak back-pointers they were
/// a fifth of a model tick of a constraint-laid-out screen.
///
/// Lifetime rule: each view makes its reference in `init` and sets ``view`` to nil in its
/// `deinit` (`UIView.deinit`), before its memory is freed, so ``view`` never points at freed
/// memory: it is the view while the view lives, then nil for good. Nothing else writes it.
/// - Note: Unlike a weak reference, ``view`` still reads the view while the deinitializers of
///   the view's subclasses run (UIView's own `deinit`, which clears it, runs last); a weak
///   reference reads nil from the moment the last strong reference goes.
final class ViewReference: @unchecked Sendable {
  // `@unchecked Sendable`: the view's `deinit`, which is nonisolated, must reach it. The one
  // stored value is a pointer written in the view's `init` and `deinit` only (main actor, or the
  // thread that released the view's last reference, when nothing else can reach the view).
  // `@exclusivity(unchecked)`: a plain pointer read for every view of every frame, with no
  // access held across a call.
  /// The view, or nil once it has been deinitialised.
  @exclusivity(unchecked) unowned(unsafe) var view: UIView?

  init() { view = nil }
}
