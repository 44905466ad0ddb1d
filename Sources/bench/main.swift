// In-process benchmarks. Each benchmark is a file in this folder with a function that
// prints its figures; `main` runs the ones named on the command line, or all of them.
let benchmarks: [(name: String, run: () async throws -> Void)] = [
  ("alerts", AlertBenchmark.run), ("masterdetail", MasterDetailBenchmark.run), ("narrow", { NarrowBenchmark.run() }),
]

let names = CommandLine.arguments.dropFirst()
if names.contains("--help") {
  print("usage: bench [NAME...]\nbenchmarks: " + benchmarks.map(\.name).joined(separator: ", "))
} else {
  for benchmark in benchmarks where names.isEmpty || names.contains(benchmark.name) {
    print("== \(benchmark.name)")
    try await benchmark.run()
  }
}
