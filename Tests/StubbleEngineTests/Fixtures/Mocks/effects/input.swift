// throws, typed throws, rethrows, async.
enum EffectsError: Error { case denied }

protocol EffectsService {
    func load() throws -> [Int]
    func validate(_ token: String) throws(EffectsError) -> Bool
    func perform(_ work: () throws -> Void) rethrows
    func refresh() async
    func upload(_ data: [UInt8]) async throws(EffectsError)
}/*|*/
