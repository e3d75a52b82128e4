import Foundation

/// A Foundation file error (`NSCocoaErrorDomain … error 512`) said as a person would: the
/// operation's path and the system's reason, e.g. `cannot write '/ro/goldens/x.png': Read-only
/// file system`.
struct ReadableError: Error, CustomStringConvertible {
  var description: String

  /// `error` itself, or a ``ReadableError`` when it is a Foundation file error.
  static func wrap(_ error: Error) -> Error {
    let ns = error as NSError
    guard ns.domain == NSCocoaErrorDomain else { return error }
    let path = (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
    var reason = ns.localizedFailureReason ?? ""
    if let posix = ns.userInfo[NSUnderlyingErrorKey] as? POSIXError {
      reason = String(cString: strerror(posix.code.rawValue))
    } else if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      reason = String(cString: strerror(Int32(underlying.code)))
    }
    let action =
      (CocoaError.Code.fileReadUnknown.rawValue...CocoaError.Code.fileReadUnsupportedScheme.rawValue)
        .contains(ns.code) || ns.code == CocoaError.Code.fileNoSuchFile.rawValue ? "read" : "write"
    let subject = path.map { "'\($0)'" } ?? "a file"
    return ReadableError(
      description: "cannot \(action) \(subject)" + (reason.isEmpty ? "" : ": \(reason)"))
  }
}
