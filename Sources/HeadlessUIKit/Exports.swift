// Ported UIKit code imports only `HeadlessUIKit`; it must see Foundation's CGFloat/CGPoint/CGSize/
// CGRect and the Core Graphics types (CGAffineTransform, CGColor) exactly as `import UIKit` does.
@_exported import Foundation
@_exported import Graphics
