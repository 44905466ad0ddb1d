import PresentlyCore
import PresentlySystem

/// `presently format` (gum's `format`): markdown for a terminal, `-t code`, `-t template`
/// (gum's template functions) and `-t emoji` (gum's shortcodes), drawn by the layout
/// renderers (``MarkdownFormat``, ``TemplateFormat``).
package struct FormatCommand: Equatable, Sendable {
  /// The formats `--type` names.
  package enum Kind: String, Sendable, CaseIterable {
    case markdown, template, code, emoji
  }

  /// The text, one argument a line; standard input when there is none.
  package var text: [String] = []
  /// `--theme`: glamour's theme for markdown.
  package var theme = "pink"
  /// `--language`: the code's language (accepted, not highlighted).
  package var language = ""
  /// `--[no-]strip-ansi`: escape sequences dropped from standard input.
  package var stripsEscapes = true
  /// `--type`.
  package var kind = Kind.markdown

  package init() {}

  /// Why the command line cannot run: a theme glamour does not name.
  package var problem: String? {
    kind == .markdown && MarkdownTheme.named(theme) == nil
      ? "unknown theme \"\(theme)\" (pink, dark, light, notty, ascii, dracula, tokyo-night, auto)" : nil
  }

  /// What the command prints for `input` (standard input, used when there are no
  /// arguments) on a terminal of `profile`.
  ///
  /// - Throws: The template's error, for `-t template`, as gum prints it.
  package func output(input: String, profile: LayoutColorProfile) throws(TemplateError) -> String {
    let text = self.text.isEmpty ? input : self.text.joined(separator: "\n")
    switch kind {
    case .markdown: return MarkdownFormat.render(text, theme: MarkdownTheme.named(theme) ?? .pink, profile: profile)
    case .code: return MarkdownFormat.renderCode(text, language: language, profile: profile)
    case .emoji: return MarkdownFormat.renderEmoji(text, profile: profile)
    case .template: return try TemplateFormat.render(text, profile: profile)
    }
  }

  /// Prints the text formatted, status 0; a template that fails prints its error on
  /// standard error, status 1 (as gum).
  package func run() async -> ExitStatus {
    let input = text.isEmpty ? LayoutInput.read(strippingEscapes: stripsEscapes) : ""
    do throws(TemplateError) {
      let output = try output(input: input, profile: LayoutInput.profile(for: .standardOutput))
      Output.write(result: Array(output.utf8))
      return .answered
    } catch {
      Output.error("format: " + error.message)
      return .declined
    }
  }
}
