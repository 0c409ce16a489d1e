#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// The wrappers LinkLab knows, and the one place that knows them (docs/contract.md, "Who added the wrapper"):
/// for each, the vendor, the hosts, where the destination is carried and who adds it. A settings file's
/// `wrappers` entries are read before these rows, so a partner's own tracker or gateway is known too.
public enum WrapperTable {
    /// The rows, each checked against the vendor's own decoder or documentation (WrapperDecoderTests).
    public static let builtIn: [LinkWrapper] = [
        // The recipient's mail security, at delivery.
        LinkWrapper(vendor: "Microsoft Defender", product: "Safe Links",
                    hosts: [.below("safelinks.protection.outlook.com"), .below("safelinks.protection.office365.us")],
                    carries: .query(["url"]), addedBy: .recipientSecurity),
        LinkWrapper(vendor: "Proofpoint", product: "URL Defense",
                    hosts: [.exactly("urldefense.proofpoint.com"), .exactly("urldefense.com"), .exactly("urldefense.us")],
                    carries: .proofpoint, addedBy: .recipientSecurity),
        LinkWrapper(vendor: "Mimecast", product: "URL Protect", hosts: [.below("mimecast.com"), .below("mimecastprotect.com")],
                    path: "/s/", carries: .token, addedBy: .recipientSecurity),
        LinkWrapper(vendor: "Barracuda", product: "Link Protection", hosts: [.exactly("linkprotect.cudasvc.com")], path: "/url",
                    carries: .query(["a"]), addedBy: .recipientSecurity),
        LinkWrapper(vendor: "Sophos", product: "Time-of-Click", hosts: [.below("protection.sophos.com")],
                    carries: .base64Query("u"), addedBy: .recipientSecurity),
        LinkWrapper(vendor: "Cisco", product: "Secure Email", hosts: [.exactly("secure-web.cisco.com")],
                    carries: .pathSegment(1), addedBy: .recipientSecurity),
        LinkWrapper(vendor: "Trend Micro", product: "Time-of-Click", hosts: [.below("trendmicro.com")], path: "/wis/clicktime",
                    carries: .query(["url"]), addedBy: .recipientSecurity),
        LinkWrapper(vendor: "Trellix", product: "FireEye", hosts: [.below("fireeye.com")], path: "/v1/url",
                    carries: .query(["u"]), addedBy: .recipientSecurity),
        LinkWrapper(vendor: "Symantec", product: "Click-time", hosts: [.exactly("clicktime.symantec.com")],
                    carries: .query(["u"]), addedBy: .recipientSecurity),
        // Public sites' redirects.
        LinkWrapper(vendor: "Google", product: "redirect", hosts: [.exactly("google.com"), .exactly("www.google.com")], path: "/url",
                    carries: .query(["q", "url"]), addedBy: .publicRedirector),
        LinkWrapper(vendor: "Facebook", product: "link shim", hosts: [.exactly("l.facebook.com"), .exactly("lm.facebook.com")],
                    path: "/l.php", carries: .query(["u"]), addedBy: .publicRedirector),
        LinkWrapper(vendor: "DuckDuckGo", product: "redirect", hosts: [.exactly("duckduckgo.com")], path: "/l/",
                    carries: .query(["uddg"]), addedBy: .publicRedirector),
        LinkWrapper(vendor: "YouTube", product: "redirect",
                    hosts: [.exactly("www.youtube.com"), .exactly("youtube.com"), .exactly("m.youtube.com")], path: "/redirect",
                    carries: .query(["q"]), addedBy: .publicRedirector),
        LinkWrapper(vendor: "LinkedIn", product: "redirect", hosts: [.exactly("www.linkedin.com"), .exactly("linkedin.com")],
                    path: "/redir/redirect", carries: .query(["url"]), addedBy: .publicRedirector),
        LinkWrapper(vendor: "LinkedIn", product: "short link", hosts: [.exactly("lnkd.in")], carries: .token, addedBy: .publicRedirector),
        LinkWrapper(vendor: "Slack", product: "redirect", hosts: [.exactly("slack-redir.net")], path: "/link",
                    carries: .query(["url"]), addedBy: .publicRedirector),
        LinkWrapper(vendor: "X", product: "t.co", hosts: [.exactly("t.co")], carries: .token, addedBy: .publicRedirector),
        // The sender's email service, on the service's own shared domain.
        LinkWrapper(vendor: "SendGrid", product: "click tracking", hosts: [.below("ct.sendgrid.net")], path: "/ls/click",
                    carries: .token, addedBy: .emailService),
        LinkWrapper(vendor: "Mailchimp", product: "click tracking", hosts: [.below("list-manage.com")], path: "/track/click",
                    carries: .token, addedBy: .emailService),
        LinkWrapper(vendor: "Amazon SES", product: "click tracking", hosts: [.below("awstrack.me")], path: "/L0/",
                    carries: .pathSegment(1), addedBy: .emailService),
        LinkWrapper(vendor: "HubSpot", product: "click tracking", hosts: [.below("hubspotlinks.com")],
                    carries: .token, addedBy: .emailService),
        LinkWrapper(vendor: "Klaviyo", product: "click tracking", hosts: [.below("klclick.com")],
                    carries: .token, addedBy: .emailService),
        LinkWrapper(vendor: "Iterable", product: "click tracking", hosts: [.exactly("links.iterable.com")],
                    carries: .token, addedBy: .emailService),
        LinkWrapper(vendor: "Salesforce", product: "Marketing Cloud", hosts: [.exactly("cl.exct.net"), .below("exacttarget.com")],
                    carries: .token, addedBy: .emailService),
    ]

