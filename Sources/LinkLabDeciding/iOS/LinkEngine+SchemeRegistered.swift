import LinkLabReading

extension LinkEngine {
    /// iOS hands a custom-scheme link to the app that registered the scheme in its Info.plist.
    func schemeRegistered(trace: inout Trace) -> Bool {
        let scheme = config.urlScheme
        guard config.prerequisites.schemeRegistered else {
            trace.fail(.schemeRegistered(scheme))
            recordInfoPlist(trace: &trace)
            trace.diagnose(.schemeNotRegistered(scheme))
            return false
        }
        trace.pass(.schemeRegistered(scheme))
        recordInfoPlist(trace: &trace)
        return true
    }
}
