import PresentlyCore

/// How a yes-or-no question is answered (``QuestionWidget``): 0 is the affirmative, 1
/// the negative.
///
/// Besides the actions' titles and their unique prefixes (ignoring case), `y`, `yes`,
/// `n` and `no` answer in any case, and so do the locale's expressions (see
/// ``YesNoExpressions``). An answer that could mean both is asked again.
struct YesNoAnswers: Sendable {
  /// The answer Enter gives, if any.
  var defaultAnswer: Bool?
  /// Whether the titles are the standard `Yes` and `No`, shown as `[y/N]`.
  var usesStandardTitles: Bool
  /// The locale's expressions.
  var expressions: YesNoExpressions

  /// The index of the default action: 0 for yes, 1 for no.
  var defaultAction: Int? { defaultAnswer.map { $0 ? 0 : 1 } }

  /// What the prompt shows after the question: `y/N`, or `Overwrite*/Keep` for other titles.
  func hint(affirmative: String, negative: String) -> StyledText {
    if usesStandardTitles {
      switch defaultAnswer {
      case true?: return "Y/n"
      case false?: return "y/N"
      case nil: return "y/n"
      }
    }
    let yes = StyledText(affirmative, lineBreaks: .show) + (defaultAnswer == true ? "*" : "")
    let no = StyledText(negative, lineBreaks: .show) + (defaultAnswer == false ? "*" : "")
    return yes + "/" + no
  }

  /// The two answers as buttons: `Y/n` with the answer Enter takes in capitals, or
  /// `Overwrite*/Keep` with it marked `*`, drawn in reverse where styles are on. Without a
  /// `focus` (no one at the keyboard), the default is marked, as ``hint(affirmative:negative:)``.
  func buttons(affirmative: String, negative: String, focus: Int?) -> StyledText {
    guard let focus else { return hint(affirmative: affirmative, negative: negative) }
    let labels: [StyledText] =
      usesStandardTitles
      ? [focus == 0 ? "Y" : "y", focus == 1 ? "N" : "n"]
      : [affirmative, negative].enumerated().map { index, title in
        StyledText(title, lineBreaks: .show) + (index == focus ? "*" : "")
      }
    return labels[0].styled(focus == 0 ? .reverse : []) + "/" + labels[1].styled(focus == 1 ? .reverse : [])
  }

  /// The letters that mean one answer only, typed alone: `y`, `n`, the first letters of
  /// the titles, and the locale's (`j` in German), in both cases; a letter that could
  /// mean either answers nothing at once, and is typed as a word.
  func answerKeys(affirmative: String, negative: String) -> String {
    let locale = expressions.letters()
    let titles = [VisibleTitle.of(affirmative), VisibleTitle.of(negative)]
    let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).flatMap { [$0, $0 - 0x20] }
    let keys = letters.filter { letter in
      let text = String(decoding: [letter], as: UTF8.self)
      let lower = letter | 0x20
      let yes = lower == UInt8(ascii: "y") || TextMatching.hasPrefix(titles[0], text) || locale.yes.contains(letter)
      let no = lower == UInt8(ascii: "n") || TextMatching.hasPrefix(titles[1], text) || locale.no.contains(letter)
      return yes != no
    }
    return String(decoding: keys, as: UTF8.self)
  }

  /// The answers an answer could mean, in order: 0 for yes, 1 for no; empty when none.
  /// An array rather than a set: a set of `Int` costs a conformance scan the first time.
  func meanings(of typed: String, affirmative: String, negative: String) -> [Int] {
    let titles = [VisibleTitle.of(affirmative), VisibleTitle.of(negative)]
    if let exact = titles.firstIndex(where: { TextMatching.equal($0, typed) }) { return [exact] }
    let word = typed.lowercased()
    let yes = TextMatching.hasPrefix(titles[0], typed) || word == "y" || word == "yes" || expressions.isYes(typed)
    let no = TextMatching.hasPrefix(titles[1], typed) || word == "n" || word == "no" || expressions.isNo(typed)
    return (yes ? [0] : []) + (no ? [1] : [])
  }
}
