import Foundation
import Presently

/// An entry of a directory as the browse scene shows it: a file, a directory, or an
/// entry that `--live` made up.
struct BrowseEntry: Identifiable, Sendable {
  enum Kind: Sendable {
    case file(size: Int)
    case directory
    /// Made up by `--live`, with the time it arrived.
    case live(arrived: String)
    /// Could not be read.
    case unreadable(String)
  }

  var path: String
  var name: String
  var kind: Kind

  var id: String { path }

  /// The name, with a slash after a directory's.
  var displayName: String {
    if case .directory = kind { return name + "/" }
    return name
  }

  /// What the row shows on its right: the size, or what the entry is.
  var summary: String {
    switch kind {
    case .file(let size): BrowseEntry.formatted(bytes: size)
    case .directory: "folder"
    case .live: "live"
    case .unreadable: "?"
    }
  }

  /// `512 B`, `12.5 KiB`, `3.0 MiB`: powers of 1,024, named as such.
  static func formatted(bytes: Int) -> String {
    if bytes < 1024 { return "\(bytes) B" }
    let units = ["KiB", "MiB", "GiB", "TiB"]
    var value = Double(bytes) / 1024
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    return String(format: "%.1f %@", value, units[unit])
  }
}

/// The entries of a directory, and the browser lists over them.
enum BrowseDirectory {
  /// The entries of `path`, sorted by name, ignoring case.
  static func entries(of path: String) -> [BrowseEntry] {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted { $0.lowercased() < $1.lowercased() }.map { name in
      let full = path == "/" ? "/" + name : path + "/" + name
      do {
        let attributes = try manager.attributesOfItem(atPath: full)
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue {
          return BrowseEntry(path: full, name: name, kind: .directory)
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        return BrowseEntry(path: full, name: name, kind: .file(size: size))
      } catch {
        return BrowseEntry(path: full, name: name, kind: .unreadable(error.localizedDescription))
      }
    }
  }

  /// The list screen of `path`: Enter on a directory pushes its list, on a file ends
  /// the browser with its path.
  static func list(of path: String, contents: [BrowseEntry]) -> BrowserList<String, [BrowseEntry]> {
    BrowserList(StyledText(path), elements: contents, itemTitle: \.name)
      .rows { entry, width in
        let summary = StyledText(entry.summary, style: .dim)
        let name = StyledText(entry.displayName)
        return name.padded(toWidth: max(0, width - summary.width - 1)) + " " + summary
      }
      .detail(detail(of:))
      .onActivate { _, entry in
        switch entry.kind {
        case .directory: .push(list(of: entry.path, contents: entries(of: entry.path)))
        case .file: .finish(entry.path)
        case .live, .unreadable: .message("\(entry.name) is not a file to open.")
        }
      }
  }

  /// What the detail pane shows: the entry's kind and size, then the first lines of a
  /// text file or the first entries of a directory.
  static func detail(of entry: BrowseEntry) -> StyledText {
    var text = StyledText(entry.path, style: .dim) + "\n"
    switch entry.kind {
    case .file(let size):
      text += "\(BrowseEntry.formatted(bytes: size)) (\(size) bytes)\n\n"
      text += firstLines(of: entry.path)
    case .directory:
      let inside = (try? FileManager.default.contentsOfDirectory(atPath: entry.path)) ?? []
      text += "A folder of \(inside.count == 1 ? "1 entry" : "\(inside.count) entries"). Enter opens it.\n\n"
      text += StyledText(inside.sorted().prefix(40).joined(separator: "\n"))
    case .live(let arrived):
      text += "Made up by --live at \(arrived), to show the list changing under the prompt.\n"
      text += "The selection stays on the entry you chose while new ones arrive above it."
    case .unreadable(let reason):
      text += "Cannot be read: \(reason)"
    }
    return text
  }

  /// Up to 8 KiB of a file, as text: a binary file says so.
  private static func firstLines(of path: String) -> StyledText {
    guard let handle = FileHandle(forReadingAtPath: path) else { return StyledText("(cannot be opened)", style: .dim) }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: 8192)) ?? Data()
    if data.contains(0) { return StyledText("(binary)", style: .dim) }
    return StyledText(bytes: data)
  }
}
