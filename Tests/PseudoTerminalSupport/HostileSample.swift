import Testing

/// One entry of the hostile corpus: a name, and the text or bytes themselves.
///
/// A test log shows the name only: the content is made to harm terminals, and one entry
/// is a megabyte long.
public struct HostileSample<Content: Sendable>: Sendable, CustomTestStringConvertible {
  /// What the entry tries, as failure messages name it.
  public let name: String
  /// The hostile content.
  public let content: Content

  /// An entry called `name` holding `content`.
  public init(_ name: String, _ content: Content) {
    self.name = name
    self.content = content
  }

  /// The sample's name, for the test's report.
  public var testDescription: String { name }
}

extension HostileSample where Content == String {
  /// The hostile text.
  public var text: String { content }
}

extension HostileSample where Content == [UInt8] {
  /// The hostile bytes.
  public var bytes: [UInt8] { content }
}
