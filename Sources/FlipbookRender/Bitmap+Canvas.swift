import Graphics

extension Bitmap {
  /// This bitmap at the top-left of a `width × height` canvas filled with `fill`: how a frame
  /// of a resized window joins larger frames (the window is drawn from the canvas's top-left
  /// corner, black beyond it, as every frame is). The bitmap itself when it has that size.
  ///
  /// - Precondition: the canvas is at least as large as the bitmap.
  public func onCanvas(width: Int, height: Int, fill: Pixel = Pixel(r: 0, g: 0, b: 0)) -> Bitmap {
    guard width != self.width || height != self.height else { return self }
    var canvas = Bitmap(width: width, height: height, fill: fill)
    canvas.copy(self, toX: 0, y: 0)
    return canvas
  }

  /// `bitmaps` each on a canvas of their largest width and largest height
  /// (``onCanvas(width:height:fill:)``).
  public static func onCommonCanvas(_ bitmaps: [Bitmap], fill: Pixel = Pixel(r: 0, g: 0, b: 0)) -> [Bitmap] {
    let width = bitmaps.map(\.width).max() ?? 0
    let height = bitmaps.map(\.height).max() ?? 0
    return bitmaps.map { $0.onCanvas(width: width, height: height, fill: fill) }
  }
}
