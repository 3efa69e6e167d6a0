struct Parser {
    let bytes: [UInt8]
    let tokens: [Token]
    var errors: [SyntaxError] = []
    init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
    }
    mutating func parseFile() -> [Declaration] { [] }
}
