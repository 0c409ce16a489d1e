import Foundation
@testable import LinkLabText
@testable import LinkLabFormats
@testable import LinkLabReading
@testable import LinkLabDeciding
@testable import LinkLabWording

/// Property lists: each input is read as an Info.plist or entitlements file (XML or binary) and as a
/// `.mobileprovision` (a signed envelope around a plist). A refusal must say why in one safe line; an
/// accepted plist must be UTF-8 XML or bplist00 with a sound trailer; what the envelope search returns must
/// be a whole plist. The facts read then drive the demo FI (a custom-scheme link and a Universal Link), every
/// decision checked as in the links target. Each input's CPU time stays within `CPUBudget`.
enum PropertyListsTarget {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    static func run(_ bytes: [UInt8]) {
        CPUBudget.measure(bytes.count, "reading the plist and the profile") { read(bytes) }
    }

    static func read(_ bytes: [UInt8]) {
        var configuration = FIConfiguration.demo
        do {
            let top = try PropertyList.dictionary(from: bytes, file: "fuzz/Info.plist")
            accepted(bytes)
            do {
                let facts = try InfoPlistFacts.facts(in: top, file: "fuzz/Info.plist")
                configuration.prerequisites.files.infoPlist = facts
                configuration.prerequisites.schemeRegistered = facts.registers(configuration.urlScheme)
            } catch {
                PartnerFileChecks.error(error, "the Info.plist error")
            }
            do {
                let entries = try EntitlementsFacts.entries(in: top, path: EntitlementsFacts.key, file: "fuzz/App.entitlements") ?? []
                let facts = EntitlementsFacts(file: "fuzz/App.entitlements", applinks: entries)
                configuration.prerequisites.files.entitlements = facts
                configuration.prerequisites.associatedDomainsEntitlement = facts.entry(covering: configuration.associatedDomain) != nil
            } catch {
                PartnerFileChecks.error(error, "the entitlements error")
            }
        } catch {
            PartnerFileChecks.error(error, "the plist error")
        }
        envelope(bytes)
        do {
            let facts = try ProvisioningProfileFacts.facts(inEnvelope: bytes, file: "fuzz/App.mobileprovision", now: now)
            configuration.prerequisites.files.provisioningProfile = facts
            configuration.prerequisites.provisioningAssociatedDomains = facts.covers(configuration.associatedDomain)
        } catch {
            PartnerFileChecks.error(error, "the profile error")
        }
        guard configuration != FIConfiguration.demo else { return }
        let engine = LinkEngine(app: SettingsTarget.app(configuration))
        let builder = LinkBuilder(configuration: configuration)
        for link in [builder.customSchemeLink(route: "messages"), builder.universalLink(route: "messages")] {
            LinkChecks.open(link, engine: engine)
        }
    }

    /// A plist Foundation was allowed to read: bplist00 with a trailer that agrees, or UTF-8 XML.
    static func accepted(_ bytes: [UInt8]) {
        if bytes.starts(with: Array("bplist".utf8)) {
            if let problem = BinaryPropertyListProblem.check(bytes) {
                Breach.report(.checkedBytes, "a binary plist was accepted although \(problem.reason)", kind: "binary")
            }
            return
        }
        if let bad = TextBytes.firstNonText(bytes) {
            Breach.report(.checkedBytes, "an XML plist was accepted with \(bad.isNUL ? "a NUL byte" : "a byte that is not UTF-8") at offset \(bad.offset), line \(bad.line)", kind: bad.isNUL ? "NUL" : "not UTF-8")
        }
        let first = bytes.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }.first
        Breach.check(first == UInt8(ascii: "<"), .checkedBytes, "a plist that is neither bplist00 nor XML was accepted", kind: "not XML")
    }

    static func envelope(_ bytes: [UInt8]) {
        guard case .plist(let plist) = SignedEnvelope.contents(of: bytes) else { return }
        if plist.starts(with: BinaryPropertyListTrailer.magic) {
            // Whole by its trailer; its objects are judged when it is read as a plist.
            let whole = BinaryPropertyListTrailer(plist, end: plist.count)?.problem(length: plist.count) == nil
            Breach.check(whole, .wholeEnvelopePlist,
                         "the envelope search returned a binary plist whose trailer disagrees", kind: "binary")
        } else {
            Breach.check(plist.starts(with: Array("<?xml".utf8)) && plist.reversed().starts(with: Array("</plist>".utf8).reversed()),
                         .wholeEnvelopePlist, "the envelope search returned neither <?xml … </plist> nor bplist00", kind: "xml")
        }
    }
}
