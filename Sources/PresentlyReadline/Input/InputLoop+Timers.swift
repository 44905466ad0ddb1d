import PresentlyCore
import PresentlySystem

/// Time: keys held for the rest of a character, the terminal looked at again, output
/// held for no line to come, and the deadline of a line, with the seconds left shown near
/// the end.
extension InputLoop {
  /// How near the deadline the seconds left are shown in the prompt.
  static let countdown: Duration = .seconds(10)
  /// How long output held after a key waits for the line drawn again (see `HeldOutput`)
  /// before it is written anyway: the widget ended, or reads nothing.
  static let outputHoldLimit: Duration = .milliseconds(150)

  func handleTimers(_ state: LoopState) {
    let now = ContinuousClock.now
    state.keys.release(at: now)
    if let since = HeldOutput.heldSince, now - since >= Self.outputHoldLimit { HeldOutput.release() }
    if state.waitingForForeground, let retry = state.foregroundRetry, now >= retry,
      case .terminal(let device) = source
    {
      takeTerminal(state, device)
    }
    guard let job = state.active, let deadline = job.deadline else { return }
    let left = deadline.instant - now
    if left <= .zero {
      if state.isReading {
        if state.countdownShown != nil { Readline.setPromptSuffix(nil) }
        let note = deadline.note.styled(.dim)
          .rendered(withStyles: settings.allowsStyles, colors: settings.colorDepth, asciiOnly: settings.asciiOnly)
        Readline.abandon(echo: (Readline.hasText ? " " : "") + note)
      }
      finishActive(state, with: .failure(.timedOut))
      startNext(state)
    } else if state.isReading, settings.cursorControl, left <= Self.countdown {
      let seconds = Int((left / .seconds(1)).rounded(.up))
      guard seconds != state.countdownShown else { return }
      state.countdownShown = seconds
      let suffix = StyledText("(\(seconds)s) ", style: .dim)
      Readline.setPromptSuffix(
        (
          suffix.rendered(
            withStyles: settings.allowsStyles, colors: settings.colorDepth, invisibleMarkers: ("\u{01}", "\u{02}")),
          suffix.rendered(withStyles: settings.allowsStyles, colors: settings.colorDepth)
        ))
    }
  }

  /// When the loop must look at the clock next, if ever.
  func nextTimer(_ state: LoopState, now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
    var next = state.keys.releaseTime
    if let since = HeldOutput.heldSince { next = earliest(next, since + Self.outputHoldLimit) }
    if state.waitingForForeground, let retry = state.foregroundRetry { next = earliest(next, retry) }
    if let job = state.active, let deadline = job.deadline?.instant {
      let left = deadline - now
      if !state.isReading || !settings.cursorControl {
        next = earliest(next, deadline)
      } else if left > Self.countdown {
        next = earliest(next, deadline - Self.countdown)
      } else {
        // When the seconds shown go down by one.
        let shown = (left / .seconds(1)).rounded(.up)
        next = earliest(next, deadline - .seconds(shown - 1))
      }
    }
    return next
  }

  private func earliest(_ first: ContinuousClock.Instant?, _ second: ContinuousClock.Instant) -> ContinuousClock.Instant
  {
    guard let first else { return second }
    return min(first, second)
  }
}
