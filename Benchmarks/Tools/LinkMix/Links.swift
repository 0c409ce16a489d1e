import Foundation
import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// The links every benchmark reads: the 14 documented examples of the contract, then hostile ones.
/// Every benchmark walks the whole list once per iteration, so their times compare directly.
public enum Links {
    public static let documented = [
        "q2mob://open?targetPage=%23%2Fmessages",
        "q2mob://open?targetPage=%23%2Fsettings%2Fprofile",
        "https://demo.q2.com/experimental/uux.aspx#/messages",
        "https://demo.q2.com/experimental/uux.aspx#/settings/profile",
        "q2mob://open?targetPage=#/messages",
        "https://demo.q2.com/experimental/uux.aspx",
        "https://wrong-host.q2.com/experimental/uux.aspx#/messages",
        "https://demo.q2.com/experimental/dashboard.aspx#/messages",
        "https://demo.q2.com/messages",
        "https://demo.q2.com/experimental/uux.aspx?targetPage=messages",
        "q2mob://com.q2.mobile.module.demo/path",
        "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path",
        "otherapp://open?targetPage=%23%2Fmessages",
        "q2mob://open?targetPage=https%3A%2F%2Fdemo.q2.com%2Fexperimental%2Fuux.aspx%23%2Fmessages",
    ]

    public static let hostile = [
        "  q2mob://open?targetPage=%23%2Fmessages \n",                     // whitespace-trimmed
        "https://demo.q2.com/experimental/uux.aspx#/settings/pro file",     // invalid-characters
        "https://demo.q2.com@evil.example/experimental/uux.aspx#/messages", // userinfo-in-link
        "https://demo.q2.com/experimental/uux.aspx#/settings/../transfer",  // route-traversal
        "q2mob://open?targetPage=%2523%252Fmessages",                       // double-encoded-target-page
        "http://demo.q2.com/experimental/uux.aspx#/messages",               // wrong-url-scheme (http)
        "q2mob://open?targetPage=%23%2Fmessages\u{202E}",                   // control-characters (bidi)
        "not a link at all",                                                // malformed-link
    ]

    public static let all = documented + hostile

    /// The demo FI with the repository's own screens/ folder.
    public static let app: BankingApp = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent() // Benchmarks/Tools/LinkMix -> Benchmarks/Tools
            .deletingLastPathComponent().deletingLastPathComponent() // -> the repository root
        do {
            return try AppLoader.load(configPath: nil, screensDirectory: root.appendingPathComponent("screens").path)
        } catch {
            fatalError("cannot load the demo FI: \(error)")
        }
    }()
}

extension Links {
    /// The floor a decision is measured against: a `URLComponents` parse, strict then lenient as
    /// the engine does, that reads the fields every decision needs: scheme, host, fragment and targetPage.
    public static func parseFields(_ link: String) -> Int {
        guard let c = URLComponents(string: link, encodingInvalidCharacters: false) ?? URLComponents(string: link) else { return 0 }
        let targetPage = c.queryItems?.first { $0.name == "targetPage" }?.value
        return (c.scheme?.utf8.count ?? 0) &+ (c.percentEncodedHost?.utf8.count ?? 0)
            &+ (c.percentEncodedFragment?.utf8.count ?? 0) &+ (targetPage?.utf8.count ?? 0)
    }
}
