// Two extensions in two files declare the same static function under other constraints (or, in platform
// files, under other `#if` conditions). Their hooks are static, so each lives in its own extension, under
// that extension's constraints, named after its file (`Box<Int>._zero_BoxNumbers`): they do not meet.
// (Instance hooks would both be members of Box's body: see `same-function-in-extensions-of-two-files`.)
struct Box<Value> {
    var value: Value
}
