extension Raw {
    init(_ sql: String, _ binds: [Int]) {
        self.sql = sql
        self.binds = binds
    }

    init(unbound sql: String) {
        self.sql = sql
    }

    init(copy sql: String) {
        self.init(sql)
    }
}

extension Point {
    init(both v: Int) {
        x = v
        y = v
    }
}
