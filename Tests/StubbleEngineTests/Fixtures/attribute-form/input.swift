@Stubbable
final class Network {
    func get(_ url: String) async throws -> String {
        return url
    }
}

final class Session {
    @StubbableFunction func token() -> String {
        return "t"
    }

    @StubbableProperty
    var retries: Int = 3
}
