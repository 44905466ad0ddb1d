import PresentlyCore

/// How an ``Alert`` lays itself out: the trait that the alert styles set.
///
/// Use it to make a style of your own that draws alerts one way or the other:
///
/// ```swift
/// extension PresentationStyle {
///   static let fullScreenSheet = PresentationStyle(name: "fullScreenSheet") { context, body in
///     try await PresentationStyle.fullScreen.present(context) { context in
///       try await body(context.with(AlertLayoutTrait.self, .sheet))
///     }
///   }
/// }
/// ```
public enum AlertLayout: Hashable, Sendable {
  /// Fields on prompts of their own, then the actions on one line.
  case alert
  /// The actions as a numbered list; no fields.
  case sheet
}

/// The trait key for ``AlertLayout``; without a style that sets it, alerts lay out as
/// ``AlertLayout/alert``.
///
/// ```swift
/// let layout = context[trait: AlertLayoutTrait.self]
/// ```
public enum AlertLayoutTrait: PresentationTraitKey {
  /// ``AlertLayout/alert``.
  public static let defaultValue = AlertLayout.alert
}

extension PresentationStyle {
  /// An alert inline, where the cursor is: fields on readline prompts of their own, then
  /// the actions on one line, `[Add]*  [Cancel]`. The style alerts take by default.
  ///
  /// ```swift
  /// let url = try await terminal.present(addServer, style: .alert)
  /// ```
  public static let alert = PresentationStyle(name: "alert") { context, body in
    try await body(context.with(AlertLayoutTrait.self, .alert))
  }

  /// An action sheet inline: the actions as a numbered list, destructive ones in red,
  /// cancel ones last and set apart, chosen by number or title.
  ///
  /// An alert with fields cannot be a sheet: presenting one throws
  /// ``AlertError/sheetWithFields`` before anything is drawn.
  ///
  /// ```swift
  /// let keep = try await terminal.present(alert, style: .sheet)
  /// ```
  public static let sheet = PresentationStyle(name: "sheet") { context, body in
    try await body(context.with(AlertLayoutTrait.self, .sheet))
  }
}
