import os.log
typealias Pair<T> = (T, T)
infix operator ≈≈ : ComparisonPrecedence
prefix operator √
precedencegroup Exponent {
    higherThan: MultiplicationPrecedence
    associativity: right
}
@freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
let top = 1
print(top)
if top > 0 { print("positive") }
for i in 0..<3 { print(i) }
func helper() {}
guard top > 0 else { fatalError() }
var global: Int { 3 }
struct AfterStatements {}
