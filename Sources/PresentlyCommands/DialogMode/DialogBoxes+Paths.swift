import PresentlySystem

/// `--fselect` and `--dselect`: what dialog shows beside the path, its folder's folders
/// (and, for `--fselect`, files), so that a user can see what there is to pick.
extension DialogBoxes {
  /// How many names of each kind the box lists before it says how many more there are.
  static let listedNames = 60

  /// The lines dialog's two lists would show for `path`: the folders of the folder it
  /// names (its parent, where it names no folder), narrowed as dialog narrows them to the
  /// names that start with what follows the last `/`; then, for `--fselect`, the files.
  /// Empty when the folder cannot be read: the entry is still there to type a path.
  ///
  /// ```text
  /// Folders: ../  bin/  lib/
  /// Files: notes.txt  todo.md
  /// ```
  static func pathListing(for path: String, filesToo: Bool) -> String {
    let bytes = Array(path.utf8)
    let isFolder = (try? FileStatus(path: bytes, followingLinks: true))?.type == .folder
    let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
    let folder: [UInt8]
    let start: ArraySlice<UInt8>
    if isFolder {
      (folder, start) = (bytes, [])
    } else if let slash {
      (folder, start) = (slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]), bytes[(slash + 1)...])
    } else {
      (folder, start) = (Array(".".utf8), bytes[...])
    }
    guard
      let listing = try? FolderListing(
        folder: folder.isEmpty ? Array(".".utf8) : folder, choice: FolderChoice(showsHidden: start.first == 0x2E))
    else { return "" }
    var folders: [String] = start.isEmpty ? ["../"] : []
    var files: [String] = []
    for entry in listing.entries where entry.name.starts(with: start) {
      if entry.isFolder { folders.append(entry.title + "/") } else if filesToo { files.append(entry.title) }
    }
    var lines = ["Folders: " + shortened(folders)]
    if filesToo { lines.append("Files: " + shortened(files)) }
    return lines.joined(separator: "\n")
  }

  /// Names on one line, two spaces apart, at most ``listedNames`` of them and a count of
  /// the rest; `(none)` for none.
  private static func shortened(_ names: [String]) -> String {
    guard !names.isEmpty else { return "(none)" }
    let shown = names.prefix(listedNames).joined(separator: "  ")
    return names.count > listedNames ? shown + "  \u{2026} and \(names.count - listedNames) more" : shown
  }
}
