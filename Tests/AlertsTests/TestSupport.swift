import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// Whether `text` looks like a server address: what the issue's `add.enabledPredicate`
/// calls, as a global function.
func isValidURL(_ text: String) -> Bool {
  (text.hasPrefix("https://") || text.hasPrefix("http://")) && !text.hasSuffix("://") && !text.contains(" ")
}

/// Alerts the tests share.
enum Sample {
  /// Yes, No and a Cancel that throws.
  static let yesNoCancel = Alert<Bool>(
    title: "Keep the changes?",
    message: "notes.txt was edited.",
    actions: .init(title: "Yes") { true },
    .init(title: "No") { false },
    .init(title: "Cancel", style: .cancel) { throw CancelError() })

  /// The sheet: a destructive action, an ordinary one, and Cancel.
  static let deleteSheet = Alert<String>(
    title: "Delete notes.txt?",
    message: "This cannot be undone.",
    actions: .init(title: "Delete", style: .destructive) { "deleted" },
    .init(title: "Move to Trash") { "trashed" },
    .init(title: "Cancel", style: .cancel) { throw CancelError() })

  /// One field and an Add action enabled while the field is not empty.
  static func nonEmptyField(initial: String) -> Alert<[String]> {
    Alert(
      title: "Add tag",
      fields: [.init(label: "Tag", initial: initial)],
      actions: .init(title: "Add", enabledPredicate: { !$0[0].isEmpty }) { Array($0) },
      .init(title: "Cancel", style: .cancel) { throw CancelError() })
  }
}

/// The lines of a transcript.
func lines(_ text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Whether `text` holds a control character other than the newline.
func hasControlCharacters(_ text: String) -> Bool {
  text.unicodeScalars.contains { scalar in
    scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }
}

/// The texts drawn in reverse video, each stretch of reversed runs as one, in order: a
/// highlighted row where the list is drawn in place (its number to its title's end).
func reversed(_ text: StyledText) -> [String] {
  var stretches: [String] = []
  var isOpen = false
  for run in text.runs {
    guard run.style.contains(.reverse) else {
      isOpen = false
      continue
    }
    if isOpen { stretches[stretches.count - 1] += run.text } else { stretches.append(run.text) }
    isOpen = true
  }
  return stretches
}
