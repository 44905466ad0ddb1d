import Foundation
import Presently

/// Wiring `Messages` to a `MessageStore`: kept apart from the presentable, as the seed
/// article keeps its initializer, so that `Messages` knows nothing of storage.
extension Messages {
  /// Messages kept in `store`: composing inserts at the top, deleting asks with a sheet.
  ///
  /// - Parameters:
  ///   - store: Where messages are kept.
  ///   - incomingEvery: With a value, a new message arrives at this interval while the
  ///     messages are presented.
  init(store: MessageStore, incomingEvery interval: Duration? = nil) {
    messages = { store.updates() }
    composeMessage = Presentation(ComposeMessage()).onValue { message in
      try? store.insert(message)
    }
    deleteMessage = { (message: Message) -> AnyPresentation<Void> in
      let delete = Alert<Bool>.Action(title: "Delete", style: .destructive) { true }
      let cancel = Alert<Bool>.Action(title: "Cancel", style: .cancel) { throw CancelError() }
      let sheet = Alert<Bool>(
        title: "Delete \u{201C}\(message.title)\u{201D}?", message: "It cannot be brought back.",
        actions: delete, cancel)
      return Presentation(sheet, style: .sheet)
        .onValue { _ in try? store.delete(id: message.id) }
        .map { _ in () }
    }
    incoming = interval.map { interval -> @Sendable () async -> Void in
      {
        var next = 0
        while !Task.isCancelled {
          try? await Task.sleep(for: interval)
          guard !Task.isCancelled else { return }
          let sample = SampleMessages.incoming[next % SampleMessages.incoming.count]
          next += 1
          store.receive(Message(title: sample.title, body: sample.body))
        }
      }
    }
  }
}
