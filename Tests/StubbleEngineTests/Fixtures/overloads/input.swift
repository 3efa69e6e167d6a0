/*|*/final class Finder {
    func find(id: Int) -> String {
        "id \(id)"
    }

    func find(name: String) -> String {
        "name \(name)"
    }

    func find(_ code: Double) -> String {
        "code \(code)"
    }
}
