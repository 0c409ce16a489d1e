import LinkLabCore

/// Why a fetch failed, as the site target sees it, before it is worded for the report.
enum FetchTrouble: Equatable {
    /// The certificate is valid but for another host name.
    case otherName
    case refused
    case doesNotResolve
    case noAnswerInTime
    /// The server's answer is not HTTP; the text is the client's own description.
    case notHTTP(String)
}

/// The site target's sentences, kept in its `Wording/` folder (issue 17): why a fetch failed, short enough
/// for one line of the report.
func words(_ trouble: FetchTrouble) -> String {
    switch trouble {
    case .otherName: "the certificate is for another name"
    case .refused: "the connection was refused"
    case .doesNotResolve: "the name does not resolve"
    case .noAnswerInTime: "no answer in time"
    case .notHTTP(let detail): "the answer is not valid HTTP (\(detail))"
    }
}
