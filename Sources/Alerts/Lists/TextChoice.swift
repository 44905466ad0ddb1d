import PresentlyCore

/// A choice among lines of text held in one buffer (``ListTexts``): what `presently
/// choose` and `presently filter` present, a million lines without a string or an index
/// array for each. Its result is the indices chosen.
package struct TextChoice: Presentable {
  package var prompt: String
  package var texts: ListTexts
  /// The line Enter takes at first, and a timeout returns.
  package var defaultIndex: Int?
  package var selectsMany = false
  /// The lines that start marked, when several may be chosen.
  package var marked: [Int] = []
  /// How many may be chosen at most, when several may.
  package var limit: Int?
  /// Whether what is typed matches as a substring.
  package var exact = false
  /// The hint in the empty line.
  package var placeholder: String?
  /// What the line opens with, the rows narrowed by it.
  package var query = ""
  /// The line drawn above the list (`--header`), in bold; what the answer's line says
  /// it answered.
  package var header: String?
  /// What is drawn before the rows, where presently's own marks are not wanted.
  package var prefixes = RowPrefixes()
  /// Whether the marked lines are taken in the order they were marked (gum's
  /// `choose --ordered`), the lines marked at the start first; else in the list's order.
  package var keepsMarkingOrder = false
  /// Whether Enter with nothing marked, where several may be chosen, takes nothing
  /// rather than the highlighted line (gum's `choose --limit`, `--no-limit`).
  package var takesNothingUnmarked = false
  /// For items still arriving (``texts`` holds those in so far): how many there are as
  /// they come, each line's text, and all of them in one buffer.
  package var arriving: Arriving?
  /// Styles added to the header, the marker, marked rows, matches and the prompt.
  package var styles = ElementStyles()

  /// Items still arriving, as a line store publishes them.
  package struct Arriving: Sendable {
    package var counts: AsyncStream<Int>
    /// Item `index`'s text: at most its first `limit` bytes, when there is a limit.
    package var text: @Sendable (_ index: Int, _ limit: Int?) -> String
    package var texts: @Sendable () -> ListTexts

    package init(
      counts: AsyncStream<Int>, text: @escaping @Sendable (_ index: Int, _ limit: Int?) -> String,
      texts: @escaping @Sendable () -> ListTexts
    ) {
      (self.counts, self.text, self.texts) = (counts, text, texts)
    }
  }

  /// The most bytes of an item a row is drawn from: more than the widest window shows.
  static let rowBytes = 4096

  package init(prompt: String, texts: ListTexts) {
    self.prompt = prompt
    self.texts = texts
  }

  package func materialize(_ context: PresentationContext) async throws -> [Int] {
    guard texts.count > 0 || arriving != nil else { throw AlertError.nothingToChoose }
    let texts = self.texts
    let text: @Sendable (Int, Int?) -> String
    if let arriving { text = arriving.text } else { text = { texts.text(of: $0, upTo: $1) } }
    var widget = ListPrompt(
      count: texts.count,
      title: { VisibleTitle.of(text($0, nil)) },
      // A row shows the start of its line: a line of megabytes costs what a row shows.
      row: { StyledText(text($0, Self.rowBytes), lineBreaks: .show) },
      prompt: prompt, defaultItem: validDefault, selectsMany: selectsMany, heading: heading,
      texts: arriving == nil ? texts : nil, frame: WidgetFrame(context.terminal))
    (widget.list.exact, widget.placeholder, widget.initialQuery) = (exact, placeholder, query)
    (widget.prefixes, widget.keepsMarkingOrder) = (prefixes, keepsMarkingOrder)
    widget.takesNothingUnmarked = takesNothingUnmarked
    if let arriving { widget.list.makeTexts = { _ in arriving.texts() } }
    widget.styles = styles
    if selectsMany {
      widget.list.marking = .many(limit: limit)
      widget.list.cursor.marks = Set(marked.filter { (0..<texts.count).contains($0) })
    }
    widget.startNarrowed(in: WidgetFrame(context.terminal))
    guard let arriving else { return try await widget.run(on: context.terminal) }
    return try await widget.run(on: context.terminal, updates: arriving.counts)
  }

  /// Presents the choice from `presenter`, with a timeout that falls back on the default.
  package func present(from presenter: some Presenter, timeout: Duration?) async throws -> [Int] {
    let fallback: (@Sendable () throws -> [Int])? = validDefault.map { index in { @Sendable in [index] } }
    let outcome = validDefault.map { VisibleTitle.of(texts.text(of: $0)) }
    return try await presenter.present(self, timeout: timeout, outcome: outcome, orElse: fallback)
  }

  /// The header, in bold and the style asked.
  private var heading: Heading {
    var heading = Heading(title: header)
    heading.titleStyle = TextStyle.bold.union(styles.header)
    return heading
  }

  private var validDefault: Int? {
    defaultIndex.flatMap { (0..<texts.count).contains($0) ? $0 : nil }
  }
}
