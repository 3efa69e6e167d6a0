// inout, variadics, some/any, @autoclosure, escaping and non-escaping closures, unnamed and keyword names.
protocol ParametersDrawable {}

protocol ParametersCanvas {
    func adjust(_ value: inout Int)
    func plot(_ points: Int..., color: String)
    func draw(_ shape: some ParametersDrawable, in layer: any ParametersDrawable)
    func assert(_ condition: @autoclosure () -> Bool, message: String)
    func onChange(_ handler: @escaping (Int) -> Void)
    func each(_ body: (Int) -> Void)
    func skip(_: Int, for: String)
    func onEvent(_ handler: @Sendable @escaping () -> Void)
    func consume(_ token: consuming String, _ view: borrowing [Int])
}

#if DEBUG
final class ParametersCanvasMock: ParametersCanvas {
    // stubble:mock:begin ParametersCanvas
    init() {}

    /// Presets in one place: `ParametersCanvasMock { $0._member = { ... } }`.
    init(_ configure: (ParametersCanvasMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: adjust(_:)
    var _adjust: ((inout Int) -> Void)? = nil
    private(set) var adjustCallCount: Int = 0
    private(set) var adjustInvocations: [Int] = []
    var adjustLastInvocation: Int? { adjustInvocations.last }
    func adjust(_ value: inout Int) {
        adjustCallCount += 1
        adjustInvocations.append(value)
        if let _adjust { return _adjust(&value) }
    }

    // MARK: plot(_:color:)
    var _plot: (([Int], String) -> Void)? = nil
    private(set) var plotCallCount: Int = 0
    private(set) var plotInvocations: [PlotInvocation] = []
    struct PlotInvocation: Equatable {
        var points: [Int]
        var color: String
    }
    var plotLastInvocation: PlotInvocation? { plotInvocations.last }
    func plot(_ points: Int..., color: String) {
        plotCallCount += 1
        plotInvocations.append(PlotInvocation(points: points, color: color))
        if let _plot { return _plot(points, color) }
    }

    // MARK: draw(_:in:)
    var _draw: ((any ParametersDrawable, any ParametersDrawable) -> Void)? = nil
    private(set) var drawCallCount: Int = 0
    private(set) var drawInvocations: [DrawInvocation] = []
    struct DrawInvocation {
        var shape: any ParametersDrawable
        var layer: any ParametersDrawable
    }
    var drawLastInvocation: DrawInvocation? { drawInvocations.last }
    func draw(_ shape: some ParametersDrawable, in layer: any ParametersDrawable) {
        drawCallCount += 1
        drawInvocations.append(DrawInvocation(shape: shape, layer: layer))
        if let _draw { return _draw(shape, layer) }
    }

    // MARK: assert(_:message:)
    var _assert: ((@autoclosure () -> Bool, String) -> Void)? = nil
    private(set) var assertCallCount: Int = 0
    private(set) var assertInvocations: [String] = []
    var assertLastInvocation: String? { assertInvocations.last }
    func assert(_ condition: @autoclosure () -> Bool, message: String) {
        assertCallCount += 1
        assertInvocations.append(message)
        if let _assert { return _assert(condition(), message) }
    }

    // MARK: onChange(_:)
    var _onChange: ((@escaping (Int) -> Void) -> Void)? = nil
    private(set) var onChangeCallCount: Int = 0
    private(set) var onChangeInvocations: [(Int) -> Void] = []
    var onChangeLastInvocation: ((Int) -> Void)? { onChangeInvocations.last }
    func onChange(_ handler: @escaping (Int) -> Void) {
        onChangeCallCount += 1
        onChangeInvocations.append(handler)
        if let _onChange { return _onChange(handler) }
    }

    // MARK: each(_:)
    var _each: (((Int) -> Void) -> Void)? = nil
    private(set) var eachCallCount: Int = 0
    func each(_ body: (Int) -> Void) {
        eachCallCount += 1
        if let _each { return _each(body) }
    }

    // MARK: skip(_:for:)
    var _skip: ((Int, String) -> Void)? = nil
    private(set) var skipCallCount: Int = 0
    private(set) var skipInvocations: [SkipInvocation] = []
    struct SkipInvocation: Equatable {
        var arg0: Int
        var `for`: String
    }
    var skipLastInvocation: SkipInvocation? { skipInvocations.last }
    func skip(_ arg0: Int, for: String) {
        skipCallCount += 1
        skipInvocations.append(SkipInvocation(arg0: arg0, for: `for`))
        if let _skip { return _skip(arg0, `for`) }
    }

    // MARK: onEvent(_:)
    var _onEvent: ((@escaping @Sendable () -> Void) -> Void)? = nil
    private(set) var onEventCallCount: Int = 0
    private(set) var onEventInvocations: [@Sendable () -> Void] = []
    var onEventLastInvocation: (@Sendable () -> Void)? { onEventInvocations.last }
    func onEvent(_ handler: @Sendable @escaping () -> Void) {
        onEventCallCount += 1
        onEventInvocations.append(handler)
        if let _onEvent { return _onEvent(handler) }
    }

    // MARK: consume(_:_:)
    var _consume: ((consuming String, borrowing [Int]) -> Void)? = nil
    private(set) var consumeCallCount: Int = 0
    func consume(_ token: consuming String, _ view: borrowing [Int]) {
        consumeCallCount += 1
        if let _consume { return _consume(token, view) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _adjust = nil
        adjustCallCount = 0
        adjustInvocations = []
        _plot = nil
        plotCallCount = 0
        plotInvocations = []
        _draw = nil
        drawCallCount = 0
        drawInvocations = []
        _assert = nil
        assertCallCount = 0
        assertInvocations = []
        _onChange = nil
        onChangeCallCount = 0
        onChangeInvocations = []
        _each = nil
        eachCallCount = 0
        _skip = nil
        skipCallCount = 0
        skipInvocations = []
        _onEvent = nil
        onEventCallCount = 0
        onEventInvocations = []
        _consume = nil
        consumeCallCount = 0
    }
    // stubble:mock:end ParametersCanvas
}
#endif
