import Glibc

/// The entries of a folder as `readdir` gives them, in the order it gives them: each
/// name as bytes (whatever its encoding), and its type when the file system says it.
///
/// The names are kept in one buffer, end to end, so that a folder of 100,000 entries
/// costs three arrays, not 100,000 strings.
///
/// ```swift
/// let entries = try Directory.entries(at: Array("/etc".utf8))
/// for index in 0..<entries.count where entries.type(at: index) == .folder {
///   print(String(decoding: entries.name(at: index), as: UTF8.self))
/// }
/// ```
package struct DirectoryEntries: Sendable {
  /// The names, end to end.
  package private(set) var names: [UInt8] = []
  /// Where each name starts in ``names``, and, last, where the last one ends.
  package private(set) var starts: [Int] = [0]
  /// The type of each entry.
  package private(set) var types: [FileType] = []

  /// No entries.
  package init() {}

  /// How many entries there are.
  package var count: Int { types.count }

  /// The name of entry `index`, as bytes.
  package func name(at index: Int) -> ArraySlice<UInt8> {
    names[starts[index]..<starts[index + 1]]
  }

  /// The type of entry `index`.
  package func type(at index: Int) -> FileType { types[index] }

  /// Adds an entry.
  package mutating func append(name: UnsafeBufferPointer<UInt8>, type: FileType) {
    names.append(contentsOf: name)
    starts.append(names.count)
    types.append(type)
  }
}

/// Reading folders: `opendir`, `readdir`, and `fstatat` for the entries whose type
/// `readdir` does not give.
package enum Directory {
  /// The entries of the folder at `path` (`opendir`, `readdir`), without `.` and `..`,
  /// in the order `readdir` gives them. An entry whose type the file system does not
  /// give (`DT_UNKNOWN`) is asked with `fstatat` without following links.
  ///
  /// - Parameter path: The folder's path, as bytes.
  /// - Throws: The error of `opendir` or `readdir`, as `Errno`.
  /// - Complexity: O(n) in the number of entries, with one system call for each entry
  ///   of unknown type only.
  package static func entries(at path: [UInt8]) throws(Errno) -> DirectoryEntries {
    guard let folder = withCPath(path, { opendir($0) }) else { throw Errno.current }
    defer { closedir(folder) }
    var entries = DirectoryEntries()
    while true {
      errno = 0
      guard let entry = readdir(folder) else {
        if errno != 0 { throw Errno.current }
        return entries
      }
      var type = FileType(directoryEntryType: entry.pointee.d_type)
      withUnsafePointer(to: &entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: UInt8.self, capacity: 256) { start in
          let length = strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self))
          let name = UnsafeBufferPointer(start: start, count: length)
          if length <= 2, name.allSatisfy({ $0 == UInt8(ascii: ".") }) { return }
          if type == .unknown {
            var status = stat()
            let found = fstatat(
              dirfd(folder), UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self), &status, AT_SYMLINK_NOFOLLOW)
            if found == 0 { type = FileType(mode: UInt32(status.st_mode)) }
          }
          entries.append(name: name, type: type)
        }
      }
    }
  }
}
