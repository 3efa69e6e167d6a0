struct S {
    #if DEBUG
    var a = 1
}
func after() {}
