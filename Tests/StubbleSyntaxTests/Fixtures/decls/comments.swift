// File header.

/// Fetches things.
/// - Returns: things.
// @Stubbable(condition: DEBUG)
func fetch() {}

/* block */ /** doc block */
var value = 1 // trailing comment belongs to the line above

final class Service {
    // @Stubbable
    func load() async throws -> Data { Data() }
    @Stubbable func attributeForm() {}
}
