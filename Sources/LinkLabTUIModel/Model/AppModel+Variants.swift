import LinkLabFrames
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// `linklab vary` in the app (Ctrl-V): the broken forms of the link in the input line, or of the
/// last link opened, each decided by the engine; Enter puts one in the input line.
extension AppModel {
    mutating func showVariants() {
        let typed = input.text.trimmingSpaces()
        let link = typed.isEmpty ? state.history.last { [.customScheme, .universalLink].contains($0.entry) }?.input : input.text
        guard let link else {
            notice = Wording.text(of: .noLinkForVariants)
            return
        }
        guard let neighbourhood = LinkNeighbourhood(of: link, app: session.app) else {
            notice = Wording.text(of: .noRouteForVariants)
            return
        }
        variants = neighbourhood
        overlay = .variants(selected: 0)
    }

    mutating func chooseVariant(_ selected: Int) {
        overlay = nil
        guard let neighbours = variants?.neighbours, neighbours.indices.contains(selected) else { return }
        let chosen = neighbours[selected].link
        input = LineEditor(text: chosen.link)
        inputTyped = false
        notice = Wording.text(of: .pressEnterToOpen(signOutFirst: !chosen.signedIn))
    }
}
