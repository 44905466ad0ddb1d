/// Everything a terminal needs to read one edited line.
///
/// ```swift
/// let name = try await terminal.readLine(
///   LineRequest(prompt: "Name: ", initialText: "Ada", completion: .words(["Ada", "Alan"])))
/// ```
public struct LineRequest: Sendable {
  /// Drawn before the editable text, on the same line.
  public var prompt: StyledText
  /// Text already in the line when it opens; the user can edit or erase it. A secret line
  /// opens empty whatever this is: text that cannot be seen cannot be edited.
  ///
  /// It is the value, not a picture of it: what the user leaves as it was comes back as
  /// given, tabs, control characters and all, whatever the terminal draws in its place
  /// (readline draws a tab as spaces and an escape as `^[`; see ``Sanitizer`` for what is
  /// never drawn raw).
  public var initialText: String
  /// A dimmed hint drawn while the line is empty; never part of the value.
  public var placeholder: String?
  /// Added to the dim ``placeholder`` is drawn in (a colour given wins): gum's
  /// `input --placeholder.foreground 240`. None by default; nothing where the terminal
  /// draws no styles.
  public var placeholderStyle: TextStyle = []
  /// What the Tab key offers; `nil` offers nothing (never file names).
  public var completion: Completion?
  /// Whether the input is secret: not echoed, not kept in history, its buffer overwritten after use.
  public var isSecret: Bool
  /// The history list this line belongs to; `nil` keeps no history.
  public var historyKey: String?
  /// Whether ``initialText`` opens the line even after a key's action, in place of the
  /// text typed before the key (which a widget's loop offers again otherwise): a text of
  /// several lines opening the line above again for editing.
  public var initialTextReplacesTyped = false
  /// Whether the cursor starts before ``initialText`` rather than after it, as a text
  /// editor opens a file: what is typed goes in front of the text.
  public var cursorAtStart = false
  /// The actions keys may end the read with, for ``Terminal/read(_:)``; none by
  /// default, every key editing the line.
  public var keyActions: KeyActions = []
  /// Those of ``keyActions`` taken even on a line with text, where the key would
  /// otherwise edit it (``KeyAction/needsEmptyLine``): a dialog whose Tab always moves
  /// the focus, as whiptail's does.
  public var keyActionsWithText: KeyActions = []
  /// Characters that answer at once when typed on an empty line, as if Enter followed
  /// them: `yn` for a yes-or-no question. The line read is the character. A terminal
  /// without keys of its own reads the line as it comes; `y` and Enter is the same
  /// answer there.
  public var answerKeys = ""
  /// Characters that do a key's action at once when typed alone on an empty line, as
  /// ``answerKeys`` answer: `q` for ``KeyAction/quit`` in a pager, as in less. The read
  /// ends with ``LineAnswer/action(_:text:)``; typed after other text, the character is
  /// text. A terminal without keys of its own reads the line as it comes.
  public var singleKeys: [Character: KeyAction] = [:]
  /// Told, on the terminal's own thread, when the line goes from empty to having text
  /// (`true`) and back (`false`): where a list that changes under the user notes which
  /// rows a number being typed refers to.
  public var onTyping: (@Sendable (_ hasText: Bool) -> Void)?
  /// Whether each change of the line's text is an event for the widget reading it
  /// (``WidgetEvent/edited(_:)``), while the line stays open: a list that narrows as the
  /// user types. The widget loop sets ``onEdit`` for it.
  public var reportsEdits = false
  /// Whether Escape on a line with text erases the text instead of dismissing the widget:
  /// for a line that narrows a list as it is typed, where the text is a level to step
  /// back from, as a kept filter is in the browser. The widget loop gives the widget the
  /// empty line as ``WidgetEvent/edited(_:)``; Escape on the empty line dismisses.
  public var escapeErasesText = false
  /// Told, on the terminal's own thread, the whole text after a key changed it; not for
  /// a secret line, nor inside readline's own commands (an incremental search).
  public var onEdit: (@Sendable (_ text: String) -> Void)?
  /// Whether a read that ends without a line (Ctrl-C, Ctrl-D, a timeout) takes the line
  /// off the screen, prompt, text and hint, and leaves the cursor at the start of the
  /// row it was on, where the terminal can erase; elsewhere the line ends with a line
  /// break. Otherwise the terminal leaves the line with `^C` or a note after it. The
  /// widget loop asks it: its widget leaves a line of its own in place of what it drew.
  public var erasesOnEnding = false
  /// Whether the typed text goes from the screen as soon as the line is answered, where
  /// the terminal can erase: for a widget that writes the answer again in the line it
  /// leaves (`Name: Ada`), so that the answer coming back is a change on the screen,
  /// which a screen reader speaks; the same text written over itself is none, and it
  /// would hear only the empty row below. The prompt stays, and the rows the answer took;
  /// a secret line, never drawn, is left as it is.
  public var erasesAnswer = false
  /// Where the cursor waits for the first key: this many rows above the row the line
  /// starts on (the highlighted row of a list drawn above it), at the start of the row;
  /// `nil`, the default, leaves it in the line. Ignored where the cursor cannot move.
  ///
  /// A screen reader reads the row the cursor moves to, and a sighted user sees the
  /// cursor there, as in whiptail. The first key, or anything drawn meanwhile, puts the
  /// cursor back where the line had it, before the key is handled. The widget loop sets
  /// it after a key's action moved the highlight (``Widget/focusRow(in:)``).
  public var cursorRestsAbove: Int?

  /// Creates a request.
  public init(
    prompt: StyledText,
    initialText: String = "",
    placeholder: String? = nil,
    completion: Completion? = nil,
    isSecret: Bool = false,
    historyKey: String? = nil
  ) {
    self.prompt = prompt
    self.initialText = initialText
    self.placeholder = placeholder
    self.completion = completion
    self.isSecret = isSecret
    self.historyKey = historyKey
  }
}

/// The candidates the Tab key offers for what has been typed so far.
///
/// The closure receives the whole line up to the cursor and returns the lines it may
/// become. Terminals insert the longest common prefix and list the candidates when
/// there are several.
public struct Completion: Sendable {
  /// Returns the candidates for the text typed so far.
  public let candidates: @Sendable (_ typed: String) -> [String]

  /// Creates a completion from a function of the typed text.
  public init(_ candidates: @escaping @Sendable (_ typed: String) -> [String]) {
    self.candidates = candidates
  }

  /// Completes to those of `words` that start with the typed text, ignoring case.
  ///
  /// ```swift
  /// Completion.words(["Yes", "No"]).candidates("y")  // ["Yes"]
  /// ```
  public static func words(_ words: [String]) -> Completion {
    Completion { typed in
      let prefix = typed.lowercased()
      return words.filter { $0.lowercased().hasPrefix(prefix) }
    }
  }
}
