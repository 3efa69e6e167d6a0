let s = "a \(items.map { "<\($0.name) \("x\(1)")>" }.joined()) b"
let m = """
    value: \(f("nested \("deep")", { x in "\(x)" }))
    """
let c = "\(a /* ) */ + b)" + "\(")")"
