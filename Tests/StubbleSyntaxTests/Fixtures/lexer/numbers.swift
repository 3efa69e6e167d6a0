let n = [0, 1_000_000, 0x1F, 0xdead_BEEF, 0o17, 0b1010_0101, 1.5, 1e10, 2.5E-3, 1_0.0_1, 0x1p4, 0x1.8p-2]
let t = tuple.0.1
let r = 1..<10
let neg = -42
