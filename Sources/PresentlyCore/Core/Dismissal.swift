/// An error that says the user dismissed a presentation on purpose (an alert's Cancel
/// action), rather than that something failed.
///
/// A dismissed presentation returns to whoever presented it: a presentation started
/// from a browser command that ends with a dismissal ends that command, and the browser
/// goes on, as after Escape or Ctrl-C in the presentation. Outside such a presenter the
/// error comes out of `present` unchanged. `CancelError` (Alerts) is one.
///
/// ```swift
/// struct Skipped: Dismissal {}
/// ```
public protocol Dismissal: Error {}
