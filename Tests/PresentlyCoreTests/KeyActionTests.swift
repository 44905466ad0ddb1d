import PresentlyCore
import Testing

/// Each key action is a readline function that `~/.inputrc` binds by name.
@Suite("Key actions")
struct KeyActionTests {
  /// The name a user binds: `presently-`, then the case's words in lower case, joined by
  /// hyphens (`nextPage` is `presently-next-page`).
  @Test("each action's readline function is presently- and its words, joined by hyphens", arguments: KeyAction.allCases)
  func functionName(action: KeyAction) {
    let words = action.rawValue.reduce(into: "") { name, character in
      if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
    }
    #expect(action.functionName == "presently-" + words)
  }
}
