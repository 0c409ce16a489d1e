/// Who added a wrapper around the bank's link: `addedBy` in a hop (docs/contract.md, "Who added the wrapper").
public enum WrapperOwner: String, Sendable, Equatable, CaseIterable {
    /// The recipient's mail security rewrote the link at delivery (Safe Links, Proofpoint, Mimecast, …).
    case recipientSecurity
    /// A public site's redirect (Google, Facebook, …).
    case publicRedirector
    /// The sender's email service's click tracking on the service's own shared domain (SendGrid, Mailchimp, …).
    case emailService
    /// A host the settings name as the bank's own: its associated domain, or a tracking domain with its own AASA.
    case bank
    /// A `u=`/`url=` style redirect on a host LinkLab does not know.
    case unknown
}

extension LinkWrapper {
    /// Who adds this wrapper (docs/contract.md, "Who added the wrapper"). Generic click tracking on an unknown
    /// host is `unknown`: LinkLab cannot tell who added it.
    public var addedBy: WrapperOwner {
        switch self {
        case .safeLinks, .proofpointV2, .proofpointV3, .mimecast: .recipientSecurity
        case .google, .facebook: .publicRedirector
        case .sendGrid, .mailchimp: .emailService
        case .clickTracking: .unknown
        }
    }
}
