// A superclass in another file has a method whose hook takes the name a property's getter hook would take
// (`getName()`'s `_getName` once it is stubbed, `name`'s `_getName`): a stored hook cannot override the inherited one ("cannot
// override with a stored property '_getName'"), so `name` keeps its text with the hint naming the superclass.
// The overriding method gets its own hook (`_getNameArgument`); `label` is stubbed. Only the module says so
// (Graphiti's `Argument` and `ArgumentComponent`).
// @Stubbable
public class Argument: ArgumentComponent {
    let name: String
    @exclusivity(unchecked) nonisolated(unsafe) var _getLabel: (() -> String)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) var _setLabel: ((String) -> Void)? = nil // stubble
    var label: String { // stubble
        @storageRestrictions(initializes: _label) init { _label = newValue } // stubble
        get { if let _getLabel { return _getLabel() }; return _label } // stubble
        set { if let _setLabel { _setLabel(newValue) } else { _label = newValue } } // stubble
        _modify { if _getLabel == nil && _setLabel == nil { yield &_label } else { var _stubbleValue = label; yield &_stubbleValue; label = _stubbleValue } } // stubble
    } // stubble
    var _label: String

    init(name: String) {
        self.name = name
        self.label = "arg"
    }

    @exclusivity(unchecked) nonisolated(unsafe) var _getNameArgument: (() -> String)? = nil // stubble
    override func getName() -> String {/*stubble:*/ if let _getNameArgument { _getNameArgument() } else {/*:stubble*/ name /*stubble:*/}/*:stubble*/}
}
