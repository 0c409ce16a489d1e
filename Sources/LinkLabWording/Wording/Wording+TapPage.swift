import LinkLabReading

/// How a refused page is worded, for `--page` and a check list's `page` cell alike: the sentence follows the
/// option's name or the cell's value (`--page must be …`, `line 2, column 3 (page): "//x" must be …`).
extension Wording {
    /// What a page must be, in a check list and for `--page` alike (`TapPage`).
    public static let pageRule = "an https:// or http:// link, or a path such as /offers on the link's own domain"

    /// Why the page is refused, worded to follow `--page` or the cell.
    public static func reason(_ problem: TapPageProblem) -> String {
        switch problem {
        case .notAPage: "must be " + pageRule
        case .noPageSource: "goes with a tap on a page, from safari or web-view (iOS): the page the link was tapped on"
        }
    }
}
