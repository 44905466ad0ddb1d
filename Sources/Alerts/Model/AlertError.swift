/// The ways an alert cannot be presented as described.
///
/// ```swift
/// do {
///   _ = try await terminal.present(loginAlert, style: .sheet)
/// } catch AlertError.sheetWithFields {
///   // A sheet has no room for fields: present it as an alert.
/// }
/// ```
public enum AlertError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The alert has text fields and was presented as a sheet, which has only actions.
  /// Thrown before anything is drawn.
  case sheetWithFields
  /// No action has this title: thrown by an alert presented with
  /// `Presentation.timeout(after:clock:choosing:)` when the time runs out.
  case noSuchAction(String)
  /// `choose` or `chooseMany` was given no items. Thrown before anything is drawn.
  case nothingToChoose

  /// A sentence for people.
  public var description: String {
    switch self {
    case .sheetWithFields: "An alert with text fields cannot be presented as a sheet; present it as an alert."
    case .noSuchAction(let title): "The alert has no action titled \"\(title)\"."
    case .nothingToChoose: "There is nothing to choose from: the list is empty."
    }
  }
}
