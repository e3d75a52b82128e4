/// Any Core Foundation object, as `CFTypeRef`: how the SDK types a property that accepts several
/// kinds of object (`CATextLayer.font` takes a font or a font name).
///
/// - Note: UIKit difference: Foundation on Linux does not export Core Foundation's types to
///   Swift, so QuartzCore declares the alias itself (an object of any class, as on Apple
///   platforms, where `CFTypeRef` is `AnyObject`).
public typealias CFTypeRef = AnyObject
