// Stubble's side of the benchmark: parse bytes with StubbleSyntax (`SourceFile(bytes)` as every user of the
// parser gets it: the declaration tree and the errors; the token stream, the line index, bodies' statements
// and declarations' comments are computed when first asked for, which counting does not do), then count the
// same declarations as the reference visitor by walking the tree (members, nested types, every `#if` clause).
import DeclCounting
import StubbleSyntax

enum StubbleSide {
    static let countDeclarations: (@Sendable ([UInt8]) -> DeclCounts)? = { bytes in
        let file = SourceFile(bytes)
        var c = DeclCounts()
        file.forEachDeclaration { d in
            switch d.kind {
            case .class: c.class += 1
            case .struct: c.struct += 1
            case .enum: c.enum += 1
            case .actor: c.actor += 1
            case .protocol: c.protocol += 1
            case .extension: c.extension += 1
            case .function: c.func += 1
            case .variable: if d.variable?.isLet == true { c.let += 1 } else { c.var += 1 }
            default: break
            }
        }
        return c
    }
    static let unavailableReason = ""
}
