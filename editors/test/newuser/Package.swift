// swift-tools-version:6.0
// The project of the new user's session in Neovim (Scripts/editors-nvim-newuser.lua).
import PackageDescription

let package = Package(name: "NewUser", targets: [.target(name: "App")])
