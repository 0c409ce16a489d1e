import CLinkLabBuild

/// What `linklab --version` says: the version (one place: `Sources/CLinkLabBuild/build.h`) and the commit
/// `make` built from.
enum BuildInfo {
    static let version = String(cString: linklab_version())
    /// The commit, or empty for a plain `swift build`.
    static let commit = String(cString: linklab_commit())

    /// "0.2.0 (commit 1a2b3c4d5e6f)", or "0.2.0" when the commit is not known.
    static var versionLine: String { commit.isEmpty ? version : "\(version) (commit \(commit))" }
}
