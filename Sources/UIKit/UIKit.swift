// `import UIKit` on Linux. An iOS file's `import UIKit` brings UIKit itself, Foundation, Core
// Graphics and QuartzCore; here all of that is HeadlessUIKit, which re-exports Foundation
// (CGFloat, CGPoint, CGSize, CGRect) and Graphics (CGAffineTransform, CGColor, CGPath,
// CATransform3D). This module exists only so that the same source file compiles unchanged in
// an iOS target and in a Linux target that depends on the `UIKit` product.
@_exported import CoreGraphics
@_exported import HeadlessUIKit
@_exported import QuartzCore
