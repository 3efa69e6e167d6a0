#if DEBUG && !os(Linux)
#warning("debug build")
#elseif swift(>=5.9)
#sourceLocation(file: "x.swift", line: 10)
#sourceLocation()
#else
#error("unsupported")
#endif
let f = #file, l = #line
let sel = #selector(run)
