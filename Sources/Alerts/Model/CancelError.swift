import PresentlyCore

/// The error a Cancel action throws, so that backing out is not mistaken for a value.
///
/// ```swift
/// let cancel = Alert<Bool>.Action(title: "Cancel", style: .cancel) { throw CancelError() }
/// do {
///   let keep = try await terminal.present(Alert(title: "Keep it?", actions: yes, no, cancel))
/// } catch is CancelError {
///   // The user backed out.
/// }
/// ```
///
/// It is a ``/PresentlyCore/Dismissal``: an alert cancelled from a browser command returns
/// to the browser.
public struct CancelError: Dismissal, Hashable, Sendable, CustomStringConvertible {
  /// Creates the error.
  public init() {}

  /// `Cancelled.`
  public var description: String { "Cancelled." }
}
