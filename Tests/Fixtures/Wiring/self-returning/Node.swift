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
    private(set) var childReturnedValues: [Node] = []
    var childLastInvocation: String? { childInvocations.last }
    var childLastReturnedValue: Node? { childReturnedValues.last }
    func child(named name: String) -> Node {
        childCallCount += 1
        childInvocations.append(name)
        if let _child {
            let result = _child(name)
            childReturnedValues.append(result)
            return result
        }
        if let childReturnValue {
            childReturnedValues.append(childReturnValue)
            return childReturnValue
        }
        fatalError("NodeMock.child(named:): no value to return; set _child or childReturnValue")
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getName = nil
        _name = ""
        nameGetCallCount = 0
        _child = nil
        childReturnValue = nil
        childCallCount = 0
        childInvocations = []
        childReturnedValues = []
    }
    // stubble:mock:end Node
}
#endif
