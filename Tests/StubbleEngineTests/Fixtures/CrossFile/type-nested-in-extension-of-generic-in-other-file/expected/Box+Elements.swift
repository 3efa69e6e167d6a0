extension Box {
    struct Elements {
        var base: Box
    }
}
