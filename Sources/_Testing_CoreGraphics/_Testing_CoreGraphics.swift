// Swift Testing's cross-import overlay for `CoreGraphics` (see `_Testing_UIKit`): a file that
// imports both `Testing` and `CoreGraphics` also imports `_Testing_CoreGraphics`, which the Linux
// toolchain does not ship. Deliberately empty; `CoreGraphics` depends on it.
