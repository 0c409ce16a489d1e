#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// Reads the events of `ManifestXML` for `AndroidManifest`: collects filters and the first problem. The
/// prefixes in scope are tracked here (`xmlns:p="…"`, and `xmlns="…"` for elements), so that an attribute is
/// Android's when its prefix is bound to `AndroidManifest.namespace`, and an element is Android's when it
/// is in no namespace.
final class ManifestReader {
    let file: String
    var filters: [IntentFilter] = []
    var ignored: [IgnoredIntentFilter] = []
    var problem: ConfigurationError?
    var sawManifest = false
    /// The elements open at this point, with the lines they opened on.
    var open: [Element] = []
    /// The URIs each prefix is bound to, innermost last; "" is the default namespace's.
    private var prefixes: [String: [String]] = [:]
    /// The prefixes each open element bound, to unbind at its end.
    private var bound: [[String]] = []
    /// The line of the event being read.
    private var line = 1

    /// An open element: `name` as written, `local` when it is one of Android's (no namespace), nil otherwise.
    struct Element {
        var name: String
        var local: String?
        var line: Int
        /// For an `<activity>`, `<activity-alias>` or `<application>`: why its filters take no link, if they don't.
        var refusal: IgnoredFilterReason?
    }

    private struct Filter {
        var line: Int
        var autoVerify: Bool
        var refusal: IgnoredFilterReason?
        var actions: [String] = []
        var categories: [String] = []
        var schemes: [String] = []
        var hosts: [String] = []
        var ports: [Int?] = []
        var paths: [PathRule] = []
        var ssps: [PathRule] = []
        var mimeTypes: [String] = []
        var unjudged: [String] = []
        var groups: [UriRelativeFilterGroup] = []
    }

    /// The `<data>` attributes LinkLab emulates (AOSP's `ParsedIntentInfoUtils.parseData`), each a path or
    /// ssp rule, or read below.
    static let ruleKinds: [PathRule.Kind] = [.path, .pathPrefix, .pathPattern, .pathAdvancedPattern, .pathSuffix,
                                             .ssp, .sspPrefix, .sspPattern, .sspAdvancedPattern, .sspSuffix]
    static let dataKeys: Set<String> = Set(["scheme", "host", "port", "mimeType", "mimeGroup"] + ruleKinds.map(\.rawValue))

    /// The filters open at this point (one, unless a filter is nested in another, which Android ignores).
    private var current: [Filter] = []

    init(file: String) { self.file = file }

    private func fail(_ reason: ManifestProblem) {
        if problem == nil { problem = ConfigurationError(file: file, problem: .manifest(reason, line: line)) }
    }

    /// Reads one event; false once a problem is found, to stop the reading.
    func handle(_ event: ManifestXML.Event) -> Bool {
        switch event {
        case .start(let name, let attributes, let line):
            self.line = line
            start(name, attributes)
        case .end(let name, let line):
            self.line = line
            end(name)
        }
        return problem == nil
    }

    /// The element's Android attributes by local name, unescaped; nil after a failure.
    private func androidAttributes(_ attributes: [ManifestXML.Attribute]) -> [String: String]? {
        var android: [String: String] = [:]
        for attribute in attributes {
            let written = attribute.name, value = attribute.value
            guard let colon = written.firstIndex(of: ":") else { continue }
            let prefix = String(written[..<colon]), local = String(written[written.index(after: colon)...])
            if prefix == "xml" || prefix == "xmlns" { continue }
            guard let uri = prefixes[prefix]?.last else {
                fail(.undeclaredPrefix(attribute: written, prefix: prefix))
                return nil
            }
            guard uri == AndroidManifest.namespace else { continue }
            guard android[local] == nil else {
                fail(.writtenTwice(local))
                return nil
            }
            guard let unescaped = AndroidManifest.unescape(value) else {
                fail(.badEscape(local))
                return nil
            }
            android[local] = unescaped
        }
        return android
    }

    /// An `android:` boolean, or nil when absent; a failure for any other value.
    private func boolean(_ attributes: [String: String], _ key: String, on element: String?) -> Bool?? {
        guard let value = attributes[key] else { return .some(nil) }
        guard let flag = AndroidManifest.boolean(value) else {
            fail(.notBoolean(key: key, element: element, value: value))
            return nil
        }
        return .some(flag)
    }

