/// One commit of `git log`, as gitpick lists it.
public struct Commit: Identifiable, Sendable, Hashable {
  /// The full object name: what gitpick prints when the commit is picked.
  public var hash: String
  /// The abbreviated object name, as git abbreviates it in this repository.
  public var shortHash: String
  /// The author's name.
  public var author: String
  /// When it was authored, relative to now (`3 days ago`).
  public var age: String
  /// The first line of the message.
  public var subject: String

  /// The commit's identity in the browser: its hash.
  public var id: String { hash }

  /// A commit from its fields.
  public init(hash: String, shortHash: String, author: String, age: String, subject: String) {
    self.hash = hash
    self.shortHash = shortHash
    self.author = author
    self.age = age
    self.subject = subject
  }

  /// What `git log` is asked to print for each commit: the fields above, separated by
  /// the unit separator (0x1F), each commit ended by the record separator (0x1E), so
  /// that no byte of a subject or a name can be taken for a separator.
  public static let logFormat = "--format=%H%x1f%h%x1f%an%x1f%ar%x1f%s%x1e"

  /// The commits in `output`, which `git log` printed with ``logFormat``, in its order.
  /// A record that does not have the five fields is skipped.
  public static func parse(log output: [UInt8]) -> [Commit] {
    output.split(separator: 0x1E).compactMap { record in
      let fields = record.split(separator: 0x1F, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
      guard fields.count == 5 else { return nil }
      // Each record after the first starts with the newline that ended the one before.
      let hash = fields[0].filter { !$0.isNewline }
      guard !hash.isEmpty else { return nil }
      return Commit(hash: hash, shortHash: fields[1], author: fields[2], age: fields[3], subject: fields[4])
    }
  }
}
