import Foundation

@main struct Unstubbed {
    static func main() throws {
        let boiling = Temperature(fahrenheit: 212)
        print(boiling.describe(), String(decoding: try JSONEncoder().encode(boiling), as: UTF8.self))
        let copy = Temperature(copying: boiling)
        let back = try JSONDecoder().decode(Temperature.self, from: Data(#"{"celsius":21.5}"#.utf8))
        print(copy.describe(), copy == boiling, back.describe())
    }
}