    /// What a link is, read from its own text: a wrapper with the destination it carries, a wrapper that is
    /// only a token, or neither. `partner` (a settings file's `wrappers`) is read before the table. `appDomain`
    /// is never read as a wrapper: the FI's own link with a `url=` parameter is the FI's page.
    public static func unwrap(_ link: String, appDomain: String, partner: [LinkWrapper] = []) -> Unwrapped? {
        guard let parts = LinkParts.strict(link),
              let scheme = parts.scheme?.asciiLowercased(), scheme == "https" || scheme == "http",
              let host = parts.host?.asciiLowercased(), !host.isEmpty, !host.equalsIgnoringASCIICase(appDomain) else { return nil }
        let path = parts.encodedPath
        for wrapper in partner where wrapper.matches(host: host, path: path) {
            return Unwrapped(wrapper: wrapper, destination: WrapperDecoding.destination(wrapper.carries, in: parts, link: link))
        }
        for wrapper in builtIn where wrapper.matches(host: host, path: path) {
            return Unwrapped(wrapper: wrapper, destination: WrapperDecoding.destination(wrapper.carries, in: parts, link: link))
        }
        guard let destination = WrapperDecoding.destination(LinkWrapper.unknownRedirect.carries, in: parts, link: link) else { return nil }
        return Unwrapped(wrapper: .unknownRedirect, destination: destination)
    }

    /// `unwrap`, for a link whose lowercased host (`LinkParts.webHost(ofLink:)`) is known: a link with no query on a
    /// host that is no wrapper's own carries no destination, and is not parsed again to find that out.
    package static func unwrap(_ link: String, host: String, appDomain: String, partner: [LinkWrapper] = []) -> Unwrapped? {
        guard link.containsByte(UInt8(ascii: "?")) || host.containsByte(UInt8(ascii: "%")) || isWrapperHost(host, partner: partner) else { return nil }
        return unwrap(link, appDomain: appDomain, partner: partner)
    }

    /// Whether a table row (or a partner's entry) names `host`, whose links are wrappers whether or not they hold a query.
    static func isWrapperHost(_ host: String, partner: [LinkWrapper]) -> Bool {
        let lower = host.asciiLowercased()
        return partner.contains { $0.hosts.contains { $0.matches(lower) } } || builtIn.contains { $0.hosts.contains { $0.matches(lower) } }
    }
}
