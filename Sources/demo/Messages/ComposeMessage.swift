import Foundation
import Presently

/// Composing a message: an alert with a title and a body, posted only when both have text.
struct ComposeMessage: Presentable {
  func materialize(_ context: PresentationContext) async throws -> Message {
    let post = Alert<Message>.Action(
      title: "Post",
      enabledPredicate: { values in values.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty } },
      action: { values in
        Message(
          title: values[0].trimmingCharacters(in: .whitespaces), body: values[1].trimmingCharacters(in: .whitespaces))
      })
    let alert = Alert(
      title: "New message",
      message: "Post is enabled once the message has a title and a body.",
      fields: [
        .init(label: "Title", placeholder: "What it is about"),
        .init(label: "Body", placeholder: "What you want to say"),
      ],
      actions: post, .init(title: "Cancel", style: .cancel) { throw CancelError() })
    return try await alert.materialize(context)
  }
}
