import PresentlySystem
import Synchronization

/// Earlier answers, one list per history key, kept in memory and, when a directory is
/// given, in a file per key.
///
/// Files hold one entry per line (a backslash and a newline inside an entry are
/// written `\\` and `\n`), are readable by their owner only, and are replaced
/// atomically (temporary file, fsync, rename). Several processes may record at once:
/// each takes a lock (`flock` on `<key>.lock`), reads the file as it is then, adds its
/// entry and writes it back, so no entry is lost.
///
/// Entries are data: whoever could write the file chose them. They are made safe to
/// draw before readline shows them (see `SafeText`).
final class HistoryStore: Sendable {
  /// The most entries kept per key.
  static let limit = 500

  private let directory: String?
  private let lists = Mutex<[String: [String]]>([:])

  /// Creates a store; `directory` is where files go, or `nil` to keep history in memory.
  init(directory: String?) {
    self.directory = directory
  }

  /// The entries for `key`, oldest first.
  func entries(for key: String) -> [String] {
    if let list = lists.withLock({ $0[key] }) { return list }
    let loaded = directory.flatMap { Self.load(from: $0 + "/" + Self.fileName(for: key)) } ?? []
    lists.withLock { $0[key] = $0[key] ?? loaded }
    return loaded
  }

  /// Adds `entry` for `key` unless it repeats the last entry, and saves the list.
  func record(_ entry: String, for key: String) {
    guard !entry.isEmpty else { return }
    guard let directory, FileReplacement.makeDirectories(directory) else {
      lists.withLock { $0[key] = Self.adding(entry, to: $0[key] ?? []) }
      return
    }
    let name = Self.fileName(for: key)
    let lock = FileLock.exclusive(directory + "/" + name + ".lock")
    defer { lock?.release() }
    let list = Self.adding(entry, to: Self.load(from: directory + "/" + name) ?? [])
    Self.save(list, to: directory, name: name)
    lists.withLock { $0[key] = list }
  }

  /// `list` with `entry` at the end, unless it is the last already, and at most
  /// ``limit`` entries long.
  private static func adding(_ entry: String, to list: [String]) -> [String] {
    guard list.last != entry else { return list }
    return Array((list + [entry]).suffix(limit))
  }

  /// The file name for a key: letters, digits, `.`, `_` and `-`, others replaced by `_`.
  static func fileName(for key: String) -> String {
    let safe = String(
      key.unicodeScalars.map { scalar -> Character in
        let allowed =
          scalar.properties.isAlphabetic && scalar.isASCII
          || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-"
        return allowed ? Character(scalar) : "_"
      })
    return safe.isEmpty || safe.allSatisfy({ $0 == "." }) ? "_" + safe : safe
  }

  static func encode(_ entry: String) -> String {
    var result = ""
    for character in entry {
      switch character {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }

  static func decode(_ line: Substring) -> String {
    var result = ""
    var escaped = false
    for character in line {
      if escaped {
        result.append(character == "n" ? "\n" : character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  private static func load(from path: String) -> [String]? {
    guard let bytes = FileDescriptor.contents(ofFile: path) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.split(separator: "\n").map(decode).suffix(limit)
  }

  private static func save(_ list: [String], to directory: String, name: String) {
    FileReplacement.replace(directory + "/" + name, with: list.map { encode($0) + "\n" }.joined())
  }
}
