extension FIConfiguration {
    /// The embedded demo FI (the contract's "The FI configuration"): every iOS prerequisite holds.
    public static let demo = FIConfiguration(
        name: "Demo FI",
        urlScheme: "q2mob",
        associatedDomain: "demo.q2.com",
        targetPageName: "uux.aspx",
        uuxPage: "https://demo.q2.com/experimental/uux.aspx",
        appID: "ABCDE12345.com.q2.mobile.demo",
        prerequisites: Prerequisites(aasa: .demo, defaults: Set(Prerequisite.allCases.filter { $0.platform == .ios })),
        modules: [
            ModuleDeclaration(
                identifier: "com.q2.mobile.module.demo", name: "Demo module",
                continuityTargets: ["com.q2.mobile.module.demo/path"],
                pushSender: "com.q2.mobile.module.demo", payloadKey: "demo"
            ),
            ModuleDeclaration(identifier: "com.q2.mobile.module.banking", name: DemoWording.demoBankingModuleName),
        ]
    )
}

extension AppSiteAssociation {
    /// The demo FI's AASA: the app ID, and every path that ends in `uux.aspx`.
    public static let demo = standard(appID: "ABCDE12345.com.q2.mobile.demo", targetPageName: "uux.aspx")

    /// The AASA that holds by default for an FI whose settings give none: its own app ID, and every path
    /// that ends in its `targetPageName`, as the app's built Universal Links do (`…/{targetPageName}#/route`).
    public static func standard(appID: String, targetPageName: String) -> AppSiteAssociation {
        AppSiteAssociation(details: [
            .init(appIDs: [appID], rules: [
                .component(.init(path: "*/" + targetPageName, comment: DemoWording.standardAASARuleComment)),
            ]),
        ])
    }
}
