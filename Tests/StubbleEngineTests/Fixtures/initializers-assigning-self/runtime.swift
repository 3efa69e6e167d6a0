import Foundation

@main struct Runtime {
    static func main() throws {
        let boiling = Temperature(fahrenheit: 212)
        print(boiling.describe(), String(decoding: try JSONEncoder().encode(boiling), as: UTF8.self))
        boiling._describe = { "stubbed" }
        print(boiling.describe(), Temperature(fahrenheit: 32).describe())
        let copy = Temperature(copying: boiling)
        print(copy.describe(), copy == boiling)
        boiling._describe = nil
        let back = try JSONDecoder().decode(Temperature.self, from: Data(#"{"celsius":21.5}"#.utf8))
        print(boiling.describe(), copy.describe(), back.describe())
    }
}
