import Glibc
import Synchronization

/// The folders the tests made (``Subprocess/temporaryFolder()``), removed when the test
/// process exits: a run of the suite made some ten thousand, and left them all in /tmp.
enum TemporaryFolders {
  /// The folders made so far, and whether the removal at exit is registered.
  private static let made = Mutex<(folders: [String], registered: Bool)>(([], false))

  /// Notes `folder` for removal at exit.
  static func keep(_ folder: String) {
    let register = made.withLock { made in
      made.folders.append(folder)
      defer { made.registered = true }
      return !made.registered
    }
    if register { atexit { TemporaryFolders.removeAll() } }
  }

  /// Removes every folder noted, with what it holds, by `rm -rf` in batches: the names
  /// are mkdtemp's, letters and digits under /tmp, so they need no quoting.
  private static func removeAll() {
    let folders = made.withLock { made in
      defer { made.folders = [] }
      return made.folders
    }
    var start = 0
    while start < folders.count {
      let batch = folders[start..<min(start + 200, folders.count)]
      _ = system("rm -rf -- " + batch.joined(separator: " "))
      start += batch.count
    }
  }
}
