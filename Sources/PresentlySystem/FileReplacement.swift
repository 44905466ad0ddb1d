import Glibc

/// Writing a small file whole so that a reader never sees half of it: a scratch file
/// beside it, synced, then renamed over it (`open`, `fsync`, `rename`); and the folders
/// it goes in.
///
/// ```swift
/// guard FileReplacement.makeDirectories(folder) else { return }
/// FileReplacement.replace(folder + "/list", with: text)
/// ```
///
/// Darwin has the same calls (its `fsync` does not reach the disk's own cache; `F_FULLFSYNC`
/// would).
package enum FileReplacement {
  /// Replaces the file at `path` with `text`, readable by its owner alone, through
  /// `path.tmp-PID`; on a failure the file is left as it was and the scratch file removed.
  package static func replace(_ path: String, with text: String) {
    let temporary = path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    FileDescriptor(rawValue: descriptor).writeAll(text)
    fsync(descriptor)
    close(descriptor)
    if rename(temporary, path) != 0 { unlink(temporary) }
  }

  /// Creates `path` and its missing parents, readable by their owner only (`mkdir` 0700).
  ///
  /// - Returns: Whether the folder is there now.
  package static func makeDirectories(_ path: String) -> Bool {
    var partial = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      partial += "/" + component
      if mkdir(partial, 0o700) != 0, errno != EEXIST { return false }
    }
    return true
  }
}
