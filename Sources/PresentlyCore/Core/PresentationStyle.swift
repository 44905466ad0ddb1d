/// How a presentation is put on the terminal and taken off it.
///
/// A style is an open family of values made of a closure: it receives the context and
/// the body (the presentable's drawing and reading) and runs the body in whatever way
/// it chooses: inline, on the alternate screen, with traits that change how the
/// presentable draws. Modules add styles as static members, and so can you:
///
/// ```swift
/// extension PresentationStyle {
///   static let framed = PresentationStyle(name: "framed") { context, body in
///     context.terminal.writeLine("────────")
///     defer { context.terminal.writeLine("────────") }
///     try await body(context)
///   }
/// }
/// try await terminal.present(report, style: .framed)
/// ```
public struct PresentationStyle: Sendable, CustomStringConvertible {
  /// What the body of a presentation is to a style.
  public typealias Body = @Sendable (PresentationContext) async throws -> Void

  /// A name for messages and debugging.
  public let name: String

  /// Runs `body` in this style.
  public let present: @Sendable (_ context: PresentationContext, _ body: Body) async throws -> Void

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - name: A name for messages and debugging.
  ///   - present: Runs the body; it must call it at most once and return when it returns.
  public init(
    name: String,
    present: @escaping @Sendable (_ context: PresentationContext, _ body: Body) async throws -> Void
  ) {
    self.name = name
    self.present = present
  }

  /// The name.
  public var description: String { name }

  /// Inline, where the cursor is: the default.
  public static let `default` = PresentationStyle(name: "default") { context, body in
    try await body(context)
  }

  /// On the alternate screen, as full-screen programs such as `less` do: what was on
  /// the screen comes back when the presentation ends. Inline where the terminal has
  /// no cursor control.
  public static let fullScreen = PresentationStyle(name: "fullScreen") { context, body in
    let terminal = context.terminal
    terminal.perform(.enterAlternateScreen)
    context.onEnd { terminal.perform(.leaveAlternateScreen) }
    try await body(context)
  }
}
