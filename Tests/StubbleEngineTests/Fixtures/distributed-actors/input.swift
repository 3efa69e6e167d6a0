import Distributed

// A distributed actor's members get no hooks, with a hint: an actor's instance hooks are `nonisolated(unsafe)`
// stored properties (a test sets them from outside the actor), which Swift refuses in a distributed actor
// ("'nonisolated' can not be applied to distributed actor stored properties"). The previous engine wrote them,
// and its output did not compile.

// @Stubbable
distributed actor Greeter {
    typealias ActorSystem = LocalTestingDistributedActorSystem
    var greetings = 0
    init(actorSystem: ActorSystem) {
        self.actorSystem = actorSystem
    }
    distributed func greet(_ name: String) -> String {
        greetings += 1
        return "hi \(name) #\(greetings)"
    }
    func local() -> Int { greetings }
    nonisolated func label() -> String { "greeter" }
}
