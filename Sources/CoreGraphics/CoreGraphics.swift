// `import CoreGraphics` on Linux. Foundation already defines CGFloat, CGPoint, CGSize and CGRect
// (they are not redefined); Graphics adds CGAffineTransform, CGColor, CGPath, CGMutablePath and
// the line cap/join and fill-rule enums; CGContext and CGVector live in HeadlessUIKit, so it is
// re-exported too.
//
// - Note: UIKit difference: `import CoreGraphics` also makes the UIKit types visible here.
@_exported import Foundation
@_exported import Graphics
@_exported import HeadlessUIKit
