import Foundation
import Testing

/// The inventory of UIKit, QuartzCore and CoreGraphics symbols used by public transition code
/// (`Inventory.tsv`) against `InventoryReferences.swift`, which references every symbol the
/// inventory marks as available and so stops compiling when one disappears.
@Suite("UIKit API inventory of public transition code")
struct InventoryTests {
  struct Row {
    var symbol: String
    var seenIn: String
    var status: String
  }

  static let statuses: Set<String> = [
    "present", "added-by-this-branch", "owned-by-other-work (Auto Layout)", "owned-by-other-work (drawing)",
    "owned-by-other-work (effects)", "impossible-on-Linux", "missing",
  ]
  static let available: Set<String> = ["present", "added-by-this-branch"]

  static var folder: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent() }

  static func rows() throws -> [Row] {
    let text = try String(contentsOf: folder.appendingPathComponent("Inventory.tsv"), encoding: .utf8)
    return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.enumerated().map { index, line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3, !fields[0].isEmpty, !fields[1].isEmpty else {
        throw InventoryError("Inventory.tsv: data line \(index + 1) needs 3 non-empty tab-separated fields: \(line)")
      }
      return Row(symbol: fields[0], seenIn: fields[1], status: fields[2])
    }
  }

  static func markers() throws -> [String] {
    let source = try String(contentsOf: folder.appendingPathComponent("InventoryReferences.swift"), encoding: .utf8)
    var result: [String] = []
    var rest = Substring(source)
    while let open = rest.firstIndex(of: "⟦"), let close = rest[open...].firstIndex(of: "⟧") {
      result.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return result
  }

  struct InventoryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  @Test func everyRowHasAKnownStatusAndIsListedOnce() throws {
    let rows = try Self.rows()
    #expect(rows.count >= 300)
    for row in rows {
      #expect(Self.statuses.contains(row.status), "Inventory.tsv: '\(row.symbol)' has unknown status '\(row.status)'")
    }
    let symbols = rows.map(\.symbol)
    #expect(Set(symbols).count == symbols.count, "Inventory.tsv lists a symbol twice")
  }

  @Test func everyAvailableRowIsReferencedAndEveryReferenceIsAnAvailableRow() throws {
    let rows = try Self.rows()
    let markers = try Self.markers()
    #expect(Set(markers).count == markers.count, "InventoryReferences.swift marks a symbol twice")
    let available = Set(rows.filter { Self.available.contains($0.status) }.map(\.symbol))
    for symbol in available.subtracting(markers).sorted() {
      Issue.record("Inventory.tsv marks '\(symbol)' available but InventoryReferences.swift does not reference it")
    }
    for symbol in Set(markers).subtracting(available).sorted() {
      Issue.record("InventoryReferences.swift references '\(symbol)', which Inventory.tsv does not mark available")
    }
  }

  @Test func theInventoryComesFromAtLeastThirtyFilesOfDifferentRepositories() throws {
    let sources = try Self.rows().flatMap { $0.seenIn.components(separatedBy: "; ") }
      .filter { !$0.hasPrefix("issue ") }
    let repositories = Set(sources.compactMap { $0.split(separator: " ").first.map(String.init) })
    #expect(Set(sources).count >= 30)
    #expect(repositories.count >= 25)
  }
}
