import LinkLabFormats

/// A mistake in how a fetch was set up, before any request: a usage error.
public enum SiteSetupProblem: Error, Sendable, Equatable {
    case caFile(path: String, CAFileProblem)

    /// Why a `--ca-file` cannot be used.
    public enum CAFileProblem: Sendable, Equatable {
        case unreadable(FileProblem)
        case noPEMCertificate
    }
}
