import LinkLabText
import LinkLabFormats
import LinkLabReading

/// How a file LinkLab cannot read is worded.
extension Wording {
    /// Why a file cannot be read, worded to follow the file's name: "settings.json does not exist".
    public static func reason(_ problem: FileProblem) -> String {
        switch problem {
        case .missing: "does not exist"
        case .isAFolder: "is a folder, not a file"
        case .notAFolder: "is a file, not a folder"
        case .permissionDenied: "cannot be read: permission denied"
        case .tooLarge(let limit): "is larger than \(FileProblem.describe(limit)), the most LinkLab reads"
        case .notUTF8(let line, let column, let byte):
            "is not UTF-8 text: line \(line), column \(column) holds the byte 0x\(String(byte, radix: 16, uppercase: true)); save it as UTF-8"
        case .outsideFolder(let folder):
            "lies outside \(DisplayText.sanitize(folder, limit: 200)); a list may name only files in its own folder (--allow-outside-files lifts this)"
        case .unreadable(let why): "cannot be read: \(DisplayText.sanitize(why, limit: 120))"
        }
    }

    /// A kind of file in a person's words, for the README's table and for errors.
    public static func name(of kind: InputFile.Kind) -> String {
        switch kind {
        case .settings: "settings file"
        case .screen: "screen file"
        case .scenario: "scenario or walkthrough"
        case .siteAssociation: "apple-app-site-association file"
        case .assetLinks: "assetlinks.json file"
        case .payload: "push payload"
        case .checkList: "check list"
        case .propertyList: "property list (Info.plist, entitlements)"
        case .provisioningProfile: "provisioning profile"
        case .manifest: "AndroidManifest.xml"
        }
    }
}
