import Synchronization

/// Collects values that callbacks report, from any task, for a test to read back.
final class Recorder<Value: Sendable>: Sendable {
  private let storage = Mutex<[Value]>([])

  /// Everything recorded so far, in order.
  var values: [Value] { storage.withLock { $0 } }

  /// How many values were recorded.
  var count: Int { values.count }

  /// Records a value.
  func record(_ value: Value) {
    storage.withLock { $0.append(value) }
  }

  /// Forgets what was recorded.
  func reset() {
    storage.withLock { $0 = [] }
  }
}

/// An element with an identity and a version: same `id`, newer `version` is the same
/// element with new content.
struct Row: Identifiable, Hashable, Sendable, CustomStringConvertible {
  var id: String
  var version = 1

  var description: String { version == 1 ? id : "\(id)@\(version)" }

  /// Rows from space-separated names: `"a b c@2"` is a, b, and version 2 of c.
  static func list(_ names: String) -> [Row] {
    names.split(separator: " ").map { name in
      let parts = name.split(separator: "@")
      return Row(id: String(parts[0]), version: parts.count > 1 ? Int(parts[1])! : 1)
    }
  }
}
