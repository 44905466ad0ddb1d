import MasterDetail
import PresentlyCore
import PresentlySystem

/// The browser's lists for `presently file`: one list a folder, pushed when a folder is
/// opened, each following its folder's changes.
struct FolderBrowser: Sendable {
  /// Which entries are listed.
  var choice: FolderChoice
  /// How often a folder is looked at for changes; `nil` for lists that never change
  /// (without a terminal, where answers refer to the list as it was read).
  var pollInterval: Duration?
  /// gum's way: a name or number typed and Enter opens that entry at once, as Enter on
  /// it does (a file is picked, a folder opened), instead of showing its detail first.
  var opensNamedEntries = false

  /// The list of the folder at `folder`: folders first (with a `/` after their names),
  /// then files; the detail of an entry; Enter (or Right) opens a folder, and Enter on a
  /// file finishes with its path. With `--directory`, `.` finishes with the folder's own
  /// path. A folder that cannot be read is shown empty, its title saying why.
  func list(of folder: [UInt8]) -> BrowserList<[UInt8], FolderEntries> {
    // Looked at before reading, so that a change made while reading is seen next time.
    let before = try? FileStatus(path: folder, followingLinks: true)
    let listing: FolderListing
    var title = StyledText(bytes: folder, lineBreaks: .show)
    var isReadable = true
    do throws(Errno) {
      listing = try FolderListing(folder: folder, choice: choice)
    } catch {
      listing = FolderListing(folder: folder, store: DirectoryEntries(), choice: choice)
      title = "Cannot read " + title + ": \(error.description)."
      isReadable = false
    }
    var list = BrowserList<[UInt8], FolderEntries>(
      title, elements: listing.entries, isSame: { $0.isSame(as: $1) }, needsUpdate: { $0.type != $1.type },
      itemTitle: \.title
    )
    .rows { entry, width in Self.row(of: entry, width: width) }
    .detail { entry in FileDetail.of(entry) }
    .onActivate { _, entry in open(entry) }
    if opensNamedEntries { list = list.activatingNamedRows() }
    if choice.pick == .folders {
      list = list.command(".", help: "choose the folder shown") { _, _ in .finish(folder) }
    }
    if let pollInterval, isReadable {
      let stamp = before.flatMap { Self.isSettled($0) ? $0 : nil }
      list = list.updating(from: Self.changes(of: folder, choice: choice, every: pollInterval, since: stamp))
    }
    return list
  }

  /// An entry's row: its name (a `/` after a folder's) and, for a regular file, its size
  /// on the right, asked of `lstat` for the rows drawn only.
  static func row(of entry: FolderEntry, width: Int) -> StyledText {
    let name = StyledText(bytes: entry.name, lineBreaks: .show) + (entry.isFolder ? "/" : "")
    guard entry.type == .regular, let status = try? FileStatus(path: entry.path, followingLinks: false) else {
      return name
    }
    let size = StyledText(FileDetail.compactSize(status.size), style: .dim)
    let room = width - size.width - 1
    guard room >= 8 else { return name }
    return name.truncated(toWidth: room).padded(toWidth: room) + " " + size
  }

  /// Enter or Right on an entry: a folder (or a link to one) is opened; a file is picked.
  private func open(_ entry: FolderEntry) -> BrowserAction<[UInt8], FolderEntry> {
    let path = entry.path
    if entry.isFolder || (try? FileStatus(path: path, followingLinks: true))?.type == .folder {
      return .push(list(of: path))
    }
    return .finish(path)
  }

  /// New listings of `folder`, read when its status changes: a poll every `interval`,
  /// which costs one `stat` while nothing changes.
  ///
  /// - Parameter since: The status the listing shown was read after; `nil` to read again
  ///   at the first poll.
  static func changes(
    of folder: [UInt8], choice: FolderChoice, every interval: Duration, since: FileStatus?
  ) -> AsyncStream<FolderEntries> {
    AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
      let task = Task {
        var last = since
        while (try? await Task.sleep(for: interval)) != nil {
          guard let now = try? FileStatus(path: folder, followingLinks: true), now != last else { continue }
          guard let listing = try? FolderListing(folder: folder, choice: choice) else { continue }
          // A change in the same clock tick as this reading leaves the times as they
          // are: a folder changed within the last second is read again next time.
          last = isSettled(now) ? now : nil
          continuation.yield(listing.entries)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Whether a folder's status is old enough that a change would show in its times.
  private static func isSettled(_ status: FileStatus) -> Bool {
    let now = FileTime.now.seconds
    return max(status.modified.seconds, status.changed.seconds) < now - 1
  }
}
