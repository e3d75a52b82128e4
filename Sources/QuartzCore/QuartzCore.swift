// `import QuartzCore` on Linux: CALayer, CAAnimation and its subclasses, CATransaction,
// CAMediaTimingFunction, CADisplayLink and CATransform3D. They live in HeadlessUIKit (layers and
// views share one model), so this module re-exports it, with Foundation and Graphics.
//
// - Note: UIKit difference: `import QuartzCore` also makes the UIKit types visible here.
@_exported import HeadlessUIKit
