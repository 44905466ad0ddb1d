import PresentlyCore

/// What a ``Spinner``'s operation tells the person watching while it runs: lines to keep
/// above the spinner, and a new title.
///
/// ```swift
/// try await terminal.spin("Fetching") { status in
///   for name in packages {
///     status.retitle("Fetching \(name)")
///     try await fetch(name)
///     status.say("fetched \(name)")
///   }
/// }
/// ```
///
/// The text is untrusted and sanitized before the terminal sees it. Calls after the
/// operation has ended are ignored.
public struct SpinnerStatus: Sendable {
  let post: @Sendable (SpinnerChange) -> Void

  /// A line printed for good above the spinner, which goes on turning below it.
  public func say(_ line: String) {
    post(.say([StyledText(line)]))
  }

  /// Lines printed for good above the spinner, already styled.
  public func say(_ lines: [StyledText]) {
    post(.say(lines))
  }

  /// The title beside the spinner from now on.
  public func retitle(_ title: String) {
    post(.retitle(title))
  }
}

/// What changes a spinner while its operation runs.
enum SpinnerChange: Sendable {
  /// The time since the start, at a tick of the clock.
  case tick(Duration)
  /// Lines for above the spinner.
  case say([StyledText])
  /// A new title.
  case retitle(String)
  /// The operation has ended after this long.
  case ended(Duration)
}
