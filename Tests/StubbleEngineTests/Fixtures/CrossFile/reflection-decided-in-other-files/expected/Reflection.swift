extension Invoice: CustomReflectable {
    var customMirror: Mirror { Mirror(self, children: ["amount": total]) }
}

final class Circle: Shape {
    var radius = 1.0
}
