import Alerts
import MasterDetail
import PresentationTesting
import Presently
import PresentlyCore
import PresentlyReadline
import Testing

/// Every type can be named with its module's name: no module shares a name with a type
/// of its own (`Presentation.StyledText` once meant a member of the type `Presentation`).
@Suite("Module names")
struct ModuleNameTests {
  @Test("module-qualified names compile, through each module and through Presently")
  func qualifiedNames() {
    let text: PresentlyCore.StyledText = "x"
    let style: PresentlyCore.PresentationStyle = .fullScreen
    let presentation: PresentlyCore.Presentation<PresentlyCore.AnyPresentable<Int>>? = nil
    let status: PresentlyCore.ExitStatus = .answered
    let alert: Alerts.Alert<Int>? = nil
    let values: Alerts.FieldValues = ["a"]
    let selection: MasterDetail.KeepSelection<[Int]>? = nil
    let browser: MasterDetail.MasterDetailBrowser<Int>? = nil
    let terminal: PresentlyReadline.ReadlineTerminal.Type = PresentlyReadline.ReadlineTerminal.self
    let scripted: PresentationTesting.ScriptedTerminal = PresentationTesting.ScriptedTerminal()
    let umbrella: Presently.StyledText = "y"
    let umbrellaAlert: Presently.Alert<Bool>? = nil
    #expect(text.plain == "x" && umbrella.plain == "y" && style.name == "fullScreen" && status.rawValue == 0)
    #expect(presentation == nil && alert == nil && selection == nil && browser == nil && umbrellaAlert == nil)
    #expect(values[0] == "a" && values.count == 1)
    #expect(terminal == ReadlineTerminal.self && scripted.isInteractive)
  }
}
