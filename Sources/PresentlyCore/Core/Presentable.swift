/// A recipe for a presentation: model data in; something drawn on a terminal and a
/// typed result out.
///
/// Holding a presentable draws nothing. Presenting it, with
/// ``Presenter/present(_:style:options:timeout:configure:)``, calls ``materialize(_:)``,
/// which draws on the context's terminal, reads what it needs, and returns the result
/// (or throws). The presentation ends when it returns.
///
/// ```swift
/// struct Greeting: Presentable {
///   var name: String
///   func materialize(_ context: PresentationContext) async throws -> Bool {
///     context.terminal.writeLine("Hello, \(name)!")
///     let answer = try await context.terminal.readLine(LineRequest(prompt: "Again? "))
///     return answer == "y"
///   }
/// }
/// let again = try await terminal.present(Greeting(name: "Ada"))
/// ```
public protocol Presentable<Result>: Sendable {
  /// What presenting produces.
  associatedtype Result: Sendable

  /// Draws the presentation in `context` and produces its result.
  ///
  /// - Parameter context: The terminal, style, options and lifetime of this presentation.
  /// - Returns: The result of the presentation.
  /// - Throws: A ``PresentError``, or any error of the presentable's own (such as one
  ///   thrown by an alert action), which comes out of `present` unchanged. A
  ///   ``Dismissal`` (an alert's Cancel action) says the user backed out: a presentation
  ///   started from a browser command returns to the browser, which goes on.
  func materialize(_ context: PresentationContext) async throws -> Result
}

/// A presentable whose result is produced in two steps: while presented, then after
/// the presentation has ended (where ``Presentation/onValue(_:)`` and
/// ``Presentation/map(_:)`` run).
typealias Stage<Result: Sendable> =
  @Sendable (PresentationContext) async throws -> @Sendable () async throws -> Result

/// A type-erased ``Presentable``.
///
/// Use it to pass different presentables where one type is expected, or to present a
/// closure without declaring a type:
///
/// ```swift
/// let status = AnyPresentable<Void> { context in
///   context.terminal.writeLine("Working…")
///   try await Task.sleep(for: .seconds(1))
/// }
/// ```
public struct AnyPresentable<Result: Sendable>: Presentable {
  let stage: Stage<Result>

  /// Erases the type of `presentable`.
  public init<P: Presentable>(_ presentable: P) where P.Result == Result {
    stage = { context in
      let value = try await presentable.materialize(context)
      return { value }
    }
  }

  /// Creates a presentable from a closure that plays the part of ``materialize(_:)``.
  public init(_ materialize: @escaping @Sendable (PresentationContext) async throws -> Result) {
    stage = { context in
      let value = try await materialize(context)
      return { value }
    }
  }

  init(stage: @escaping Stage<Result>) {
    self.stage = stage
  }

  /// Runs the erased presentable, and any steps that follow its result.
  public func materialize(_ context: PresentationContext) async throws -> Result {
    try await stage(context)()
  }
}
