import PresentlyCore

extension Presenter {
  /// Asks for text of several lines, each edited with readline, and returns it: a
  /// commit message, a note, an address.
  ///
  /// ```swift
  /// let note = try await terminal.compose("Release notes", placeholder: "One change a line")
  /// ```
  ///
  /// Ctrl-D on an empty line ends the text, Up and Down go to the line above or below to
  /// edit it, Escape dismisses. See ``TextArea`` for the details. (It is not called
  /// `write`: a terminal's ``/PresentlyCore/Terminal/write(_:)`` draws text.)
  ///
  /// - Parameters:
  ///   - title: Drawn in bold above the lines.
  ///   - placeholder: A hint in the first line while it is empty.
  ///   - initialText: Text already written, which the user continues.
  ///   - maxLines: The most lines; the text ends when the last is entered.
  ///   - characterLimit: The most characters, line breaks included.
  ///   - timeout: How long to wait before throwing ``/PresentlyCore/PresentError/timedOut``.
  /// - Returns: The lines joined by line breaks, without one at the end.
  /// - Throws: A `PresentError`: dismissed, interrupted, timed out.
  public func compose(
    _ title: String? = nil, placeholder: String? = nil, initialText: String = "", maxLines: Int? = nil,
    characterLimit: Int? = nil, timeout: Duration? = nil
  ) async throws -> String {
    var area = TextArea(title: title, placeholder: placeholder, initialText: initialText)
    area.maxLines = maxLines
    area.characterLimit = characterLimit
    return try await present(area, timeout: timeout)
  }
}
