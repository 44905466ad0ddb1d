/// Waits until `condition` holds, looking again each time the task has let others run,
/// for at most `limit`: the bounded wait a test uses for something another task does.
///
/// ```swift
/// fruits.change { $0.remove(at: 1) }
/// try await waitUntil("the survivor is selected") { terminal.screen.contains("> 2  cherry") }
/// ```
/// - Parameters:
///   - description: What is waited for, for the error.
///   - limit: How long to wait at most.
///   - condition: What must hold.
/// - Throws: ``ConditionNotMet`` when it did not hold within `limit`, or the waiting
///   task was cancelled.
public func waitUntil(
  _ description: String, within limit: Duration = .seconds(30), _ condition: () -> Bool
) async throws(ConditionNotMet) {
  let deadline = ContinuousClock.now + limit
  while !condition() {
    guard ContinuousClock.now < deadline, !Task.isCancelled else { throw ConditionNotMet(description, limit) }
    try? await Task.sleep(for: .milliseconds(2))
  }
}

/// The error of a wait whose condition never held.
public struct ConditionNotMet: Error, CustomStringConvertible {
  /// What was waited for.
  public let condition: String
  /// How long the wait lasted.
  public let limit: Duration

  init(_ condition: String, _ limit: Duration) {
    self.condition = condition
    self.limit = limit
  }

  /// What did not happen, and within what, for a failure message.
  public var description: String { "\(condition) did not happen within \(limit)" }
}
