import Glibc

/// The names of signals, for messages.
enum SignalName {
  /// `SIGTERM`, or `signal 40` for one without a name here.
  static func of(_ signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGTERM: "SIGTERM", SIGUSR1: "SIGUSR1",
      SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF",
      SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGIO: "SIGIO", SIGPWR: "SIGPWR", SIGSTKFLT: "SIGSTKFLT",
    ]
    return names[signal] ?? "signal \(signal)"
  }
}
