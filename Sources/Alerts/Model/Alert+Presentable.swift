import PresentlyCore

extension Alert: Presentable {
  /// Draws the alert in the layout its style asks for (see ``AlertLayoutTrait``) and
  /// returns the value of the action the user chooses.
  ///
  /// - Throws: The chosen action's error unchanged; ``AlertError/sheetWithFields`` for
  ///   a sheet with fields, before anything is drawn; or a `PresentError`.
  public func materialize(_ context: PresentationContext) async throws -> Value {
    let layout = context[trait: AlertLayoutTrait.self]
    if layout == .sheet, !fields.isEmpty { throw AlertError.sheetWithFields }
    switch form {
    case .standard where layout == .sheet && !actions.isEmpty:
      return try await presentSheet(on: context.terminal)
    default:
      return try await AlertWidget(alert: self).run(on: context.terminal)
    }
  }
}
