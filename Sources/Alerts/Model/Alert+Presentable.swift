import PresentlyCore

extension Alert: Presentable {
  /// Draws the alert in the layout its style asks for (see ``AlertLayoutTrait``) and
  /// returns the value of the action the user chooses.
  ///
  /// - Throws: The chosen action's error unchanged; ``AlertError/sheetWithFields`` for
  ///   a sheet with fields, before anything is drawn; or a `PresentError`.
  public func materialize(_ context: PresentationContext) async throws -> Value {
    var session = AlertSession(alert: self, terminal: context.terminal)
    return try await session.run(layout: context[trait: AlertLayoutTrait.self])
  }
}
