/// The values of an alert's fields, in field order: by position, as the seed library has
/// them, or by label.
///
/// ```swift
/// var add = Alert<URL?>.Action(title: "Add") { values in values["URL"].flatMap(URL.init(string:)) }
/// add.enabledPredicate = { $0[0].hasPrefix("https://") }
/// ```
///
/// It is a collection of strings, so what works on an array of values works on it; an
/// array literal makes one, as in tests: `try action.perform(with: ["https://example.com"])`.
public struct FieldValues: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  /// The values, in field order.
  public private(set) var values: [String]
  /// The fields' labels, in field order; `nil` for an unlabelled field.
  public let labels: [String?]

  /// Values for fields with these labels.
  ///
  /// - Parameters:
  ///   - values: The values, in field order.
  ///   - labels: The labels, in the same order; unlabelled fields have none.
  public init(_ values: [String], labels: [String?] = []) {
    self.values = values
    self.labels = labels
  }

  /// Values for unlabelled fields, from a literal.
  public init(arrayLiteral values: String...) {
    self.init(values)
  }

  /// The first position.
  public var startIndex: Int { values.startIndex }
  /// The position after the last.
  public var endIndex: Int { values.endIndex }

  /// The value of the field at `position`, counted from 0 in field order.
  public subscript(position: Int) -> String {
    values[position]
  }

  /// The value of the field labelled `label` (the first, if several are), or `nil`
  /// when no field has that label.
  ///
  /// A label is the programmer's text, and a misspelt one is a mistake a test should
  /// catch rather than a crash in a user's hands: the value is optional, so that the
  /// compiler asks what to do when it is missing.
  ///
  /// ```swift
  /// add.enabledPredicate = { $0["URL"]?.hasPrefix("https://") == true }
  /// ```
  public subscript(label: String) -> String? {
    labels.firstIndex(of: label).map { values[$0] }
  }

  /// The values as an array literal would show them.
  public var description: String { values.description }

  /// Whether the values are the same, whatever the labels.
  public static func == (lhs: FieldValues, rhs: FieldValues) -> Bool {
    lhs.values == rhs.values
  }

  /// Hashes the values.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(values)
  }

  /// Sets the value at `position`.
  mutating func set(_ value: String, at position: Int) {
    values[position] = value
  }
}
