import ArgumentParser
import Foundation

/// `flipbook`: renders UIKit view-controller transitions offscreen, frame by frame.
@main
struct Flipbook: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flipbook",
    abstract: "Render UIKit view-controller transitions offscreen, frame by frame.",
    subcommands: [Render.self, Gif.self, Strip.self, List.self, Diff.self, Verify.self, Report.self])
}
