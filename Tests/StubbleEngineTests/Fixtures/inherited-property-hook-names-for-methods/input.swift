// A subclass's method whose hook would take the name of a hook its superclass's property has or gets when
// stubbed (`name`'s `_getName` and `_setName`; `getName()`'s and `setName(_:)`'s hooks would be `_getName`
// and `_setName`) would redeclare the inherited hook ("overriding declaration requires an 'override'
// keyword", "cannot override with a stored property"). Such a hook is named after its type, as an overriding
// method's is (`_getNameEmployee`, `_setNameEmployee`, `_getNameManager`): the inherited names are those of every
// superclass in the module, so `Manager`'s overload of `getName` does not meet `Employee`'s either.
// (`inherited-hook-names` shows the other direction: a property's hooks cannot be renamed, so it keeps its text.)

// @Stubbable
class Person {
    var name: String
    init(name: String) { self.name = name }
}

// @Stubbable
class Employee: Person {
    func getName() -> String { "employee " + name }
    func setName(_ newName: String) { name = newName }
}

// @Stubbable
final class Manager: Employee {
    func getName(formal: Bool) -> String { formal ? "Manager " + name : name }
}
