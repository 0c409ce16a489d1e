import Foundation

/// The rules a usable FI configuration must follow, checked once at load.
enum ConfigurationValidator {
    static func validate(_ config: FIConfiguration, file: String) throws(ConfigurationError) {
        func fail(_ key: String, _ reason: String) -> ConfigurationError {
            ConfigurationError(file: file, key: key, reason: reason)
        }
        let scheme = config.urlScheme
        if scheme.isEmpty { throw fail("urlScheme", "must not be empty") }
        if !isValidScheme(scheme) {
            throw fail("urlScheme", "must be a URL scheme: a letter, then letters, digits, '+', '-' or '.' (for example q2mob), without ://")
        }
        if ["http", "https"].contains(scheme.lowercased()) {
            throw fail("urlScheme", "must be the app's own custom scheme, not http or https")
        }
        let domain = config.associatedDomain
        if domain.isEmpty { throw fail("universalAndAppLinkAssociatedDomain", "must not be empty") }
        if !isPlainHost(domain) {
            throw fail("universalAndAppLinkAssociatedDomain", "must be a plain host name such as demo.q2.com, without scheme, path, port or spaces")
        }
        if config.targetPageName.isEmpty { throw fail("targetPageName", "must not be empty") }
        if config.targetPageName.contains("/") || config.targetPageName.contains("#") {
            throw fail("targetPageName", "must be a page name such as uux.aspx, without '/' or '#'")
        }
        guard let page = LinkParts.strict(config.uuxPage),
              page.scheme?.lowercased() == "https", let host = page.host, page.encodedFragment == nil else {
            throw fail("uuxPage", "must be an https URL without a fragment, such as https://demo.q2.com/experimental/uux.aspx")
        }
        if host.lowercased() != domain.lowercased() {
            throw fail("uuxPage", "has host \(DisplayText.sanitize(host, limit: 80)) but the associated domain is \(domain); built Universal Links would not open the app")
        }
        if !page.encodedPath.contains(config.targetPageName) {
            throw fail("uuxPage", "has a path that does not contain the targetPageName \(DisplayText.sanitize(config.targetPageName, limit: 80))")
        }
        if !isAppID(config.appID) {
            throw fail("appID", "must be TeamID.bundleID, for example ABCDE12345.com.q2.mobile.demo (a 10-character team ID, a dot, then the bundle ID)")
        }
        let lengths = Policies.maximumLinkLengthRange
        if !lengths.contains(config.policies.maximumLinkLength) {
            throw fail("policies.maximumLinkLength", "must be a whole number between \(lengths.lowerBound) and \(lengths.upperBound)")
        }
        if let deferred = config.deferredLinks {
            if deferred.service.allSatisfy(\.isWhitespace) { throw fail("deferredLinks.service", "must name the service, for example Branch") }
            if let hidden = firstUnprintable(deferred.service) {
                throw fail("deferredLinks.service", "holds \(unicodeName(hidden)), a control or invisible character; it must be printable text")
            }
            if deferred.host.isEmpty || !isPlainHost(deferred.host) {
                throw fail("deferredLinks.host", "must be a plain host name such as links.demo.q2.com, without scheme, path, port or spaces")
            }
        }
        if let pace = config.replayPace, !FIConfiguration.replayPaceRange.contains(pace) {
            throw fail("replayPace", "must be a number of seconds from 0 to 10, e.g. 0.8")
        }
        var identifiers = Set<String>(), senders = Set<String>()
        for (index, module) in config.modules.enumerated() {
            let key = "modules[\(index)]"
            if module.identifier.isEmpty { throw fail("\(key).identifier", "must not be empty") }
            // Identifiers are matched and shown as they are, so they must be printable (docs/contract.md A13).
            let named = [("identifier", module.identifier), ("pushSender", module.pushSender ?? ""), ("payloadKey", module.payloadKey ?? "")]
                + module.continuityTargets.enumerated().map { ("continuityTargets[\($0.offset)]", $0.element) }
            for (field, value) in named {
                if let hidden = firstUnprintable(value) {
                    throw fail("\(key).\(field)", "holds \(unicodeName(hidden)), a control or invisible character; identifiers must be printable text")
                }
            }
            if module.identifier.contains("/") || module.identifier.contains(where: \.isWhitespace) {
                throw fail("\(key).identifier", "must not contain '/' or spaces")
            }
            if ["uux", "app", "open"].contains(module.identifier.lowercased()) {
                throw fail("\(key).identifier", "'\(DisplayText.sanitize(module.identifier, limit: 80))' is reserved")
            }
            if !identifiers.insert(module.identifier).inserted {
                throw fail("\(key).identifier", "\(DisplayText.sanitize(module.identifier, limit: 80)) is declared twice")
            }
            if let sender = module.pushSender {
                if sender.isEmpty { throw fail("\(key).pushSender", "must not be empty; leave it out if the module takes no pushes") }
                if !senders.insert(sender).inserted { throw fail("\(key).pushSender", "\(DisplayText.sanitize(sender, limit: 80)) is declared by two modules") }
                if module.payloadKey?.isEmpty ?? true { throw fail("\(key).payloadKey", "is required with pushSender and must not be empty") }
            } else if module.payloadKey != nil {
                throw fail("\(key).payloadKey", "needs a pushSender beside it")
            }
            for (t, target) in module.continuityTargets.enumerated() where ContinuityLink.normalise(target).isEmpty {
                throw fail("\(key).continuityTargets[\(t)]", "must not be empty")
            }
        }
        try validateAndroid(config.android, fail: fail)
    }

    /// `android`: a package name Android accepts and fingerprints in the form `keytool` prints.
    static func validateAndroid(_ android: AndroidApp, fail: (String, String) -> ConfigurationError) throws(ConfigurationError) {
        if let name = android.packageName, !isPackageName(name) {
            throw fail("android.packageName", "must be a package name such as com.q2.mobile.demo: two or more parts separated by dots, each a letter then letters, digits or _")
        }
        if android.certificateFingerprints.isEmpty {
            throw fail("android.certificateFingerprints", "must list at least one SHA-256 fingerprint")
        }
        for (i, fingerprint) in android.certificateFingerprints.enumerated() where !isFingerprint(fingerprint) {
            throw fail("android.certificateFingerprints[\(i)]", "must be a SHA-256 fingerprint: 32 pairs of hex digits separated by colons, e.g. 14:6D:E9:…:44:E5")
        }
    }

    static func isPackageName(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
            return part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
        }
    }

    /// Upper- or lower-case hex: Android compares fingerprints without regard to case.
    static func isFingerprint(_ s: String) -> Bool {
        let pairs = s.split(separator: ":", omittingEmptySubsequences: false)
        return pairs.count == 32 && pairs.allSatisfy { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isHexDigit } }
    }

    /// The first character `DisplayText` finds unsafe to show, if any.
    static func firstUnprintable(_ text: String) -> Unicode.Scalar? { text.unicodeScalars.first(where: DisplayText.isUnsafe) }

    /// `U+001B`: how an unprintable character is named in an error.
    static func unicodeName(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func isValidScheme(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    static func isPlainHost(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".") }
            && !s.hasPrefix(".") && !s.hasSuffix(".") && !s.contains("..")
    }

    static func isAppID(_ s: String) -> Bool {
        let parts = s.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, parts[0].count == 10, parts[1].count > 0 else { return false }
        return parts[0].unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }
}
