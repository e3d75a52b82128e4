import Foundation

/// Finds the package a test file belongs to, for default paths (`Scenes/`, `output/`).
public enum PackageRoot {
  /// The nearest folder above `file` holding a `Package.swift`.
  ///
  /// - Throws: ``GoldenError/packageRootNotFound(from:)``.
  public static func containing(_ file: String) throws -> URL {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    throw GoldenError.packageRootNotFound(from: file)
  }
}
