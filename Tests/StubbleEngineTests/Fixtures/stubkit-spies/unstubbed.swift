@main struct Unstubbed {
    static func main() {
        let service = UserService()
        service.addUser(name: "John")
        service.addUser(name: "Ann")
        print(service.rename(user: "Ann", to: "Anna"), service.rename(user: "Nobody", to: "X"))
        print((try? service.remove(id: 1)) != nil, (try? service.remove(id: 1)) != nil)
        print(service.users.sorted { $0.key < $1.key }.map(\.value))
    }
}
