import LinkLabReading

/// The app's states on Android, in Android's words: Google Play installs it, and a cold start creates the
/// activity with the intent.
extension AndroidRules {
    var appNotInstalled: AppStateFact { .android(.notInstalled) }
    var appInstalls: AppStateFact { .android(.installs) }
    var installedConclusion: Conclusion { .androidAppState(.installed) }
    var notInstalledRefusal: Refusal { .notInstalledOnAndroid }

    func coldStartQueued(rootTitle: String, push: Bool) -> AppStateFact {
        .android(.coldStartQueued(rootTitle: rootTitle, push: push))
    }

    func coldStartDropped(rootTitle: String) -> (step: AppStateFact, finding: Finding) {
        (.android(.coldStartDropped(rootTitle: rootTitle)), .android(.linkDroppedOnColdStart))
    }

    var firstLaunchReadsInstallReferrer: Bool { true }

    func openNotInstalled(_ evaluation: LinkEvaluation, in transition: inout Transition) -> Bool {
        transition.openNotInstalledOnAndroid(evaluation)
        return true
    }

    var moduleDataMayBeJSONText: Bool { true }
}
