import Foundation
import Testing
@testable import LinkLabTUIModel
@testable import LinkLabTUI

/// The key table names keys as the sentences need
/// them. (`KeyNamesInWordingTests` in the core's tests scans the Wording folders for names typed by hand.)
@Suite("The key table names keys for prose")
struct KeyTableNameTests {
    @Test("the key table names keys as prose does", arguments: [
        (AppAction.showLinkLibrary, KeyContext.main, false, "F5"),
        (.showMessageLog, .main, false, "F12"),
        (.previousStep, .main, false, "^P"),
        (.previousStep, .main, true, "Ctrl-P"),
        (.refetchLiveFiles, .overlay, false, "Alt-R"),
        (.choose, .overlay, false, "Enter"),
    ])
    func keyTableNames(action: AppAction, context: KeyContext, spelledOut: Bool, name: String) {
        #expect(KeyTable.name(for: action, in: context, spelledOut: spelledOut) == name)
    }
}
