import PresentlySystem

/// Which entries of a folder `presently file` lists.
package struct FolderChoice: Equatable, Sendable {
  /// What can be picked: anything (folders are walked into), files only, or folders only.
  package enum Pick: Equatable, Sendable {
    /// Folders, then files; Enter on a file picks it (the default).
    case any
    /// Files only (`--file`): the folder's folders are not listed.
    case files
    /// Folders only (`--directory`), symbolic links to folders among them.
    case folders
  }

  /// What can be picked.
  package var pick: Pick = .any
  /// Whether names that start with `.` are listed (`--all`).
  package var showsHidden = false

  /// Lists folders and files, hidden ones left out.
  package init(pick: Pick = .any, showsHidden: Bool = false) {
    self.pick = pick
    self.showsHidden = showsHidden
  }
}

/// The entries of one folder as `presently file` lists them: folders first, then the
/// rest, each group sorted by the bytes of the names; names starting with `.` only when
/// asked.
///
/// Names stay bytes from `readdir` to the path printed; only what is shown is decoded
/// (and sanitized). The listing is read once and never changes: a change of the folder
/// makes a new one.
///
/// ```swift
/// let listing = try FolderListing(folder: Array("src".utf8), choice: FolderChoice())
/// listing.entries.first?.path  // Array("src/lib/".utf8.dropLast())
/// ```
package final class FolderListing: Sendable {
  /// The folder's path, as given.
  package let folder: [UInt8]
  /// What `readdir` gave.
  let store: DirectoryEntries
  /// Which entries are folders, for the listing's order and the rows' `/`.
  let isFolder: [Bool]
  /// The positions in ``store`` of the entries listed, in their order.
  let order: [Int32]

  /// Reads the folder at `folder` and sorts what is to be listed.
  ///
  /// - Throws: The error of reading the folder, as `Errno`.
  /// - Complexity: O(n log n) in the folder's entries; the only system calls besides
  ///   reading the folder are for entries whose type `readdir` does not say and, with
  ///   `.folders`, for symbolic links.
  package convenience init(folder: [UInt8], choice: FolderChoice) throws(Errno) {
    let store = try Directory.entries(at: folder)
    self.init(folder: folder, store: store, choice: choice)
  }

  /// Sorts the entries `store` holds, as read from `folder`.
  package init(folder: [UInt8], store: DirectoryEntries, choice: FolderChoice) {
    self.folder = folder
    self.store = store
    var isFolder = [Bool](repeating: false, count: store.count)
    var listed: [Int32] = []
    listed.reserveCapacity(store.count)
    for index in 0..<store.count {
      let name = store.name(at: index)
      if !choice.showsHidden, name.first == UInt8(ascii: ".") { continue }
      var folderLike = store.type(at: index) == .folder
      if choice.pick == .folders, store.type(at: index) == .symbolicLink {
        let target = try? FileStatus(path: Self.join(folder, name), followingLinks: true)
        folderLike = target?.type == .folder
      }
      isFolder[index] = folderLike
      switch choice.pick {
      case .any: break
      case .files where folderLike: continue
      case .folders where !folderLike: continue
      case .files, .folders: break
      }
      listed.append(Int32(index))
    }
    self.isFolder = isFolder
    self.order = Self.sorted(listed, store: store, isFolder: isFolder)
  }

  /// The entries listed, in order: the browser's elements.
  package var entries: FolderEntries { FolderEntries(listing: self) }

  /// `folder` and `name` joined with one `/` (none added after a folder that ends in one).
  package static func join(_ folder: [UInt8], _ name: some Collection<UInt8>) -> [UInt8] {
    folder.last == UInt8(ascii: "/") ? folder + name : folder + [UInt8(ascii: "/")] + name
  }

  /// `positions` sorted: folders first, then by the bytes of the names.
  private static func sorted(_ positions: [Int32], store: DirectoryEntries, isFolder: [Bool]) -> [Int32] {
    store.names.withUnsafeBufferPointer { names in
      store.starts.withUnsafeBufferPointer { starts in
        positions.sorted { left, right in
          let (l, r) = (Int(left), Int(right))
          if isFolder[l] != isFolder[r] { return isFolder[l] }
          let leftLength = starts[l + 1] - starts[l]
          let rightLength = starts[r + 1] - starts[r]
          let common = min(leftLength, rightLength)
          let order =
            common == 0
            ? 0 : MemoryOrder.compare(names.baseAddress! + starts[l], names.baseAddress! + starts[r], count: common)
          return order != 0 ? order < 0 : leftLength < rightLength
        }
      }
    }
  }
}

/// The entries of a ``FolderListing``, in its order: a collection the browser lists
/// without copying a name.
package struct FolderEntries: RandomAccessCollection, Sendable {
  /// The listing.
  package let listing: FolderListing

  /// The first position.
  package var startIndex: Int { 0 }
  /// Past the last position.
  package var endIndex: Int { listing.order.count }

  /// The entry at `position`.
  package subscript(position: Int) -> FolderEntry {
    FolderEntry(listing: listing, index: Int(listing.order[position]))
  }
}

/// One entry of a folder: its name and type, and the path to it.
package struct FolderEntry: Sendable {
  /// The listing it is in.
  let listing: FolderListing
  /// Its position among what `readdir` gave.
  let index: Int

  /// Its name, as bytes.
  package var name: ArraySlice<UInt8> { listing.store.name(at: index) }
  /// Its type, as `readdir` (or `lstat`) said.
  package var type: FileType { listing.store.type(at: index) }
  /// Whether it is listed as a folder: a folder, or with `--directory` a link to one.
  package var isFolder: Bool { listing.isFolder[index] }
  /// The folder's path as given, `/`, and the name: what is printed when it is picked.
  package var path: [UInt8] { FolderListing.join(listing.folder, name) }
  /// Its name as text, for matching what is typed (invalid UTF-8 replaced).
  package var title: String { String(decoding: name, as: UTF8.self) }

  /// Whether two entries have the same name: the same entry, in two readings of a folder.
  package func isSame(as other: FolderEntry) -> Bool {
    name.elementsEqual(other.name)
  }
}
