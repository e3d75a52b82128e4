// Rendering callers work with the model (windows, timelines) and its outputs (Bitmap, DisplayList).
@_exported import Graphics
@_exported import HeadlessUIKit
