/// The one line a widget leaves after it ended: its question and its answer
/// (`Pick a fruit: banana`, `Go? yes`), or what ended it (`Go? (cancelled)`).
///
/// ```swift
/// AnswerLine.make("Go?", answer: "yes").plain              // "Go? yes"
/// AnswerLine.make("Name", answer: "Ada").plain             // "Name: Ada"
/// AnswerLine.make("", fallback: "Choose", answer: "b").plain // "Choose: b"
/// AnswerLine.list(["apple", "banana", "cherry"], width: 20).plain // "apple, and 2 more"
/// ```
///
/// The question is bold, as on the prompt it answered; the answer plain, and a word that
/// stands for one (`(cancelled)`) dimmed. Both are untrusted and sanitized, on one line.
public enum AnswerLine {
  /// Whether the line stays: not in whiptail's and dialog's modes, where the box is
  /// cleared and nothing is left, as the real programs leave nothing.
  @TaskLocal package static var isLeft = true

  /// The question and the answer, on one line.
  ///
  /// - Parameters:
  ///   - question: The question as the widget asked it; its trailing colon, `>` and
  ///     spaces go, a `?` or `!` stays.
  ///   - fallback: The widget's own word (`Choose`) for a question that is empty.
  ///   - answer: What was answered.
  public static func make(_ question: String, fallback: String = "Answer", answer: StyledText) -> StyledText {
    var base = Substring(question.split(separator: "\n", omittingEmptySubsequences: true).last ?? "")
    while let last = base.last, last == " " || last == "\t" || last == ":" || last == ">" { base.removeLast() }
    if base.allSatisfy({ $0 == " " || $0 == "\t" }) { base = Substring(fallback) }
    let asked = StyledText(String(base), style: .bold, lineBreaks: .show)
    let separator: StyledText = base.last == "?" || base.last == "!" ? " " : ": "
    return asked + separator + answer
  }

  /// The question and what ended it without an answer (``WidgetEnding/word``, dimmed),
  /// or the question alone for a value.
  public static func make<Value>(_ question: String, fallback: String = "Answer", ending: WidgetEnding<Value>)
    -> StyledText
  {
    make(question, fallback: fallback, answer: StyledText(ending.word ?? "", style: .dim))
  }

  /// Answers side by side, separated by commas, cut to `width` cells with how many more
  /// there are: `apple, banana, and 3 more`; `(none)` for no answer at all.
  public static func list(_ answers: [String], width: Int) -> StyledText {
    guard !answers.isEmpty else { return StyledText("(none)", style: .dim) }
    let all = answers.map { StyledText($0, lineBreaks: .show) }
    let whole = StyledText.joined(all, separator: ", ")
    if DisplayWidth.of(whole.plain) <= width { return whole }
    for shown in stride(from: answers.count - 1, through: 1, by: -1) {
      let rest = StyledText(", and \(answers.count - shown) more", style: .dim)
      let head = StyledText.joined(Array(all.prefix(shown)), separator: ", ")
      if DisplayWidth.of(head.plain) + DisplayWidth.of(rest.plain) <= width { return head + rest }
    }
    let rest = StyledText(" and \(answers.count - 1) more", style: .dim)
    return all[0].truncated(toWidth: max(1, width - DisplayWidth.of(rest.plain))) + rest
  }
}
