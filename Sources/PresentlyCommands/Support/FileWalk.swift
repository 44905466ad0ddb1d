import PresentlySystem

/// The files under the working folder as gum's `files.List` gives them when `gum filter`
/// has no items: Go's `filepath.Walk` from `.` (names in byte order, links not followed,
/// paths without a leading `./`), folders left out, and every path that starts with
/// `node_modules`, `.git` or `.` skipped (its folders still walked, as gum's does).
enum FileWalk {
  /// The most paths listed, so that a walk from `/` ends.
  static let limit = 1_000_000

  /// The paths, as bytes.
  static func files() -> [[UInt8]] {
    var found: [[UInt8]] = []
    walk([], into: &found)
    return found
  }

  private static let ignored = ["node_modules", ".git", "."].map { Array($0.utf8) }

  private static func walk(_ folder: [UInt8], into found: inout [[UInt8]]) {
    guard let entries = try? Directory.entries(at: folder.isEmpty ? Array(".".utf8) : folder) else { return }
    let order = (0..<entries.count).sorted { entries.name(at: $0).lexicographicallyPrecedes(entries.name(at: $1)) }
    for index in order where found.count < limit {
      let path =
        folder.isEmpty ? Array(entries.name(at: index)) : folder + [UInt8(ascii: "/")] + entries.name(at: index)
      if entries.type(at: index) == .folder {
        walk(path, into: &found)
      } else if !ignored.contains(where: { path.starts(with: $0) }) {
        found.append(path)
      }
    }
  }
}
