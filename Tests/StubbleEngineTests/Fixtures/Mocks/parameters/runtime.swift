struct ParametersDot: ParametersDrawable {}

@main struct Driver {
    static func main() {
        let canvas = ParametersCanvasMock()
        canvas._adjust = { $0 += 1 }
        var v = 1
        canvas.adjust(&v)
        check(v == 2 && canvas.adjustInvocations == [1], "inout forwarded and recorded as passed")
        canvas.plot(1, 2, 3, color: "red")
        check(canvas.plotLastInvocation?.points == [1, 2, 3], "variadic recorded as array")
        canvas.draw(ParametersDot(), in: ParametersDot())
        check(canvas.drawLastInvocation?.shape is ParametersDot, "some P recorded as any P")
        canvas._assert = { condition, _ in _ = condition() }
        canvas.assert(v == 2, message: "m")
        check(canvas.assertInvocations == ["m"], "autoclosure not recorded, message is")
        var handled = 0
        canvas.onChange { handled = $0 }
        canvas.onChangeLastInvocation?(5)
        check(handled == 5, "escaping closure recorded")
        canvas._each = { body in body(1) }
        var seen = 0
        canvas.each { seen = $0 }
        check(seen == 1 && canvas.eachCallCount == 1, "non-escaping closure passed to the hook")
        canvas.skip(1, for: "x")
        check(canvas.skipLastInvocation?.for == "x" && canvas.skipLastInvocation?.arg0 == 1, "unnamed and keyword names")
        print("parameters: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
