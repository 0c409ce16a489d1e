import LinkLabReading

/// The app's states on iOS: the App Store installs it, Safari is what opens without it.
extension IOSRules {
    var appNotInstalled: AppStateFact { .notInstalled }
    var appInstalls: AppStateFact { .installs }
    var installedConclusion: Conclusion { .installed }
    var notInstalledRefusal: Refusal { .notInstalled }

    func coldStartQueued(rootTitle: String, push: Bool) -> AppStateFact { .coldStartQueued(rootTitle: rootTitle) }

    func coldStartDropped(rootTitle: String) -> (step: AppStateFact, finding: Finding) {
        (.coldStartDropped(rootTitle: rootTitle), .linkDroppedOnColdStart)
    }

    var firstLaunchReadsInstallReferrer: Bool { false }

    func openNotInstalled(_ evaluation: LinkEvaluation, in transition: inout Transition) -> Bool { false }

    var moduleDataMayBeJSONText: Bool { false }
}
