// The counting rules of Benchmarks/Sources/DeclCounting on one file (not compiled; a specification by example).
// reference-counts prints for it: class=1 struct=1 enum=1 actor=1 protocol=1 extension=1 func=3 var=4 let=3
import Foundation
let top = 1                       // let
var topVar: Int { get { 1 } }     // var (accessor not entered)
func f() { struct Local {}; let x = 1 }   // func only
if true { struct InIf {} }        // nothing
guard true else { fatalError() }
for _ in 0..<1 { class InFor {} }
do { enum InDo {} }
switch 1 { case 1: struct InCase {}; default: break }
_ = { struct InClosure {} }
#if os(Linux)
struct A {                         // struct
  #if DEBUG
  var a = 1, b = 2                 // var (once)
  #elseif TEST
  let c = { struct NotCounted {} }()   // let
  #else
  func g() {}                      // func
  #endif
  init() { struct NotCounted2 {} }
  subscript(i: Int) -> Int { let y = 1; return y }
  deinit {}
  actor Inner { nonisolated let z = 0 }   // actor, let
}
#else
extension A { protocol P { var p: Int { get }; func q() } }   // extension, protocol, var, func
#endif
class C { lazy var l = 0; enum E { case a } }   // class, var, enum
