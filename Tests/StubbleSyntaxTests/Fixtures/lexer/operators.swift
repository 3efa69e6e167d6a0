let a = b ?? c
let d = e?.f!.g
let h = -i + j++ - k
infix operator <~> : AdditionPrecedence
let l = m <~> n
let o = p...q, r = ..<s, t = u...
let arrow: (Int) -> Int = { $0 }
let v = w ≈ x
let gen: Array<Set<Int>>? = nil
let z = a>b ? c : d
