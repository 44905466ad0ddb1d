/// A terminal that can say more than ``PresentError`` about why a top-level presentation
/// ended: the scripted terminal of the tests, whose script may run out of answers.
///
/// `Presenter.present` asks the terminal it presents on directly (not from a
/// presentation's context) about an ending that is a `PresentError`, and throws what it
/// answers instead.
package protocol ExplainsEndings: AnyObject {
  /// The error to throw in place of `ending`, or `nil` to throw `ending` itself.
  func explanation(of ending: PresentError) -> (any Error)?
}
