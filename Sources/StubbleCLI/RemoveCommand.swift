import StubbleEngine

/// `stubble remove [--all] PATH[:LINE[:COL]]...`
struct RemoveCommand: Command {
    let name = "remove"
    let summary = "Remove stubs and their annotations, giving back the original code"
    let usage = """
    USAGE: stubble remove [--dry-run] PATH:LINE[:COL]...
           stubble remove [--all] [--dry-run] PATH...

    Removes the stubs of the declaration at each location (a type: of all its members) and its
    '// @Stubbable' annotation, giving back the code as it was before 'stubble add', byte for byte.
    A PATH without a line (or --all) removes every stub and annotation in the files under it.

      --dry-run   Print a unified diff and write nothing.

    """

    func run(_ arguments: [String], io: CLIIO) -> Int32 {
        LocatedAction.run(command: name, arguments: arguments, allowBarePaths: true, io: io,
                          all: { bytes, _, _ in Engine.apply(Engine.removeAll(bytes), to: bytes) },
                          at: { bytes, offset, _, stubs in Engine.remove(bytes, at: offset, context: stubs) })
    }
}
