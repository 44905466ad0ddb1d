import PresentlyCore

/// What makes a pager a dialog's text box: a heading above the text, one button below
/// it, and Enter on the empty line ends it.
package struct PagerBox: Sendable {
  /// The back title and title.
  package var heading: Heading
  /// The button's label: `EXIT` in dialog, `Ok` in whiptail.
  package var button: String

  package init(heading: Heading, button: String) {
    self.heading = heading
    self.button = button
  }
}

/// A file shown in a box with one button, as dialog's and whiptail's `--textbox`: the
/// pager's reading, whose cost follows the screen (the first screen of a file of any
/// size at once, each key at once), in a box.
///
/// Up, Down, Page Up, Page Down, Home and End scroll; `/text`, `n`, `N`, `G`, `g` and a
/// line number work as in the pager; Enter ends it; Escape dismisses it.
package struct TextBox: Presentable {
  package var text: PagerText
  package var box: PagerBox

  package init(text: PagerText, box: PagerBox) {
    self.text = text
    self.box = box
  }

  package func materialize(_ context: PresentationContext) async throws {
    try await PagerWidget(text: text, title: nil, numbersLines: false, box: box).runReading(on: context.terminal)
  }
}
