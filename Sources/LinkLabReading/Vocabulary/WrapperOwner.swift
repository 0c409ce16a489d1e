/// Who added a wrapper around the bank's link: `addedBy` in a hop (docs/contract.md, "Who added the wrapper").
public enum WrapperOwner: String, Sendable, Equatable, CaseIterable {
    /// The recipient's mail security rewrote the link at delivery (Safe Links, Proofpoint, Mimecast, …).
    case recipientSecurity
    /// A public site's redirect (Google, Facebook, …).
    case publicRedirector
    /// The sender's email service's click tracking on the service's own shared domain (SendGrid, Mailchimp, …).
    case emailService
    /// A host the settings name as the bank's own: its associated domain, a tracking domain with its own AASA,
    /// or a settings `wrappers` entry the bank added.
    case bank
    /// A `u=`/`url=` style redirect on a host LinkLab does not know.
    case unknown
}
