/// Reads the inlines of a markdown paragraph, heading or cell into tokens: text, code
/// spans, links and images (inline `[text](url "title")`, reference `[text][label]`,
/// `[label]`), autolinks (`<https://…>`, and GFM's bare `https://…` and `www.…`),
/// emphasis delimiters (`*`, `_`, `~`), hard and soft line breaks, backslash escapes and
/// character references (`&amp;`, `&#233;`).
///
/// - Complexity: O(*n* log *n*) in the length of the text: brackets and backtick runs are
///   paired in one pass beforehand, a link's destination is read at most 4,096 characters
///   far, and links nest at most 8 deep.
struct MarkdownInlineParser {
  /// One piece of inline text.
  enum Token: Equatable {
    case text(String)
    case code(String)
    case link(text: [Token], url: String)
    case image(alt: String, url: String)
    case autolink(String)
    case hardBreak
    case softBreak
    /// A run of `*`, `_` or `~`, which emphasis may use.
    case delimiter(Unicode.Scalar, count: Int, canOpen: Bool, canClose: Bool)
  }

  let scalars: [Unicode.Scalar]
  let references: [String: String]
  let depth: Int
  var brackets: [Int: Int] = [:]
  private var backtickRuns: [Int: [Int]] = [:]
  private var tokens: [Token] = []
  var text = String.UnicodeScalarView()

  /// The tokens of `text`.
  static func tokens(_ text: String, references: [String: String], depth: Int = 0) -> [Token] {
    var parser = MarkdownInlineParser(Array(text.unicodeScalars), references: references, depth: depth)
    return parser.run()
  }

  private init(_ scalars: [Unicode.Scalar], references: [String: String], depth: Int) {
    self.scalars = scalars
    self.references = references
    self.depth = depth
    pairBrackets()
  }

  /// `[` to its `]`, and backtick runs by length, in one pass.
  private mutating func pairBrackets() {
    var open: [Int] = []
    var index = 0
    while index < scalars.count {
      switch scalars[index] {
      case "\\": index += 1
      case "[": open.append(index)
      case "]": if let start = open.popLast() { brackets[start] = index }
      case "`":
        let length = run(at: index)
        backtickRuns[length, default: []].append(index)
        index += length - 1
      default: break
      }
      index += 1
    }
  }

  private func run(at index: Int) -> Int {
    var end = index
    while end < scalars.count, scalars[end] == scalars[index] { end += 1 }
    return end - index
  }

  private mutating func flush() {
    if !text.isEmpty { tokens.append(.text(String(text))) }
    text = String.UnicodeScalarView()
  }

  mutating func emit(_ token: Token) {
    flush()
    tokens.append(token)
  }

  private mutating func run() -> [Token] {
    var index = 0
    while index < scalars.count {
      index = step(at: index)
    }
    flush()
    return tokens
  }

  /// Reads what starts at `index`; returns where the next thing starts.
  private mutating func step(at index: Int) -> Int {
    let scalar = scalars[index]
    switch scalar {
    case "\\":
      guard index + 1 < scalars.count else { break }
      let next = scalars[index + 1]
      if next == "\n" {
        emit(.hardBreak)
        return index + 2
      }
      if Self.asciiPunctuation.unicodeScalars.contains(next) {
        text.append(next)
        return index + 2
      }
    case "`": return codeSpan(at: index)
    case "!" where index + 1 < scalars.count && scalars[index + 1] == "[":
      if let end = link(at: index + 1, image: true) { return end }
    case "[":
      if let end = link(at: index, image: false) { return end }
    case "<":
      if let end = angleAutolink(at: index) { return end }
    case "*", "_", "~": return delimiter(at: index)
    case "\n":
      var trailing = 0
      while let last = text.last, last == " " {
        text.removeLast()
        trailing += 1
      }
      emit(trailing >= 2 ? .hardBreak : .softBreak)
      return index + 1
    case "&": if let end = entity(at: index) { return end }
    case "h", "w": if let end = bareAutolink(at: index) { return end }
    default: break
    }
    text.append(scalar)
    return index + 1
  }

  private mutating func codeSpan(at index: Int) -> Int {
    let length = run(at: index)
    let runs = backtickRuns[length] ?? []
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle] <= index { low = middle + 1 } else { high = middle }
    }
    guard low < runs.count else {
      for _ in 0..<length { text.append("`") }
      return index + length
    }
    var content = String(String.UnicodeScalarView(scalars[(index + length)..<runs[low]].map { $0 == "\n" ? " " : $0 }))
    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
      content = String(content.dropFirst().dropLast())
    }
    emit(.code(content))
    return runs[low] + length
  }

  private mutating func delimiter(at index: Int) -> Int {
    let character = scalars[index]
    let count = run(at: index)
    let before: Unicode.Scalar = index > 0 ? scalars[index - 1] : " "
    let after: Unicode.Scalar = index + count < scalars.count ? scalars[index + count] : " "
    let beforeSpace = before.properties.isWhitespace
    let afterSpace = after.properties.isWhitespace
    let beforePunctuation = Self.isPunctuation(before)
    let afterPunctuation = Self.isPunctuation(after)
    let left = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
    let right = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
    var canOpen = left
    var canClose = right
    if character == "_" {
      canOpen = left && (!right || beforePunctuation)
      canClose = right && (!left || afterPunctuation)
    }
    if character == "~" && count > 2 {
      for _ in 0..<count { text.append("~") }
      return index + count
    }
    emit(.delimiter(character, count: count, canOpen: canOpen, canClose: canClose))
    return index + count
  }

  /// What a backslash escapes.
  static let asciiPunctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"

  /// CommonMark's Unicode punctuation: general categories P and S.
  static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      true
    default: false
    }
  }
}
