/// What a value of a type is, in the user's words, for messages: `a whole number`.
package enum ValueKind {
  /// `a whole number` for integers, `a number` for floating-point numbers, `true or
  /// false` for `Bool`, and `a valid Type` for anything else.
  package static func of<T>(_ type: T.Type) -> String {
    switch type {
    case is any FixedWidthInteger.Type: "a whole number"
    case is any BinaryFloatingPoint.Type: "a number"
    case is Bool.Type: "true or false"
    default: "a valid \(type)"
    }
  }
}
