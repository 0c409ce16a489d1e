import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// Sessions compare by the FI they emulate and their state. The engine is built from the FI alone
/// (`Session.init`, `replaceApp`) and only remembers what that FI decides, so comparing the FI compares it;
/// a model that holds a session can then be compared whole.
extension Session: Equatable {
    public static func == (a: Session, b: Session) -> Bool {
        a.state == b.state && a.app == b.app
    }
}
