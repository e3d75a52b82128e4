import Foundation

/// A 60×40 px scene file at 10 fps for golden and report tests: a slide push of 0.4 s on the
/// ease-in-out curve starting at 0.2 s, so its visual progress 0, ¼, ½, ¾ and 1 fall on frames
/// 2, 4, 4, 5 and 7 (the frame where it has completed).
public enum TinySceneFile {
  public static let yaml = """
    fps: 10
    duration: 1
    window: { width: 60, height: 40, scale: 1 }
    screens:
      A:
        background: white
        views:
          - { frame: [6, 6, 30, 20], background: systemBlue, cornerRadius: 5 }
      B:
        background: systemGray6
        views:
          - { frame: [10, 10, 40, 20], background: systemOrange, cornerRadius: 4 }
    root: { navigation: A }
    script:
      - { at: 0.2, push: B, animator: { name: slide, duration: 0.4 } }
    """

  /// Writes the scene as `<folder>/tiny.yaml` and returns its URL.
  public static func write(in folder: URL) throws -> URL {
    let file = folder.appendingPathComponent("tiny.yaml")
    try Data(yaml.utf8).write(to: file)
    return file
  }
}
