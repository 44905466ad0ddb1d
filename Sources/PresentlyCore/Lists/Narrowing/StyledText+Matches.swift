extension StyledText {
  /// The text with the characters `query` matches underlined (and bold), so that the
  /// user sees why a row is there. Without styles nothing is added: a screen reader
  /// reads the row as it is.
  ///
  /// ```swift
  /// StyledText("foo-bar").showingMatches(of: FuzzyQuery("fb"))  // f and b underlined
  /// ```
  package func showingMatches(of query: FuzzyQuery?) -> StyledText {
    guard let query, !query.isEmpty, let match = FuzzyScore.match(query, in: plain), !match.positions.isEmpty else {
      return self
    }
    let matched = Set(match.positions)
    var result = StyledText()
    var offset = 0
    for run in runs {
      var stretch = ""
      var stretchIsMatched = false
      for character in run.text {
        let isMatched = matched.contains(offset)
        if isMatched != stretchIsMatched, !stretch.isEmpty {
          result.append(stretch, style: stretchIsMatched ? run.style.union([.underline, .bold]) : run.style)
          stretch = ""
        }
        stretchIsMatched = isMatched
        stretch.append(character)
        offset += character.utf8.count
      }
      if !stretch.isEmpty {
        result.append(stretch, style: stretchIsMatched ? run.style.union([.underline, .bold]) : run.style)
      }
    }
    return result
  }
}
