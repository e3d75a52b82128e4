import Codecs
import Foundation
import HeadlessUIKit

/// Connects HeadlessUIKit's `UIImage(contentsOfFile:)` to the PNG decoder (HeadlessUIKit
/// decodes nothing itself, keeping the data flow one-way).
public enum ImageDecoding {
  /// Installs libpng decoding (``Codecs/PNGDecoder``) for `UIImage(contentsOfFile:)`.
  /// Idempotent; the render pipeline and the CLI call it before building scenes.
  public static func install() {
    UIImage.installDecoder { url in try PNGDecoder().decode(Data(contentsOf: url)) }
  }
}
