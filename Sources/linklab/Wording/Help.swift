/// What `linklab --help` and each command's `--help` say: one enum per command or shared option group,
/// one static per option, argument, summary and discussion. The commands name these, never a sentence.
enum Help {}
