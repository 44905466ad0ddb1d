/// Options that change how a presentation is started.
///
/// It is an open set: modules add their own options as static members.
///
/// ```swift
/// try await terminal.present(alert, options: .failOnBlock)
/// ```
public struct PresentationOptions: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt64

  /// Creates options from their raw bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Throw ``PresentError/blocked`` at once instead of waiting while another
  /// presentation holds the presenter.
  public static let failOnBlock = PresentationOptions(rawValue: 1 << 0)
}
