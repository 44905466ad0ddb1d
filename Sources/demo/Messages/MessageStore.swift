import Foundation
import Presently
import Synchronization

/// The demo's messages, kept in a JSON file and published as a live list.
///
/// The file lives in `$XDG_DATA_HOME/presently-demo/messages.json` (or
/// `~/.local/share/...`). Every write is atomic: a temporary file in the same folder,
/// fsync, then rename. A file that cannot be read is reported, moved aside with a
/// timestamped name, and never overwritten. Messages received live (`--live`) are shown
/// but never saved, so that the file holds only what the user composed and kept.
final class MessageStore: Sendable {
  /// What opening the store found, for the scene to tell the user.
  enum Opening: Equatable, Sendable {
    case loaded(count: Int)
    case seeded
    case movedAside(to: String, reason: String)
    /// Unreadable and impossible to move aside: left alone, and nothing is saved.
    case leftAlone(reason: String)
  }

  let file: String
  let opening: Opening
  private let messages: Mutex<[Message]>
  /// The messages received live, which are not saved.
  private let received = Mutex<Set<Message.ID>>([])
  private let changes = Broadcast<[Message]>()

  /// Opens the store in `folder`, seeding it with the sample messages on first run.
  init(folder: String) throws {
    file = folder + "/messages.json"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let (loaded, opening) = Self.load(file)
    messages = Mutex(loaded)
    self.opening = opening
    switch opening {
    case .seeded, .movedAside: try Self.save(loaded, to: file)
    case .loaded, .leftAlone: break
    }
  }

  /// The folder for the demo's data, from `XDG_DATA_HOME` or `HOME`.
  static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/presently-demo" }
    return (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share/presently-demo"
  }

  /// The messages now, newest first.
  var current: [Message] { messages.withLock { $0 } }

  /// The current list, then every change.
  func updates() -> AsyncStream<[Message]> {
    let stream = changes.stream()
    let (output, continuation) = AsyncStream.makeStream(of: [Message].self, bufferingPolicy: .bufferingNewest(1))
    continuation.yield(current)
    let relay = Task {
      for await list in stream { continuation.yield(list) }
      continuation.finish()
    }
    continuation.onTermination = { _ in relay.cancel() }
    return output
  }

  /// Puts a message at the top and saves.
  func insert(_ message: Message) throws {
    try change { $0.insert(message, at: 0) }
  }

  /// Puts a message received live at the top, without saving it.
  func receive(_ message: Message) {
    received.withLock { _ = $0.insert(message.id) }
    let list = messages.withLock { list in
      list.insert(message, at: 0)
      return list
    }
    changes.yield(list)
  }

  /// Removes a message and saves.
  func delete(id: Message.ID) throws {
    try change { $0.removeAll { $0.id == id } }
  }

  /// Removes the file, so that the next store opened in `folder` starts from the samples.
  static func reset(folder: String) throws {
    let file = folder + "/messages.json"
    guard FileManager.default.fileExists(atPath: file) else { return }
    try FileManager.default.removeItem(atPath: file)
  }

  private func change(_ edit: (inout [Message]) -> Void) throws {
    let list = messages.withLock { list in
      edit(&list)
      return list
    }
    if case .leftAlone = opening {
      // The unreadable file stays as it is; changes live in memory only.
    } else {
      let received = self.received.withLock { $0 }
      try Self.save(list.filter { !received.contains($0.id) }, to: file)
    }
    changes.yield(list)
  }

  // MARK: The file

  private static func load(_ file: String) -> ([Message], Opening) {
    guard FileManager.default.fileExists(atPath: file) else { return (SampleMessages.initial(), .seeded) }
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      let list = try decoder.decode([Message].self, from: data)
      return (list, .loaded(count: list.count))
    } catch {
      let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
      let aside = "\(file).unreadable-\(stamp)"
      do {
        try FileManager.default.moveItem(atPath: file, toPath: aside)
      } catch {
        // Could not move it aside: leave it, and never write over it.
        return (SampleMessages.initial(), .leftAlone(reason: "\(Self.describe(error)); it could not be moved aside"))
      }
      return (SampleMessages.initial(), .movedAside(to: aside, reason: Self.describe(error)))
    }
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): "the JSON is malformed (\(context.debugDescription))"
    case DecodingError.keyNotFound(let key, _): "a message lacks its \"\(key.stringValue)\" field"
    case DecodingError.typeMismatch, DecodingError.valueNotFound: "the JSON is not a list of messages"
    default: "\(error)"
    }
  }

  /// Writes atomically: temporary file, fsync, rename over the old file, fsync the folder.
  static func save(_ list: [Message], to file: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    let data = try encoder.encode(list)
    let folder = (file as NSString).deletingLastPathComponent
    let temporary = "\(folder)/.messages-\(getpid())-\(UUID().uuidString).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw StoreError.cannotWrite(temporary, errno) }
    var failed: Int32 = 0
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          failed = errno
          return
        }
        offset += count
      }
    }
    if failed == 0, fsync(descriptor) != 0 { failed = errno }
    close(descriptor)
    guard failed == 0, rename(temporary, file) == 0 else {
      let code = failed != 0 ? failed : errno
      unlink(temporary)
      throw StoreError.cannotWrite(file, code)
    }
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directory >= 0 {
      fsync(directory)
      close(directory)
    }
  }

  enum StoreError: Error, CustomStringConvertible {
    case cannotWrite(String, Int32)
    var description: String {
      switch self {
      case .cannotWrite(let path, let code): "Could not write \(path): \(String(cString: strerror(code)))"
      }
    }
  }
}
