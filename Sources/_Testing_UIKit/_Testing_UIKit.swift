// Swift Testing declares a cross-import overlay named `_Testing_UIKit`
// (`Testing.swiftcrossimport/UIKit.swiftoverlay` in the toolchain): a file that imports both
// `Testing` and `UIKit` also imports `_Testing_UIKit`. Apple's SDKs ship that overlay (image
// attachments); the Linux toolchain does not, so without this module every test file that
// starts with `import Testing` and `import UIKit` fails with "no such module '_Testing_UIKit'".
// It is deliberately empty: `UIKit` depends on it so that it is always built beside it.
