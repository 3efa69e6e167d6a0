@main struct Driver {
    static func main() {
        let entity = IdentifiedEntityMock()
        entity._id = "e1"
        let id: IdentifiedEntityMock.ID = entity.id
        check(id == "e1" && entity.idGetCallCount == 1, "id")
        print("identifiable-where: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
