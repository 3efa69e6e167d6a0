#!/usr/bin/env swift
/// Doc line.
/** Doc block. */
/* outer /* nested */ still comment */
// plain
let x = 1 // trailing
let y = /* inline */ 2
