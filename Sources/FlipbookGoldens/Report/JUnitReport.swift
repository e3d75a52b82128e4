import Foundation

/// JUnit XML (the format CI systems read): one `testsuite` per scene, one `testcase` per checked
/// frame, a `failure` element with the message for each failing frame.
enum JUnitReport {
  static func render(_ report: VerificationReport) -> String {
    let e = Markup.escape
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"flipbook verify\" tests=\"\(report.frameCount)\" failures=\"\(report.failureCount)\">\n"
    for scene in report.scenes {
      let failures = scene.frames.filter(\.failed).count
      xml += "  <testsuite name=\"\(e(scene.name))\" tests=\"\(scene.frames.count)\" failures=\"\(failures)\">\n"
      for frame in scene.frames {
        xml += "    <testcase classname=\"flipbook.\(e(scene.name))\" name=\"\(e(frame.label))\" time=\"0\""
        if frame.failed {
          xml += ">\n      <failure type=\"\(e(frame.outcome))\" message=\"\(e(frame.outcome))\">"
          xml += e(frame.message ?? "") + "</failure>\n    </testcase>\n"
        } else {
          xml += "/>\n"
        }
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }
}
