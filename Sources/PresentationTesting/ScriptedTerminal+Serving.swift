import PresentlyCore

/// Serving reads from the script.
extension ScriptedTerminal {
  /// Serves a read from the script, or leaves it pending; returns the resumptions to
  /// perform once the lock is released.
  func serve(_ read: PendingRead, state: inout State, outOfAnswers: OutOfAnswers = .wait) -> [() -> Void] {
    var read = read
    let request = read.request
    var resumes: [() -> Void] = []
    var mustWait = false
    script: while !state.answers.isEmpty {
      let answer = state.answers.removeFirst()
      let outcome: Result<LineAnswer, PresentError>
      switch answer.kind {
      case .resize(let size):
        state.size = size
        resumes.append { [sizes] in sizes.yield(size) }
        continue script
      case .typing(let text):
        let hadText = !read.text.isEmpty
        read.text = text
        if let onTyping = request.onTyping, hadText != !text.isEmpty {
          resumes.append { onTyping(!text.isEmpty) }
        }
        if reportsEdits, let onEdit = request.onEdit, !request.isSecret { resumes.append { onEdit(text) } }
        continue script
      case .key(let action):
        let editsText = action.needsEmptyLine && !read.text.isEmpty && !request.keyActionsWithText.contains(action)
        let isSingleKey = read.text.isEmpty && request.singleKeys.values.contains(action)
        guard request.keyActions.contains(action) || isSingleKey, !editsText else {
          continue script
        }
        outcome = .success(.action(action, text: read.text))
      case .wait:
        mustWait = true
        break script
      case .line(let text):
        outcome = .success(.line(text))
        typed(text, into: read, resumes: &resumes)
      case .edit(let edit):
        let text = edit(read.text)
        outcome = .success(.line(text))
        typed(text, into: read, resumes: &resumes)
      case .endOfInput where request.keyActions.contains(.submit) && read.text.isEmpty:
        // Ctrl-D on an empty line, or the end of a pipe, ends a text of several lines.
        outcome = .success(.action(.submit, text: ""))
      case .endOfInput:
        outcome = .failure(.endOfInput)
      case .interrupt:
        outcome = .failure(.interrupted)
      }
      state.consumed.append(ScriptRanOut.Answer(prompt: request.prompt.plain, answer: Self.noted(outcome, request)))
      show(outcome, of: request, in: &state)
      let continuation = read.continuation
      resumes.append { continuation.resume(with: outcome.mapError { $0 as any Error }) }
      return resumes
    }
    if !mustWait, outOfAnswers != .wait {
      if outOfAnswers == .fail, state.ranOut == nil {
        state.ranOut = ScriptRanOut(prompt: request.prompt.plain, screen: state.screen, answers: state.consumed)
      }
      if request.erasesOnEnding, allowsCursorControl, isInteractive,
        !request.keyActions.contains(.submit) || !read.text.isEmpty
      {
        state.transcript += request.prompt.plain + "^D\n"
      } else {
        state.record(request.prompt.plain + "^D\n")
      }
      let continuation = read.continuation
      if request.keyActions.contains(.submit), read.text.isEmpty {
        // The end of the input ends a text of several lines, as at a real terminal.
        resumes.append { continuation.resume(returning: .action(.submit, text: "")) }
      } else {
        resumes.append { continuation.resume(throwing: PresentError.endOfInput) }
      }
      return resumes
    }
    state.pending = read
    let waiters = state.promptWaiters.values
    state.promptWaiters = [:]
    for waiter in waiters { resumes.append { waiter.resume(returning: request) } }
    return resumes
  }

  /// What an ended line leaves: a key's line is erased (the transcript notes it), and so
  /// is a line ended without an answer that asked to be erased, as at a real terminal.
  private func show(_ outcome: Result<LineAnswer, PresentError>, of request: LineRequest, in state: inout State) {
    if case .success(.action(let action, let text)) = outcome {
      state.transcript += request.prompt.plain + (request.isSecret ? "" : text) + " \u{27E8}\(action)\u{27E9}\n"
    } else if case .failure = outcome, request.erasesOnEnding, allowsCursorControl, isInteractive {
      state.transcript += request.prompt.plain + Self.echo(of: outcome, secret: request.isSecret) + "\n"
    } else {
      state.record(request.prompt.plain + Self.echo(of: outcome, secret: request.isSecret) + "\n")
    }
  }

  /// A line typed before its Enter, on a fake that tells edits: the request's `onEdit`
  /// hears it first, as a terminal tells the keys before Enter.
  private func typed(_ text: String, into read: PendingRead, resumes: inout [() -> Void]) {
    guard reportsEdits, text != read.text, !read.request.isSecret, let onEdit = read.request.onEdit else { return }
    resumes.append { onEdit(text) }
  }

  /// An answer as ``ScriptRanOut`` lists it: the text quoted, or the key or ending.
  private static func noted(_ outcome: Result<LineAnswer, PresentError>, _ request: LineRequest) -> String {
    switch outcome {
    case .success(.line(let text)):
      request.isSecret ? "(secret)" : "\u{201C}" + Sanitizer.sanitize(text, lineBreaks: .show) + "\u{201D}"
    case .success(.action(let action, _)): "\u{27E8}\(action)\u{27E9}"
    case .failure(.interrupted): "^C"
    case .failure: "^D"
    }
  }

  /// What the screen shows after the prompt once the line is done.
  private static func echo(of outcome: Result<LineAnswer, PresentError>, secret: Bool) -> String {
    switch outcome {
    case .success(.line(let text)): secret ? "" : Sanitizer.sanitize(text, lineBreaks: .show)
    case .success(.action): ""
    case .failure(.interrupted): "^C"
    case .failure: "^D"
    }
  }
}
