// A subclass's method whose hook would take the name of a hook its superclass's property has or gets when
// stubbed (`name`'s `_getName` and `_setName`; `getName()`'s and `setName(_:)`'s hooks would be `_getName`
// and `_setName`) would redeclare the inherited hook ("overriding declaration requires an 'override'
// keyword", "cannot override with a stored property"). Such a hook is named after its type, as an overriding
// method's is (`_getNameEmployee`, `_setNameEmployee`, `_getNameManager`): the inherited names are those of every
// superclass in the module, so `Manager`'s overload of `getName` does not meet `Employee`'s either.
// (`inherited-hook-names` shows the other direction: a property's hooks cannot be renamed, so it keeps its text.)

// @Stubbable
class Person {
    @exclusivity(unchecked) var _getName: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setName: ((String) -> Void)? = nil // stubble
    var name: String { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
        set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
        _modify { if _getName == nil && _setName == nil { yield &_name } else { var _stubbleValue = name; yield &_stubbleValue; name = _stubbleValue } } // stubble
    } // stubble
    var _name: String
    init(name: String) { self.name = name }
}

// @Stubbable
class Employee: Person {
    @exclusivity(unchecked) var _getNameEmployee: (() -> String)? = nil // stubble
    func getName() -> String {/*stubble:*/ if let _getNameEmployee { _getNameEmployee() } else {/*:stubble*/ "employee " + name /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _setNameEmployee: ((String) -> Void)? = nil // stubble
    func setName(_ newName: String) {/*stubble:*/ if let _setNameEmployee { return _setNameEmployee(newName) };/*:stubble*/ name = newName }
}

// @Stubbable
final class Manager: Employee {
    @exclusivity(unchecked) var _getNameManager: ((Bool) -> String)? = nil // stubble
    func getName(formal: Bool) -> String {/*stubble:*/ if let _getNameManager { _getNameManager(formal) } else {/*:stubble*/ formal ? "Manager " + name : name /*stubble:*/}/*:stubble*/}
}
