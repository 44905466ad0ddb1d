import PresentlyCore

/// What a terminal can show of the styles the layout commands make, as
/// charmbracelet/colorprofile names its profiles; gum writes everything it prints through
/// a writer that brings the styles down to the profile (``apply(to:)``).
///
/// | Profile | Colours | Bold, underline, … |
/// | --- | --- | --- |
/// | ``trueColor`` | as made: `38;2;r;g;b`, `38;5;n`, `3n` | kept |
/// | ``ansi256`` | true colours to the xterm palette | kept |
/// | ``ansi`` | every colour to the 16 ANSI colours | kept |
/// | ``noColor`` | dropped (`NO_COLOR` at a terminal) | kept |
/// | ``plain`` | no escape sequence at all (not a terminal, or `TERM=dumb`) | dropped |
package enum LayoutColorProfile: Int, Sendable, Comparable {
  /// No escape sequences: output that is not a terminal, or `TERM=dumb`.
  case plain = 1
  /// Attributes without colours: `NO_COLOR` at a terminal.
  case noColor
  /// The 16 ANSI colours.
  case ansi
  /// The xterm palette of 256 colours.
  case ansi256
  /// 24-bit colour.
  case trueColor

  package static func < (lhs: LayoutColorProfile, rhs: LayoutColorProfile) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The profile colorprofile's `Detect` gives, from the environment and whether the
  /// output is a terminal.
  ///
  /// - `TERM` unset, empty or `dumb`, or output that is not a terminal: ``plain``;
  ///   `CLICOLOR_FORCE` (true as Go reads a boolean) raises that to ``ansi`` or better.
  /// - `NO_COLOR` at a terminal: at most ``noColor``. Any value but the empty string
  ///   counts, as everywhere in Presently (colorprofile itself counts only Go's true values).
  /// - `COLORTERM=truecolor` (or `24bit`, `yes`, `true`) outside tmux and screen, a `TERM`
  ///   naming kitty, alacritty, wezterm, ghostty, foot, contour, rio or containing `st`,
  ///   or ending in `direct`, `WT_SESSION` or Google Cloud Shell: ``trueColor``; a `TERM`
  ///   ending in `256color` or starting with `tmux` or `screen`, or `TMUX` set: ``ansi256``;
  ///   any other `TERM`: ``ansi``, or ``trueColor`` when its terminfo entry declares `Tc` or
  ///   `RGB` (`terminfoTrueColor`, which the caller looks up).
  ///
  /// - Parameters:
  ///   - variable: Reads an environment variable: `getenv`, or a stand-in in tests.
  ///   - isTerminal: Whether the output is a terminal.
  ///   - terminfoTrueColor: Whether `TERM`'s terminfo entry has `Tc` or `RGB`.
  package static func detect(
    variable: (String) -> String?, isTerminal: Bool, terminfoTrueColor: Bool = false
  ) -> LayoutColorProfile {
    let isTTY = isTerminal || goBool(variable("TTY_FORCE"))
    let term = variable("TERM")
    let isDumb = term == nil || term == "dumb"
    let profile = fromEnvironment(variable: variable, isTTY: isTTY)
    if profile == .trueColor || noColor(variable) { return profile }
    guard isTTY, !isDumb, let term else { return profile }
    var best = max(profile, term.isEmpty ? .plain : (terminfoTrueColor ? .trueColor : .ansi))
    if let tmux = variable("TMUX"), !tmux.isEmpty { best = max(best, .ansi256) }
    return best
  }

  /// colorprofile's `colorProfile`: the environment's word, tempered by the device.
  private static func fromEnvironment(variable: (String) -> String?, isTTY: Bool) -> LayoutColorProfile {
    let term = variable("TERM")
    let isDumb = term == nil || term == "dumb"
    let declared = declaredByTerm(variable: variable)
    var profile = !isTTY || isDumb ? LayoutColorProfile.plain : declared
    if noColor(variable), isTTY { return min(profile, .noColor) }
    if goBool(variable("CLICOLOR_FORCE")) { return max(profile, .ansi, declared) }
    if goBool(variable("CLICOLOR")), isTTY, !isDumb { profile = max(profile, .ansi) }
    return profile
  }

  /// colorprofile's `envColorProfile`: what `TERM`, `COLORTERM` and friends declare
  /// (``StylePolicy/declaredColors(variable:)``, which the widgets' colours follow too).
  private static func declaredByTerm(variable: (String) -> String?) -> LayoutColorProfile {
    switch StylePolicy.declaredColors(variable: variable) {
    case nil: .plain
    case .ansi16: .ansi
    case .palette256: .ansi256
    case .trueColor: .trueColor
    }
  }

  private static func noColor(_ variable: (String) -> String?) -> Bool {
    guard let value = variable("NO_COLOR") else { return false }
    return !value.isEmpty
  }

  /// Go's `strconv.ParseBool`, with anything it refuses taken as false.
  private static func goBool(_ value: String?) -> Bool {
    ["1", "t", "T", "TRUE", "true", "True"].contains(value ?? "")
  }
}
