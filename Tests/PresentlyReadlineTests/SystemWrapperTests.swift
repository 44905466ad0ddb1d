import Glibc
import PresentlySystem
import Testing

/// The wrappers of PresentlySystem that the terminal and the dialogs call, checked
/// against the C library read directly: each switch turns the bits it names, and no other.
@Suite("System wrappers")
struct SystemWrapperTests {
  @Test("each terminal switch turns its own bits, read back from the terminal")
  func terminalSwitches() throws {
    let (master, slave) = try Self.pseudoTerminal(columns: 93, rows: 17)
    defer {
      close(master)
      close(slave)
    }
    let terminal = FileDescriptor(rawValue: slave)
    var before = termios()
    tcgetattr(slave, &before)
    // ECHONL is off on a new terminal: turned on, so that turning echo off is seen to clear it.
    before.c_lflag |= tcflag_t(ECHONL)
    tcsetattr(slave, TCSANOW, &before)
    var settings = try #require(TerminalSettings(of: terminal))
    #expect(settings.echoes && settings.flowControl && settings.keysSendSignals && settings.editsLines)
    #expect(settings.interruptCharacter == 0x03)
    settings.echoes = false
    settings.flowControl = false
    settings.keysSendSignals = false
    settings.editsLines = false
    settings.interruptCharacter = TerminalSettings.disabledCharacter
    settings.deliverEachKey()
    #expect(settings.apply(to: terminal))

    var after = termios()
    tcgetattr(slave, &after)
    #expect(after.c_lflag == before.c_lflag & ~tcflag_t(ECHO | ECHONL | ISIG | ICANON))
    #expect(after.c_iflag == before.c_iflag & ~tcflag_t(IXON))
    #expect(after.c_oflag == before.c_oflag && after.c_cflag == before.c_cflag)
    let characters = withUnsafeBytes(of: after.c_cc) { Array($0) }
    #expect(characters[Int(VINTR)] == 0 && characters[Int(VMIN)] == 1 && characters[Int(VTIME)] == 0)

    var restored = try #require(TerminalSettings(of: terminal))
    #expect(!restored.echoes && !restored.flowControl && !restored.keysSendSignals && !restored.editsLines)
    restored.echoes = true
    restored.apply(to: terminal)
    tcgetattr(slave, &after)
    #expect(after.c_lflag & tcflag_t(ECHO) != 0)
    #expect(terminal.windowSize?.columns == 93 && terminal.windowSize?.rows == 17)
    #expect(TerminalSettings(of: FileDescriptor(rawValue: -1)) == nil)
  }

  @Test("a local time made a real date again, written by strftime, and a date moved across a year")
  func localTime() {
    var time = LocalTime.now()
    (time.year, time.month, time.day) = (2026, 2, 31)
    (time.hour, time.minute, time.second) = (12, 0, 0)
    time.normalize()
    #expect(time.formatted("%Y-%m-%d %H:%M:%S") == "2026-03-03 12:00:00")
    #expect(time.formatted("") == nil)
    #expect(LocalTime.date((day: 31, month: 12, year: 2025), movedBy: 1) == (1, 1, 2026))
    #expect(LocalTime.date((day: 1, month: 3, year: 2024), movedBy: -1) == (29, 2, 2024))
  }

  @Test("a thread's sleep ends at its deadline, not before")
  func sleepToDeadline() {
    let deadline = ContinuousClock.now + .milliseconds(30)
    let before = MonotonicClock.nanoseconds
    MonotonicClock.sleep(until: deadline)
    #expect(ContinuousClock.now >= deadline)
    #expect(MonotonicClock.nanoseconds - before >= 29_000_000)
  }

  @Test("signals named by name, whatever their numbers")
  func signalNames() {
    #expect(Signal.name(of: Signal.terminate) == "SIGTERM")
    #expect(Signal.name(of: SIGHUP) == "SIGHUP" && Signal.name(of: SIGUSR1) == "SIGUSR1")
    #expect(Signal.name(of: 40) == "signal 40")
    #expect(Signal.interrupt == SIGINT && Signal.windowChanged == SIGWINCH && Signal.continue == SIGCONT)
  }

  /// A pseudo-terminal's two ends, the window set to `columns` by `rows`.
  private static func pseudoTerminal(columns: Int, rows: Int) throws -> (master: Int32, slave: Int32) {
    // posix_openpt, unlockpt and ptsname by hand, as PseudoTerminalSupport does.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    try #require(master >= 0)
    try #require(ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0)
    try #require(ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0)
    var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
    try #require(slave >= 0)
    return (master, slave)
  }
}
