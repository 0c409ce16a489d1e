import LinkLabFormats
import LinkLabReading

extension LinkEngine {
    /// Offers a link built-in handling declined to every module in registration order; the first claim
    /// wins. One trace step holds every module's answer, under the sample's target for the link. Each
    /// module answers as `ContinuityLink.answer(of:to:)` does.
    func offerToModules(_ url: LinkParts, trace: inout Trace) -> String? {
        let sample = ContinuityLink.target(of: url)
        var answers: [ModuleAnswer] = []
        answers.reserveCapacity(modules.count)
        // By index: `for module in modules` copies each declaration (its strings and its set) to read three fields.
        for i in modules.indices {
            let normalisation = modules[i].normalisation
            let target = normalisation == .sample ? sample : ContinuityLink.target(of: url, normalisation: normalisation)
            let answer: Bool? = target.map { modules[i].targets.contains($0) } == true ? true : nil
            answers.append(ModuleAnswer(module: modules[i].identifier, answer: answer))
            if answer == true {
                trace.pass(rules.modulesStep(link: sample ?? "", answers: answers))
                return modules[i].identifier
            }
        }
        trace.fail(rules.modulesStep(link: sample ?? "", answers: answers))
        return nil
    }
}
