import LinkLabText
import LinkLabDeciding

/// `linklab assetlinks --app-links --json`: the phone's record of the app's hosts as one object.
public enum AppLinksRecordJSON {
    public static func line(_ record: AppLinksRecord) -> String {
        var w = JSONWriter(capacity: 256)
        w.raw("{\"package\":"); w.string(record.packageName)
        w.raw(",\"id\":"); w.string(Wording.appLinksPlaceholderID)
        w.raw(",\"idIsPlaceholder\":"); w.bool(true)
        w.raw(",\"signatures\":[")
        for (i, f) in record.fingerprints.enumerated() { if i > 0 { w.raw(",") }; w.string(f) }
        w.raw("],\"androidVersion\":"); w.write(String(record.version))
        w.raw(",\"domains\":[")
        for (i, h) in record.hosts.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"host\":"); w.string(h.host)
            w.raw(",\"state\":"); w.string(h.state.rawValue)
            w.raw("}")
        }
        w.raw("],\"allVerified\":"); w.bool(record.allVerified)
        w.raw("}")
        return w.text
    }
}
