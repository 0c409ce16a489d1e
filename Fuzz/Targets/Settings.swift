import Foundation
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Settings files: the bytes are loaded as `--config` loads a file (relative `aasaFile` paths point
/// into Fuzz/Fixtures). A refused file must say why without anything unsafe; an accepted one must be
/// strict JSON, and the FI it describes is then driven with links and pushes built from its own
/// settings, every decision checked as in the links and push targets.
enum SettingsTarget {
    static func run(_ bytes: [UInt8]) {
        let configuration: FIConfiguration
        do {
            configuration = try ConfigurationLoader.load(data: Data(bytes), file: "fuzz-settings.json",
                                                         baseDirectory: DemoApp.fixturesDirectory)
        } catch {
            OutputCheck.safe(error.description, "the settings error", .safeError)
            return
        }
        switch WrittenJSON.read(bytes) {
        case .notStrict(let why): Breach.report(.strictJSON, "the settings loaded, but they are not RFC 8259 JSON: \(why)", kind: WrittenJSON.kind(why))
        case .strict(_, let duplicate?): Breach.report(.noDuplicateKeys, "the settings loaded with the key \"\(Escaped.string(duplicate))\" written twice in one object", kind: "duplicate key")
        case .strict, .tooDeep: break
        }
        let engine = LinkEngine(app: app(configuration))
        for link in probeLinks(configuration) { LinkChecks.open(link, engine: engine) }
        for payload in probePushes(configuration) { PushChecks.deliver(payload, reading: nil, engine: engine) }
    }

    /// The demo screens under the fuzzed FI. When its modules no longer own the native screens, the
    /// refusal is checked and the screens are drawn by UUX instead, so the links still run.
    static func app(_ configuration: FIConfiguration) -> BankingApp {
        let screens = DemoApp.app.screens.screens
        do {
            return BankingApp(configuration: configuration,
                              screens: try ScreenCatalogue(screens: screens, modules: configuration.modules))
        } catch {
            OutputCheck.safe(error.description, "the screens error", .safeError)
        }
        let drawnByUUX = screens.map { screen in
            var screen = screen
            if screen.owner != Screen.appOwner { screen.owner = Screen.uuxOwner }
            return screen
        }
        do {
            return BankingApp(configuration: configuration,
                              screens: try ScreenCatalogue(screens: drawnByUUX, modules: configuration.modules))
        } catch {
            fatalError("LINKLAB-FUZZ setup: the demo screens drawn by UUX do not load: \(error)")
        }
    }

    /// Good, broken and hostile links written with the FI's own scheme, domain and modules.
    static func probeLinks(_ c: FIConfiguration) -> [String] {
        let builder = LinkBuilder(configuration: c)
        let scheme = c.urlScheme, domain = c.associatedDomain, page = c.targetPageName
        var links = [
            builder.customSchemeLink(route: "messages"),
            builder.universalLink(route: "settings/profile"),
            "\(scheme)://open?targetPage=#/messages",
            "\(scheme)://open?targetPage=%2523%252Fmessages",
            "https://\(domain)/\(page)#/transfer",
            "https://\(domain)/mobile/\(page)",
            "http://\(domain)/mobile/\(page)#/messages",
            "https://\(domain)/mobile/\(page.uppercased())#/messages",
            "https://evil.example@\(domain)/mobile/\(page)#/messages",
            "https://\(domain):9223372036854775808/mobile/\(page)#/messages",
            "https://\(domain).evil.example/mobile/\(page)#/messages",
            "https://\(domain)./mobile/\(page)#/messages",
            "q2mob://open?targetPage=%23%2Fmessages",
            "other-\(scheme)://open?targetPage=%23%2Fmessages",
            " \(builder.customSchemeLink(route: "branches"))\n",
        ]
        for module in c.modules.prefix(3) {
            links.append("\(scheme)://\(module.identifier)/path")
            links.append("https://\(domain)/mobile/\(page)#/\(module.identifier)/path")
            for target in module.continuityTargets.prefix(2) {
                links.append("\(scheme)://\(target)")
                links.append("https://\(domain)/mobile/\(page)#/\(target)")
            }
        }
        return links
    }

    /// The documented payload for each push sender, one with a wrong sender and one with none.
    static func probePushes(_ c: FIConfiguration) -> [PushPayload] {
        func payload(sender: String?, key: String, route: String) -> PushPayload {
            var members: [(key: String, value: JSONValue)] = [("aps", .object([("alert", .object([("title", .string("Hi"))]))]))]
            if let sender { members.append(("sender", .string(sender))) }
            members.append(("data", .object([(key, .object([("route", .string(route))]))])))
            return PushPayload(json: .object(members))
        }
        var payloads: [PushPayload] = []
        for module in c.modules.prefix(3) {
            guard let sender = module.pushSender, let key = module.payloadKey else { continue }
            payloads.append(payload(sender: sender, key: key, route: "messages"))
            payloads.append(payload(sender: sender.uppercased(), key: key, route: "#/settings/profile"))
            payloads.append(payload(sender: nil, key: key, route: "branches"))
        }
        payloads.append(payload(sender: "com.example.nobody", key: "demo", route: "messages"))
        return payloads
    }
}
