/// The shapes the conveniences give an ``Alert``, beyond the standard one people make.
enum AlertForm: Sendable {
  /// Title, message, fields, then the actions on a line of their own.
  case standard
  /// `Question? [y/N]` on one prompt: the title is the question, the actions are the
  /// affirmative and the negative, and yes/no words answer too (see ``YesNoAnswers``).
  case question(YesNoAnswers)
  /// The fields alone: Enter on the last one takes the first action (`ask`, `password`).
  case fieldsOnly
}
