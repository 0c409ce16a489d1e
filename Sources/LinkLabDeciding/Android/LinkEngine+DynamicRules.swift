import LinkLabFormats
import LinkLabReading

/// Android 15's dynamic App Links (docs/contract.md, A34): the verified statement's
/// `dynamic_app_link_components`, evaluated in order after the manifest's filters took the link; they can
/// narrow what the manifest takes, never widen it. Android 14 and earlier ignore them.
extension LinkEngine {
    /// Whether the dynamic rules let the verified link open the app. The trace names the rule that decided.
    func dynamicRulesAllow(_ url: LinkParts, site: String, verdict: AssetLinksVerdict, trace: inout Trace) -> Bool {
        guard case .verified(let number, _) = verdict else { return true }
        let (links, _) = config.assetLinksFile(forHost: site)
        let statement = links.statements.enumerated().first { ($0.element.number ?? $0.offset) == number }?.element
        guard let rules = statement?.dynamicRules else { return true }
        let version = config.android.version
        guard version >= Self.dynamicRulesFrom else {
            trace.pass(.android(.dynamicRules(.ignored(version: version), statement: number)))
            return true
        }
        switch rules {
        case .discarded(let malformed):
            trace.pass(.android(.dynamicRules(.discarded(malformed), statement: number)))
            return true
        case .components(let components):
            let path = url.path, fragment = url.encodedFragment
            for (index, rule) in components.enumerated() where Self.matches(rule, url: url, path: path, fragment: fragment) {
                let step = Check.android(.dynamicRules(.matched(rule: index, component: rule), statement: number))
                if rule.exclude {
                    trace.fail(step)
                    trace.diagnose(.android(.dynamicRuleExcludes(rule: index)))
                    return false
                }
                trace.pass(step)
                return true
            }
            trace.fail(.android(.dynamicRules(.noneMatched(count: components.count), statement: number)))
            trace.diagnose(.android(.dynamicRuleExcludes(rule: nil)))
            return false
        }
    }

    /// The first release that reads dynamic rules (with Google services).
    static let dynamicRulesFrom = 15

    /// Every matcher the rule holds matches: the decoded path, the fragment as written, and each `?` key
    /// present in the query with a first value its pattern matches.
    static func matches(_ rule: DynamicAppLinks.Component, url: LinkParts, path: String, fragment: String?) -> Bool {
        if let p = rule.path, !DynamicAppLinks.matches(p, path) { return false }
        if let f = rule.fragment, !DynamicAppLinks.matches(f, fragment ?? "") { return false }
        for pair in rule.query {
            // The key's first value, decoded once, as the app would read it.
            let values = url.queryValues(named: pair.key)
            guard values.count > 0, DynamicAppLinks.matches(pair.pattern, values.first ?? "") else { return false }
        }
        return true
    }
}
