// An application that imports Foundation and Observation beside Presently: no name of
// Presently's hides theirs. `Progress` is Foundation's, and `@Observable` expands,
// which it could not while MasterDetail had a type named `Observation`.

import Foundation
import Observation
import Presently
import Testing

@Observable
final class DownloadModel {
  var progress = Progress(totalUnitCount: 10)
  var title = "Downloading"
}

@Suite("Names beside Foundation and Observation")
struct FoundationNamesTests {
  @Test("Foundation's Progress and @Observable work in a file that imports Presently")
  func namesDoNotClash() {
    let model = DownloadModel()
    model.progress.completedUnitCount = 5
    #expect(model.progress.fractionCompleted == 0.5)
    let gauge = Gauge(text: model.title, updates: AsyncStream<GaugeUpdate> { $0.finish() })
    #expect(gauge.text == "Downloading")
  }
}
