// A method whose body declares a local function named like its hook (`_getChild` in `getChild(named:)`,
// swift-mustache's `Template.getChild`) would have the hook hidden by it inside the body ("extra argument in
// call"): the hook takes the next free name (`_getChild2`). A body that does not mention the name keeps the
// plain one.

// @Stubbable
struct Template {
    var separator: Character = "."

    func getChild(named name: String) -> Int {
        func _getChild(named names: ArraySlice<Substring>) -> Int { names.count }
        return _getChild(named: name.split(separator: separator)[...])
    }

    func render(_ name: String) -> String {
        "<\(getChild(named: name))>"
    }
}
