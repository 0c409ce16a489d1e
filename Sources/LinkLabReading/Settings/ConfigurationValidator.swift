#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabText
import LinkLabFormats

/// The rules a usable FI configuration must follow, checked once at load, after every key is read: the
/// first broken rule, as the key path it is about and the problem (the loader places it in the file).
package enum ConfigurationValidator {
    /// A broken rule: where (relative to the settings object) and what.
    struct Broken: Error, Equatable {
        var path: [JSONPathComponent]
        var problem: ConfigurationProblem
    }

    static func problem(in config: FIConfiguration) -> Broken? {
        do {
            try validate(config)
            return nil
        } catch {
            return error
        }
    }

    private static func fail(_ key: String, _ problem: ConfigurationProblem) -> Broken {
        Broken(path: [.key(key)], problem: problem)
    }

    private static func fail(_ key: String, _ inner: String, _ problem: ConfigurationProblem) -> Broken {
        Broken(path: [.key(key), .key(inner)], problem: problem)
    }

    private static func validate(_ config: FIConfiguration) throws(Broken) {
        let scheme = config.urlScheme
        if scheme.isEmpty { throw fail("urlScheme", .empty) }
        if !isValidScheme(scheme) { throw fail("urlScheme", .mustBe(.urlScheme)) }
        if ["http", "https"].contains(scheme.lowercased()) { throw fail("urlScheme", .webSchemeAsAppScheme) }
        let domain = config.associatedDomain
        if domain.isEmpty { throw fail("universalAndAppLinkAssociatedDomain", .empty) }
        if !isPlainHost(domain) { throw fail("universalAndAppLinkAssociatedDomain", .mustBe(.plainHost(example: "demo.q2.com"))) }
        if config.targetPageName.isEmpty { throw fail("targetPageName", .empty) }
        if config.targetPageName.contains("/") || config.targetPageName.contains("#") { throw fail("targetPageName", .mustBe(.pageName)) }
        guard let page = LinkParts.strict(config.uuxPage),
              page.scheme?.lowercased() == "https", let host = page.host, page.encodedFragment == nil else {
            throw fail("uuxPage", .mustBe(.uuxPage))
        }
        if host.lowercased() != domain.lowercased() { throw fail("uuxPage", .uuxHostDiffers(host: host, domain: domain)) }
        if !page.encodedPath.contains(config.targetPageName) {
            throw fail("uuxPage", .uuxPathLacksPageName(config.targetPageName))
        }
        if !isAppID(config.appID) { throw fail("appID", .mustBe(.appID)) }
        let lengths = Policies.maximumLinkLengthRange
        if !lengths.contains(config.policies.maximumLinkLength) {
            throw fail("policies", "maximumLinkLength", .mustBe(.wholeNumber(lengths)))
        }
        if let deferred = config.deferredLinks {
            if deferred.service.allSatisfy(\.isWhitespace) { throw fail("deferredLinks", "service", .unnamedDeferredService) }
            if let hidden = firstUnprintable(deferred.service) {
                throw fail("deferredLinks", "service", .unprintable(scalar: hidden.value, identifier: false))
            }
            if deferred.host.isEmpty || !isPlainHost(deferred.host) {
                throw fail("deferredLinks", "host", .mustBe(.plainHost(example: "links.demo.q2.com")))
            }
        }
        if let pace = config.replayPace, !FIConfiguration.replayPaceRange.contains(pace) { throw fail("replayPace", .mustBe(.replayPace)) }
        var identifiers = Set<String>(), senders = Set<String>()
        for (index, module) in config.modules.enumerated() {
            func at(_ key: String, _ problem: ConfigurationProblem) -> Broken {
                Broken(path: [.key("modules"), .index(index), .key(key)], problem: problem)
            }
            if module.identifier.isEmpty { throw at("identifier", .empty) }
            // Identifiers are matched and shown as they are, so they must be printable (docs/contract.md A13).
            let named: [([JSONPathComponent], String)] = [([.key("identifier")], module.identifier),
                                                         ([.key("pushSender")], module.pushSender ?? ""),
                                                         ([.key("payloadKey")], module.payloadKey ?? "")]
                + module.continuityTargets.enumerated().map { ([.key("continuityTargets"), .index($0.offset)], $0.element) }
            for (field, value) in named {
                if let hidden = firstUnprintable(value) {
                    throw Broken(path: [.key("modules"), .index(index)] + field, problem: .unprintable(scalar: hidden.value, identifier: true))
                }
            }
            if module.identifier.contains("/") || module.identifier.contains(where: \.isWhitespace) {
                throw at("identifier", .slashOrSpaceInIdentifier)
            }
            if ["uux", "app", "open"].contains(module.identifier.lowercased()) { throw at("identifier", .reservedIdentifier(module.identifier)) }
            if !identifiers.insert(module.identifier).inserted { throw at("identifier", .declaredTwice(module.identifier)) }
            if let sender = module.pushSender {
                if sender.isEmpty { throw at("pushSender", .emptyPushSender) }
                if !senders.insert(sender).inserted { throw at("pushSender", .senderOfTwoModules(sender)) }
                if module.payloadKey?.isEmpty ?? true { throw at("payloadKey", .payloadKeyRequired) }
            } else if module.payloadKey != nil {
                throw at("payloadKey", .payloadKeyWithoutSender)
            }
            for (t, target) in module.continuityTargets.enumerated() where ContinuityLink.normalise(target).isEmpty {
                throw Broken(path: [.key("modules"), .index(index), .key("continuityTargets"), .index(t)], problem: .empty)
            }
        }
        try validateAndroid(config.android)
    }

    /// `android`: a package name Android accepts and fingerprints in the form `keytool` prints.
    private static func validateAndroid(_ android: AndroidApp) throws(Broken) {
        if let name = android.packageName, !isPackageName(name) { throw fail("android", "packageName", .mustBe(.packageName)) }
        if android.certificateFingerprints.isEmpty { throw fail("android", "certificateFingerprints", .noFingerprints) }
        for (i, fingerprint) in android.certificateFingerprints.enumerated() where !isFingerprint(fingerprint) {
            throw Broken(path: [.key("android"), .key("certificateFingerprints"), .index(i)], problem: .mustBe(.fingerprint))
        }
    }

    package static func isPackageName(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
            return part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
        }
    }

    /// Upper- or lower-case hex: Android compares fingerprints without regard to case.
    package static func isFingerprint(_ s: String) -> Bool {
        let pairs = s.split(separator: ":", omittingEmptySubsequences: false)
        return pairs.count == 32 && pairs.allSatisfy { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isHexDigit } }
    }

    /// The first character `DisplayText` finds unsafe to show, if any.
    static func firstUnprintable(_ text: String) -> Unicode.Scalar? { text.unicodeScalars.first(where: DisplayText.isUnsafe) }

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
