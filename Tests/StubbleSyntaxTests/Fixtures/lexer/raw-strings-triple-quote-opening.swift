// A raw string opening like a multi-line delimiter (#""") is single-line when a closing "# with as
// many # follows on its line (Swift's rule); swift-syntax's LexerTests.swift is full of these.
f(text: ###"""abc"###)
f(text: #"""#)
f(text: "\(g(##"""x"##))")
let s = ##"""
  ""abc"#
  """##
func b() {}
