struct S {
    let a = "never closed
    let b = 2
    /* unterminated block comment
