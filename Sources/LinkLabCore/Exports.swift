// Every user of the core sees DisplayText, the one definition of text unsafe to show, as before.
@_exported import LinkLabText
