import PresentlyCore

/// The title of an item as the user sees and types it: sanitized, on one line.
enum VisibleTitle {
  static func of(_ text: String) -> String {
    Sanitizer.sanitize(text, lineBreaks: .show)
  }
}
