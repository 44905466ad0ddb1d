import Foundation
import Presently

/// The alerts `demo alert` shows: each one a value, built here and presented by the scene.
enum AlertSamples {
  /// The seed's "Add server": a URL field, and Add enabled only for a valid-looking URL.
  static var addServer: Alert<String> {
    var add = Alert<String>.Action(title: "Add") { $0[0] }
    add.enabledPredicate = { isValidURL($0[0]) }
    let cancel = Alert<String>.Action(title: "Cancel", style: .cancel) { throw CancelError() }
    return Alert(
      title: "Add server",
      message: "Type the address of the server. Add is enabled once it looks like an http or https URL.",
      fields: [.init(label: "URL", initial: "https://", placeholder: "https://example.com")],
      actions: add, cancel)
  }

  /// The seed's Yes / No / Cancel.
  static var keepChanges: Alert<Bool> {
    Alert(
      title: "Keep your changes?",
      message: "notes.txt was edited while it was open.",
      actions: .init(title: "Yes") { true },
      .init(title: "No") { false },
      .init(title: "Cancel", style: .cancel) { throw CancelError() })
  }

  /// An action sheet with a destructive action.
  static var deleteFile: Alert<String> {
    Alert(
      title: "Delete notes.txt?",
      message: "Deleting cannot be undone; the trash can be emptied later.",
      actions: .init(title: "Delete", style: .destructive) { "deleted" },
      .init(title: "Move to Trash") { "moved to trash" },
      .init(title: "Cancel", style: .cancel) { throw CancelError() })
  }

  /// Two fields, one of them secret, both needed for Sign in.
  static var signIn: Alert<String> {
    Alert(
      title: "Sign in to example.com",
      fields: [
        .init(label: "User", placeholder: "ada") { $0.contains(" ") ? "A user name has no spaces." : nil },
        .init(label: "Password", isSecure: true),
      ],
      actions: .init(title: "Sign in", enabledPredicate: { !$0[0].isEmpty && !$0[1].isEmpty }) {
        "signed in as \($0[0])"
      },
      .init(title: "Cancel", style: .cancel) { throw CancelError() })
  }

  /// A status without actions, which the program dismisses.
  static var status: Alert<Void> {
    Alert(
      title: "Deploying…", message: "This status has no actions: it goes away when the program dismisses it.",
      actions: [])
  }

  /// Whether `text` looks like an http or https URL with a host.
  static func isValidURL(_ text: String) -> Bool {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host() else {
      return false
    }
    return (scheme == "http" || scheme == "https") && !host.isEmpty && !text.contains(" ")
  }

  /// The names of the programs in `/usr/bin`, sorted: about a thousand real items.
  static func programs() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/bin")) ?? []
    return names.isEmpty ? (1...1000).map { "item \($0)" } : names.sorted()
  }
}
