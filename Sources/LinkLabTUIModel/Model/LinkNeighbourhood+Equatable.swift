import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Neighbourhoods compare by every stored value: the link as given, its route, its variants and its sources.
extension LinkNeighbourhood: Equatable {
    public static func == (a: LinkNeighbourhood, b: LinkNeighbourhood) -> Bool {
        a.route == b.route && a.tap == b.tap && a.given == b.given && a.neighbours == b.neighbours && a.sources == b.sources
    }
}
