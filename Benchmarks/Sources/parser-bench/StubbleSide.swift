// Stubble's side of the benchmark: parse bytes with StubbleSyntax (`SourceFile(bytes)` as every user of the
// parser gets it: the declaration tree and the errors; the token stream, the line index, bodies' statements
// and declarations' comments are computed when first asked for, which counting does not do), then count the
// same declarations as the reference visitor by walking the tree (members, nested types, every `#if` clause).
// A second Stubble row (`stubble-details`) also reads every detail left for later (parameters, bindings,
// errors), so both figures show side by side.
import DeclCounting
import StubbleSyntax

enum StubbleSide {
    static let countDeclarations: (@Sendable ([UInt8]) -> DeclCounts)? = { bytes in round(bytes, readingDetails: false) }
    /// The same round, and then every detail the parser leaves for later is read as a user reading them all
    /// would: every signature's parameters (each field), every variable's bindings, and the file's errors
    /// (which include those found in parameter clauses parsed on first use). The counts are the same; this
    /// row shows what a round costs when nothing is left unread.
    static let countDeclarationsReadingDetails: (@Sendable ([UInt8]) -> DeclCounts)? = { bytes in round(bytes, readingDetails: true) }
    static let unavailableReason = ""

    @inline(__always)
    static func round(_ bytes: [UInt8], readingDetails: Bool) -> DeclCounts {
        let file = SourceFile(bytes)
        var c = DeclCounts()
        var sum = readingDetails ? file.errors.count : 0
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
            guard readingDetails else { return }
            if let signature = d.signature {
                for p in signature.parameters {
                    sum &+= p.range.upperBound &+ (p.type?.range.lowerBound ?? 0) &+ (p.defaultValue?.range.lowerBound ?? 0)
                        &+ (p.firstName?.range.lowerBound ?? 0) &+ (p.secondName?.range.lowerBound ?? 0)
                        &+ p.specifiers.count &+ p.typeAttributes.count &+ p.attributes.count
                }
            }
            if let variable = d.variable {
                for b in variable.bindings {
                    sum &+= b.range.upperBound &+ (b.typeAnnotation?.range.lowerBound ?? 0)
                        &+ (b.initializer?.range.lowerBound ?? 0) &+ (b.accessorBlock?.accessors.count ?? 0)
                }
            }
        }
        // Keeps the reads: the counts depend on them (the sum is never -1).
        if sum == -1 { c.class += 1 }
        return c
    }
}
