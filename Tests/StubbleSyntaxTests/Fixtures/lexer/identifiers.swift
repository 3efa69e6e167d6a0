let café = 1, π = 3.14, 变量 = "x", `class` = 2, `with space` = 3
let closure = { $0 + $1 }
print($wrapped, _$storage, self.$binding)
