let half = total / 2 / count
let ratio = (a) / (b)
let r = /ab+c/
let m = text.firstMatch(of: /[a-z]+\/x/)
let spaced = x / y
let e = #/a/b/#
let multi = #/
  \d+ # digits
/#
if let x = try? /[0-9]+/.wholeMatch(in: s) {}
let folded = values.reduce(1, /) + values.reduce(2, /)
let post = a! / b
