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
}/*|*/