    private func start(_ written: String, _ attributes: [ManifestXML.Attribute]) {
        // The element's own xmlns attributes are in scope for its name and its attributes.
        var binds: [String] = []
        for attribute in attributes {
            let prefix: String
            if attribute.name == "xmlns" { prefix = "" } else if attribute.name.hasPrefix("xmlns:"), attribute.name.count > 6 {
                prefix = String(attribute.name.dropFirst(6))
            } else { continue }   // `xmlns:` with no prefix binds nothing (XML's namespaces have no such name)
            prefixes[prefix, default: []].append(attribute.value)
            binds.append(prefix)
        }
        bound.append(binds)
        // Android's elements are in no namespace: no prefix, and no default namespace in scope.
        let local = written.contains(":") || !(prefixes[""]?.last ?? "").isEmpty ? nil : written
        let parent = open.last
        var element = Element(name: written, local: local, line: line)
        open.append(element)
        guard let local, let android = androidAttributes(attributes) else { return }
        let path = open.map { $0.local ?? $0.name }
        switch local {
        case "manifest" where open.count == 1:
            sawManifest = true
        case "application" where path == ["manifest", "application"]:
            guard let enabled = boolean(android, "enabled", on: local) else { return }
            if enabled == false { element.refusal = .disabled(element: "application") }
        case "activity" where path.count == 3 && path.starts(with: ["manifest", "application"]),
             "activity-alias" where path.count == 3 && path.starts(with: ["manifest", "application"]):
            guard let exported = boolean(android, "exported", on: local),
                  let enabled = boolean(android, "enabled", on: local) else { return }
            // A missing android:exported is read as exported: the default before Android 12 for an activity
            // with intent filters; from Android 12 (API 31) such a manifest does not install at all.
            element.refusal = parent?.refusal ?? (enabled == false ? .disabled(element: local) : exported == false ? .notExported(element: local) : nil)
        case "intent-filter":
            guard let verify = boolean(android, "autoVerify", on: nil) else { return }
            let placed = parent.map { ["activity", "activity-alias"].contains($0.local) } == true
                && path.count == 4 && path.starts(with: ["manifest", "application"])
            let refusal = placed ? parent?.refusal : .notInActivity(placement: path.dropLast().joined(separator: "/"))
            current.append(Filter(line: line, autoVerify: verify == true, refusal: refusal))
        case "uri-relative-filter-group" where parent?.local == "intent-filter" && !current.isEmpty:
            // Android 15's path, query and fragment rules, in order; android:allow is true when absent.
            guard let allow = boolean(android, "allow", on: local) else { return }
            current[current.count - 1].groups.append(UriRelativeFilterGroup(allow: allow ?? true))
        case "data" where parent?.local == "uri-relative-filter-group" && open.count >= 3
            && open[open.count - 3].local == "intent-filter" && !current.isEmpty && !current[current.count - 1].groups.isEmpty:
            let last = current.count - 1, group = current[last].groups.count - 1
            for key in android.keys.sorted() {
                guard let attribute = UriRelativeFilterGroup.attributes.first(where: { $0.name == key }), let v = android[key] else {
                    current[last].unjudged.append("android:" + DisplayText.sanitize(key, limit: 60))
                    continue
                }
                if attribute.kind == .pathAdvancedPattern {
                    do { _ = try AdvancedPattern(v) } catch {
                        return fail(.refusedPattern(kind: key, value: v, why: error))
                    }
                }
                current[last].groups[group].rules.append(.init(part: attribute.part, rule: PathRule(attribute.kind, v), attribute: "android:" + key))
            }
        case "action", "category", "data":
            // Android reads these only as direct children of the filter.
            guard parent?.local == "intent-filter", !current.isEmpty else { return }
            let last = current.count - 1
            if local == "data" {
                for key in ["scheme", "host", "port"] + Self.ruleKinds.map(\.rawValue) where android[key]?.isEmpty == true {
                    return fail(.emptyData(key))
                }
                // Every attribute of Android's namespace is read or named: dropping one silently could turn a
                // narrow filter into one that takes every path.
                for key in android.keys.sorted() where !Self.dataKeys.contains(key) {
                    current[last].unjudged.append("android:" + DisplayText.sanitize(key, limit: 60))
                }
                if let v = android["scheme"] { current[last].schemes.append(v) }
                // A port belongs to the host of its own <data>; without a host it is dropped, as AOSP drops it.
                if let v = android["host"] {
                    var port: Int?
                    if let written = android["port"] {
                        guard let n = Int(written), (0...65535).contains(n) else {
                            return fail(.badPort(written))
                        }
                        port = n
                    }
                    current[last].hosts.append(v)
                    current[last].ports.append(port)
                }
                for kind in Self.ruleKinds {
                    guard let v = android[kind.rawValue] else { continue }
                    if kind.matcher == .pathAdvancedPattern {
                        do { _ = try AdvancedPattern(v) } catch {
                            return fail(.refusedPattern(kind: kind.rawValue, value: v, why: error))
                        }
                    }
                    if kind.isSSP { current[last].ssps.append(PathRule(kind, v)) } else { current[last].paths.append(PathRule(kind, v)) }
                }
                for key in ["mimeType", "mimeGroup"] { if let v = android[key] { current[last].mimeTypes.append(v) } }
            } else {
                guard let value = android["name"] else { return fail(.noName(element: local)) }
                if local == "action" { current[last].actions.append(value) } else { current[last].categories.append(value) }
            }
        default:
            break
        }
        open[open.count - 1] = element
    }

    private func end(_ written: String) {
        for prefix in bound.popLast() ?? [] { _ = prefixes[prefix]?.popLast() }
        guard let last = open.popLast() else { return }
        if last.name != written {
            return fail(.mismatchedClose(closing: written, open: last.name, openedOn: last.line))
        }
        guard last.local == "intent-filter", let filter = current.popLast() else { return }
        guard filter.actions.contains("android.intent.action.VIEW"),
              filter.categories.contains("android.intent.category.BROWSABLE") else { return }
        let read = IntentFilter(schemes: filter.schemes, hosts: filter.hosts, ports: filter.ports, paths: filter.paths, ssps: filter.ssps,
                                mimeTypes: filter.mimeTypes, unjudged: filter.unjudged, autoVerify: filter.autoVerify,
                                origin: "\(file), line \(filter.line)", relativeGroups: filter.groups)
        // A browser starts the activity with an implicit intent, which reaches only filters with DEFAULT
        // (developer.android.com/training/app-links/deep-linking: "include the DEFAULT category").
        let refusal = filter.refusal ?? (filter.categories.contains("android.intent.category.DEFAULT") ? nil : .noDefaultCategory)
        if let refusal {
            // A filter Android never reads needs no scheme; one without takes no link either way.
            if !filter.schemes.isEmpty { ignored.append(IgnoredIntentFilter(filter: read, reason: refusal)) }
            return
        }
        guard !filter.schemes.isEmpty else {
            return fail(.filterWithoutScheme(openedOn: filter.line))
        }
        filters.append(read)
    }
}
