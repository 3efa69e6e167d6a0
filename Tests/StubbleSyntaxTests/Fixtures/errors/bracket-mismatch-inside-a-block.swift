final class Scanner {
    func isOnNewline(_ token: Token) -> Bool {
        if let hook { hook(token) } else {
            token.leadingTrivia.contains(where: { $0.isNewline }
        }
    }

    func lengths(_ rows: [Row]) -> [Int] {
        let widths = [rows.count, 2)
        return widths
    }

    func after() {}
}
