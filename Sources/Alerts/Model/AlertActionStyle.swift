/// What kind of choice an alert action is, which decides how it is drawn and where it
/// goes.
///
/// Inside an alert it is spelled `Alert.Action.Style`, so call sites read `.cancel`:
///
/// ```swift
/// let delete = Alert<Bool>.Action(title: "Delete", style: .destructive) { true }
/// let cancel = Alert<Bool>.Action(title: "Cancel", style: .cancel) { throw CancelError() }
/// ```
///
/// | Style | Alert line | Sheet row | Enter |
/// | --- | --- | --- | --- |
/// | ``default`` | `[Add]` | `1  Add` | the first enabled one is the default action |
/// | ``cancel`` | `[Cancel]` | last, after a blank line | never |
/// | ``destructive`` | `[Delete]!`, red | `1  Delete!`, red | never |
public enum AlertActionStyle: Hashable, Sendable {
  /// An ordinary action; the first enabled one is taken when the user presses Enter.
  case `default`
  /// An action that backs out; a sheet lists it last, set apart.
  case cancel
  /// An action that destroys data; drawn in red and marked with `!`.
  case destructive
}
