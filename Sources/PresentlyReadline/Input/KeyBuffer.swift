/// Keys on their way from the terminal to readline, made whole and made harmless.
///
/// Readline reads a key at a time, and when a key is the start of something longer (a
/// multibyte character, a bracketed paste) it reads on by itself and blocks until the
/// rest comes. So the keys are gathered here first and handed over only when whole:
///
/// - **UTF-8.** A character is handed over once all its bytes have come. Bytes that
///   are not UTF-8 (a stray continuation byte, an overlong form, a lead byte whose
///   continuation never comes within ``completionWait``) and C1 controls become U+FFFD,
///   so readline never holds a line it cannot walk.
/// - **Bracketed paste.** A paste (`ESC [200~` … `ESC [201~`) is handed over whole. One
///   whose end does not come within ``pasteSilence`` of its last byte is ended here.
///
/// It is a value with no clock of its own: the caller says what time it is, so it is
/// tested as a function.
struct KeyBuffer {
  /// How long the first bytes of a character or of a paste's start are held for the rest.
  static let completionWait: Duration = .milliseconds(100)
  /// How long a paste may pause before it is taken as ended.
  static let pasteSilence: Duration = .seconds(1)
  /// How long the first bytes of a paste's start (`ESC`, `ESC [`, …) are held for the
  /// rest: ``completionWait``, or less, so that a lone Escape goes on within the key
  /// sequence timeout (readline's `keyseq-timeout`), which the input loop sets here.
  var startWait: Duration = Self.completionWait
  /// The longest paste kept; the rest of a longer one is dropped, and the paste ended.
  static let pasteLimit = 16 << 20

  static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
  static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
  static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

  /// Bytes ready for readline, from `readIndex` on.
  private var ready: [UInt8] = []
  private var readIndex = 0
  /// The first bytes of a character whose other bytes have not come yet.
  private var partial: [UInt8] = []
  /// How many bytes the character in `partial` has in all.
  private var partialLength = 0
  /// Bytes that could be the start of a paste (`ESC`, `ESC [`, …), held to see.
  private var startHeld: [UInt8] = []
  /// A paste being gathered, from its start sequence on; `nil` when none is.
  private var paste: [UInt8]?
  /// The last bytes of a paste past ``pasteLimit``, watched for its end.
  private var pasteTail: [UInt8] = []
  /// When the last byte came, for the waits above.
  private var lastInput: ContinuousClock.Instant?

  /// Whether a byte is ready for readline.
  var hasReady: Bool { readIndex < ready.count }

  /// The bytes ready for readline, not taken yet.
  var readyBytes: ArraySlice<UInt8> { ready[readIndex...] }

  /// How many bytes to read from the terminal next: one at a time, as readline reads, so
  /// that keys typed ahead of the end of the line stay in the terminal for whoever reads
  /// next (the shell); the rest of a character at once; a paste in bulk.
  var bytesWanted: Int {
    if paste != nil { return 4096 }
    if !partial.isEmpty { return partialLength - partial.count }
    return 1
  }

  /// Whether bytes are held back, waiting for the rest of a character or a paste.
  var isHolding: Bool { !partial.isEmpty || !startHeld.isEmpty || paste != nil }

  /// Whether an Escape is ready and nothing but Escapes waits, ready or held: a lone
  /// Escape, or Escapes typed together (two in one write), each a key of its own.
  var waitsOnlyEscapes: Bool {
    readyBytes.first == 0x1B && partial.isEmpty && paste == nil && readyBytes.allSatisfy { $0 == 0x1B }
      && startHeld.allSatisfy { $0 == 0x1B }
  }

  /// When held bytes are to be let go even if incomplete; `nil` when none are held.
  var releaseTime: ContinuousClock.Instant? {
    guard let lastInput, isHolding else { return nil }
    if paste != nil { return lastInput + Self.pasteSilence }
    return lastInput + (partial.isEmpty ? startWait : Self.completionWait)
  }

  /// Takes bytes read from the terminal at `now`.
  mutating func append(_ bytes: some Sequence<UInt8>, at now: ContinuousClock.Instant) {
    lastInput = now
    for byte in bytes { decode(byte) }
  }

