/// The shapes the conveniences give an ``Alert``, beyond the standard one people make.
enum AlertForm: Sendable {
  /// Title, message, fields, then the actions on a line of their own.
  case standard
  /// The fields alone: Enter on the last one takes the first action (`ask`, `password`).
  case fieldsOnly
}
