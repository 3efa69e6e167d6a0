// A subclass's property whose getter hook would take the name of a superclass member's hook (`getName()`'s
// `_getName`, `name`'s `_getName`) keeps its text, with a hint: a stored hook cannot override the inherited
// one ("cannot override with a stored property '_getName'"). The overriding method gets a hook of its own
// (`_getNameArgument`); `label` is stubbed.

// @Stubbable
public class ArgumentComponent {
    @exclusivity(unchecked) var _getName: (() -> String)? = nil // stubble
    func getName() -> String {/*stubble:*/ if let _getName { _getName() } else {/*:stubble*/ "component" /*stubble:*/}/*:stubble*/}
}

// @Stubbable
public class Argument: ArgumentComponent {
    let name: String
    @exclusivity(unchecked) var _getLabel: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setLabel: ((String) -> Void)? = nil // stubble
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

    @exclusivity(unchecked) var _getNameArgument: (() -> String)? = nil // stubble
    override func getName() -> String {/*stubble:*/ if let _getNameArgument { _getNameArgument() } else {/*:stubble*/ name /*stubble:*/}/*:stubble*/}
}
