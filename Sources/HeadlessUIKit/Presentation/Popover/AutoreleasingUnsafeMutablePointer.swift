/// The Objective-C runtime's out-parameter pointer, as UIKit's Swift signatures spell it
/// (`popoverPresentationController(_:willRepositionPopoverTo:in:)` passes the view through
/// one), so a delegate written for iOS compiles unchanged.
///
/// - Note: UIKit difference: an `UnsafeMutablePointer` (Swift on Linux has no Objective-C
///   runtime and no autoreleasing pointer); `pointee` reads and assigns as on iOS.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