  /// The next byte for readline.
  ///
  /// - Parameter dropsNUL: Whether a NUL byte (Ctrl-Space) is skipped: readline reads on
  ///   after a NUL when it is reading a character for a search or an overwrite, eating
  ///   the keys that follow.
  mutating func next(dropsNUL: Bool = false) -> UInt8? {
    while readIndex < ready.count {
      let byte = ready[readIndex]
      readIndex += 1
      if readIndex == ready.count {
        ready.removeAll(keepingCapacity: true)
        readIndex = 0
      }
      if byte == 0, dropsNUL { continue }
      return byte
    }
    return nil
  }

  /// Lets go of held bytes whose wait is over at `now`: an incomplete character becomes
  /// U+FFFD, a held `ESC [20` goes on as typed, a paste is ended.
  mutating func release(at now: ContinuousClock.Instant) {
    guard let releaseTime, now >= releaseTime else { return }
    releaseAll()
  }

  /// Lets go of everything held, whatever the time.
  mutating func releaseAll() {
    if !partial.isEmpty {
      partial = []
      route(Self.replacement)
    }
    if !startHeld.isEmpty {
      let held = startHeld
      startHeld = []
      if var paste {
        paste += held
        self.paste = paste
      } else {
        emit(held)
      }
    }
    if let paste {
      self.paste = nil
      pasteTail = []
      emit(paste + Self.pasteEnd)
    }
  }

  /// Adds the end of a paste, for readline waiting inside one that was handed over in
  /// part (its start came before this buffer could see it).
  mutating func endPaste() {
    emit(Self.pasteEnd)
  }

  /// Forgets every key, as the terminal forgets typed-ahead input on Ctrl-C.
  mutating func removeAll() {
    self = KeyBuffer()
  }

  // MARK: UTF-8

  private mutating func decode(_ byte: UInt8) {
    if !partial.isEmpty {
      if byte & 0xC0 == 0x80 {
        partial.append(byte)
        if partial.count == partialLength { finishCharacter() }
        return
      }
      // The character was cut short.
      partial = []
      route(Self.replacement)
    }
    switch byte {
    case 0x00...0x7F: route(CollectionOfOne(byte))
    case 0xC2...0xDF: start(byte, length: 2)
    case 0xE0...0xEF: start(byte, length: 3)
    case 0xF0...0xF4: start(byte, length: 4)
    default: route(Self.replacement)  // a stray continuation byte, C0, C1, F5 to FF
    }
  }

  private mutating func start(_ byte: UInt8, length: Int) {
    partial = [byte]
    partialLength = length
  }

  private mutating func finishCharacter() {
    let bytes = partial
    partial = []
    route(Self.isHarmless(bytes) ? bytes : Self.replacement)
  }

  /// Whether a complete sequence is a well-formed character other than a C1 control:
  /// not overlong, not a surrogate, not past U+10FFFF.
  static func isHarmless(_ bytes: [UInt8]) -> Bool {
    var value = UInt32(bytes[0]) & (0xFF >> (bytes.count + 1))
    for byte in bytes.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
    let smallest: UInt32 = [0, 0, 0x80, 0x800, 0x10000][bytes.count]
    guard value >= smallest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return false }
    return !(0x80...0x9F).contains(value)
  }

  // MARK: Pastes

  /// Sends decoded bytes on: into the paste being gathered, or to readline.
  private mutating func route(_ bytes: some Collection<UInt8>) {
    for byte in bytes {
      if paste != nil {
        gather(byte)
      } else {
        watchForPasteStart(byte)
      }
    }
  }

  private mutating func watchForPasteStart(_ byte: UInt8) {
    startHeld.append(byte)
    if startHeld == Self.pasteStart {
      paste = startHeld
      startHeld = []
      return
    }
    // Let go of what can no longer be the start of a paste.
    while !startHeld.isEmpty, !Self.pasteStart.starts(with: startHeld) {
      emit(CollectionOfOne(startHeld.removeFirst()))
    }
  }

  private mutating func gather(_ byte: UInt8) {
    guard var gathered = paste else { return }
    paste = nil
    if gathered.count < Self.pasteLimit {
      gathered.append(byte)
      if gathered.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd) {
        emit(gathered)
        return
      }
    } else {
      // Past the limit: only watch for the end.
      pasteTail.append(byte)
      if pasteTail.count > Self.pasteEnd.count { pasteTail.removeFirst() }
      if pasteTail == Self.pasteEnd {
        pasteTail = []
        emit(gathered + Self.pasteEnd)
        return
      }
    }
    paste = gathered
  }

  private mutating func emit(_ bytes: some Collection<UInt8>) {
    ready.append(contentsOf: bytes)
  }
}
