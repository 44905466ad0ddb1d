import Foundation
import Presently

/// The messages UI, as the seed article builds it: the model is data (a live list and
/// what composing and deleting present), not UI, and it never learns how a message is
/// composed or where messages are kept. See `Messages+Store.swift` for how it is wired.
struct Messages {
  /// The messages, newest first, and every change to them.
  let messages: @Sendable () -> AsyncStream<[Message]>
  /// Composing a message; presenting it yields the new message.
  let composeMessage: Presentation<ComposeMessage>
  /// Deleting a message after asking; presenting it ends once the message is gone, or
  /// throws `CancelError` when the user keeps it.
  let deleteMessage: @Sendable (Message) -> AnyPresentation<Void>
  /// Work that runs while the messages are presented, such as a feed of incoming messages.
  let incoming: (@Sendable () async -> Void)?
}

extension Messages: Presentable {
  func materialize(_ context: PresentationContext) async throws {
    // The incoming feed is present while the messages are (ComposablePresents'
    // `@PresentsAny`): it starts now, and ends with the presentation.
    let feed = PresentsAny<Void>(in: context) { _ in await incoming?() }
    await feed.update(incoming.map { _ in () })
    let compose = composeMessage
    let delete = deleteMessage
    let list = BrowserList<Void, [Message]>("Messages", elements: [], itemTitle: \.title)
      .updating(from: messages())
      .rows { message, width in Self.row(message, width: width) }
      .detail { message in Self.detail(message) }
      .command("c", help: "compose a message") { context, _ in
        do {
          return .select(try await context.present(compose))
        } catch is CancelError {
          return .message("Nothing was posted.")
        }
      }
      .command("d", help: "delete the selected message") { context, message in
        guard let message else { return .message("Choose a message to delete first.") }
        do {
          try await context.present(delete(message))
          return .message("Deleted \u{201C}\(message.title)\u{201D}.")
        } catch is CancelError {
          return .message("Kept \u{201C}\(message.title)\u{201D}.")
        }
      }
    _ = try await MasterDetailBrowser(list, collapseThreshold: 90).materialize(context)
  }

  /// `Lunch on Friday?                14:05`: the title, and the time on the right.
  static func row(_ message: Message, width: Int) -> StyledText {
    let time = message.shortTime()
    let room = max(1, width - time.count - 1)
    return StyledText(message.title).padded(toWidth: room) + " " + StyledText(time, style: .dim)
  }

  /// The full date and the body (the browser shows the title above them).
  static func detail(_ message: Message) -> StyledText {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "EEEE d MMMM yyyy, HH:mm"
    return StyledText(formatter.string(from: message.date), style: .dim) + "\n\n" + StyledText(message.body)
  }
}
