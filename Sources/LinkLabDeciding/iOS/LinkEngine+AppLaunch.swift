import LinkLabReading

/// Whether iOS launches the app at all (docs/contract.md, "iOS prerequisites", "Which build"): a development or
/// ad hoc build runs only while the profile it was signed with is in date and is for the app's ID. An App Store
/// build is re-signed by Apple, so the partner's profile does not decide it.
extension LinkEngine {
    /// Records the launch check for a build that runs on its own profile, and says whether the app launches.
    func appLaunches(trace: inout Trace) -> Bool {
        let build = config.prerequisites.build
        guard judgesLaunch, build.launchesOnItsProfile, let profile = config.prerequisites.files.provisioningProfile else { return true }
        let appID = config.appID
        let fact = Check.partnerFile(.profileLaunch(file: profile.file, build: build, appID: appID))
        let mismatch = profile.applicationIdentifier.flatMap { profile.isFor(appID: appID) ? nil : $0 }
        let launches = !profile.expired && mismatch == nil
        if launches { trace.pass(fact) } else { trace.fail(fact) }
        if profile.expired {
            trace.diagnose(.provisioningProfileExpiredStopsLaunch(file: profile.file, date: profile.expirationDate ?? "", build: build))
        }
        if let mismatch {
            trace.diagnose(.provisioningProfileAppIDMismatch(file: profile.file, profileAppID: mismatch, appID: appID, build: build))
        }
        return launches
    }

    /// Whether a link's answer can depend on the build's launch: a development or ad hoc build with a profile.
    var launchCanFail: Bool {
        judgesLaunch && config.prerequisites.build.launchesOnItsProfile && config.prerequisites.files.provisioningProfile != nil
    }

    /// This engine for an app that is not installed: no build of it is launched, so its profile does not
    /// decide the link (docs/contract.md, A28); the link is judged as for the installed app, then not installed.
    var notLaunching: LinkEngine { launchCanFail ? LinkEngine(app: app, judgesLaunch: false) : self }
}
