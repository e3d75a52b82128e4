/// A per-pixel effect for ``CairoContext/paintPixelwise(_:_:)``: the premultiplied ARGB32
/// word at a device pixel centre, or nil to leave the pixel transparent. A value type, so the
/// loop is specialised for each shader and `pixel(x:y:)` is inlined into it.
protocol PixelShader {
  func pixel(x: Double, y: Double) -> UInt32?
}
