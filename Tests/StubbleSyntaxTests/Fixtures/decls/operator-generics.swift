// An operator function's name may run straight into its generic parameter clause: the lexer reads
// `><` as one operator, and Swift (like swift-syntax) splits off a last `<` followed by a name.
infix operator ~>
infix operator ><
infix operator +<->
infix operator <*>
infix operator <<<
public struct C<T> {}
public func ><T, U: Comparable>(lhs: KeyPath<C<T>, U>, rhs: U) -> Bool { true }
public func >=<T, U: Comparable>(lhs: KeyPath<C<T>, U>, rhs: U) -> Bool { true }
public func <<T, U: Comparable>(lhs: KeyPath<C<T>, U>, rhs: U) -> Bool { true }
public func !=<T, U: Comparable>(lhs: KeyPath<C<T>, U>, rhs: U) -> Bool { true }
public func <=<T: Comparable>(lhs: T, rhs: T) -> Bool { true }
public func ??<T>(lhs: T?, rhs: @autoclosure () -> T) -> T { lhs ?? rhs() }
public func <<<Element>(lhs: inout [Element], rhs: Element) { lhs.append(rhs) }
public func ~><each T>(lhs: (repeat each T), rhs: Int) -> Int { rhs }
// Without a name after the `<`, the `<` is part of the operator's name.
public func <<(lhs: Int, rhs: Int) -> Int { lhs << rhs }
public func ><(lhs: Int, rhs: Int) -> Bool { false }
public func +<->(lhs: Int, rhs: Int) -> Int { lhs }
public func <*>(lhs: Int, rhs: Int) -> Int { lhs }
public func >>=(lhs: inout Int, rhs: Int) { lhs >>= rhs }
extension C {
    static func ==<U>(lhs: C, rhs: U) -> Bool where U: Equatable { false }
    static func ..<<Bound>(lhs: C, rhs: Bound) -> Range<Int> { 0..<1 }
}
