protocol Node {
    var name: String { get }
    func child(named name: String) -> Node
}

#if DEBUG
final class NodeMock: Node {
    // stubble:mock:begin Node
    init() {}

    /// Presets in one place: `NodeMock { $0._member = { ... } }`.
    init(_ configure: (NodeMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: name
    var _getName: (() -> String)? = nil
    var _name: String = ""
    private(set) var nameGetCallCount: Int = 0
    var name: String {
        get {
            nameGetCallCount += 1
            if let _getName { return _getName() }
            return _name
        }
    }

    // MARK: child(named:)
    var _child: ((String) -> Node)? = nil
    var childReturnValue: Node? = nil
    private(set) var childCallCount: Int = 0
    private(set) var childInvocations: [String] = []
    var childLastInvocation: String? { childInvocations.last }
    func child(named name: String) -> Node {
        childCallCount += 1
        childInvocations.append(name)
        if let _child { return _child(name) }
        if let childReturnValue { return childReturnValue }
        fatalError("NodeMock.child(named:): no value to return; set _child or childReturnValue")
    }
    // stubble:mock:end Node
}
#endif
