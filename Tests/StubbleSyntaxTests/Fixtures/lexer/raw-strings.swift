let q = #"She said "hi""#
let t = #"""#
let tq = #"a """ b"#
let multi = #"""
  contains """ and "# quotes
  and \(not interpolated) but \#(interpolated)
  """#
let two = ##"one # and "# and \#(no)"##
let esc = "tab\t quote\" backslash\\ end"
