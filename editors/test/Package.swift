// swift-tools-version:6.0
// The project root the editor tests open (root marker for Neovim, eglot and Helix).
import PackageDescription

let package = Package(name: "EditorExample")
