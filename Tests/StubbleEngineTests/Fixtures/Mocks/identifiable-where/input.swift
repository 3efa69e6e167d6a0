// `Identifiable` needs nothing from a class (the standard library gives it `id`), unless the protocol fixes
// its `ID`: then the mock says `typealias ID = String` and has an `id` of that type. A class that is not
// generic cannot have a `where` clause (`final class EntityMock: Entity where ID == String` is not Swift).
protocol IdentifiedEntity: Identifiable where ID == String {
    var name: String { get }
}/*|*/
