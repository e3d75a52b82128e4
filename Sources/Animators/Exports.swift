// The catalogue is ordinary UIKit-style code: it sees exactly what `import HeadlessUIKit` gives.
@_exported import HeadlessUIKit
