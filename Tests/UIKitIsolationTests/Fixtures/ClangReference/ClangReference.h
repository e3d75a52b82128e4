// A C declaration imported the way the SDK imports UIKit's: `NS_SWIFT_UI_ACTOR` expands to
// `__attribute__((swift_attr("@UIActor")))`, and `@UIActor` is `@MainActor`. Clang-imported
// declarations are always `@preconcurrency` to Swift, so this function is isolated exactly as
// `UIView.layoutIfNeeded()` is in Apple's UIKit.
#define REFERENCE_UI_ACTOR __attribute__((swift_attr("@MainActor")))

REFERENCE_UI_ACTOR void ReferenceMainActorFunction(void);
