// `import Presently` is the whole first line of an application: the core (presentables,
// presentations, styled text, the `Terminal` protocol), the readline terminal, typed
// alerts and the conveniences, master-detail browsing, and `ExternalCommand` (a program
// run without a shell or Foundation, from PresentlySystem, whose other parts stay inside
// the package).
//
// Tests import `PresentationTesting` as well, for the scripted fake terminal.

@_exported import Alerts
@_exported import MasterDetail
@_exported import PresentlyCore
@_exported import PresentlyReadline
@_exported import PresentlySystem
