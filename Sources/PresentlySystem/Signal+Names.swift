/// The names of signals, for messages: numbers differ between systems (SIGUSR1 is 10 on
/// Linux, 30 on Darwin), names do not.
extension Signal {
  /// `SIGTERM`, or `signal 40` for one without a name here: the signals that end a
  /// process and arrive from outside.
  package static func name(of signal: Int32) -> String {
    let names: [Int32: String] = [
      hangUp: "SIGHUP", interrupt: "SIGINT", quit: "SIGQUIT", terminate: "SIGTERM", user1: "SIGUSR1",
      user2: "SIGUSR2", brokenPipe: "SIGPIPE", alarm: "SIGALRM", virtualAlarm: "SIGVTALRM",
      profilingAlarm: "SIGPROF", cpuLimit: "SIGXCPU", fileSizeLimit: "SIGXFSZ", inputPossible: "SIGIO",
      powerFailure: "SIGPWR", stackFault: "SIGSTKFLT",
    ]
    return names[signal] ?? "signal \(signal)"
  }
}
