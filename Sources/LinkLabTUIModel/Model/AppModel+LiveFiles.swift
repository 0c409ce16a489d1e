import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

extension AppModel {
    /// True in F6 when the emulation uses files fetched from the live site (`--live`): Alt-R fetches them again.
    public var offersLiveRefetch: Bool {
        guard case .configuration = overlay else { return false }
        let files = configuration.prerequisites.files
        return files.liveAASA != nil || files.liveAssetLinks != nil
    }

    /// The host fetched the live files again: emulate with `app` from now on. The session keeps its state
    /// (who is signed in, what shows); F6 lists the new copies with their fetch time.
    public mutating func useRefetchedLiveFiles(_ app: BankingApp) {
        session.replaceApp(app)
        notice = Wording.text(of: .liveFilesRefetched)
    }

    /// The host could not fetch them: the files in use stay, and the status line says why.
    public mutating func refetchFailed(_ reason: String) {
        note(Wording.text(of: .liveFilesRefetchFailed), full: reason)
    }
}
