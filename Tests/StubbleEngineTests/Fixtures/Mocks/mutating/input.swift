// `mutating` requirements are satisfied by a class's ordinary methods.
protocol MutatingCounter {
    var value: Int { get set }
    mutating func increment(by step: Int)
    mutating func reset()
}/*|*/
