// The extension manifest (package.json): what VS Code reads before any code runs.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const properties = manifest.contributes.configuration.properties;

test('the extension activates on Swift files and its entry point exports activate and deactivate', () => {
  assert.deepEqual(manifest.activationEvents, ['onLanguage:swift']);
  assert.equal(fs.existsSync(path.join(root, manifest.main)), true, `${manifest.main} exists`);
  const source = fs.readFileSync(path.join(root, manifest.main), 'utf8');
  assert.match(source, /module\.exports = \{[^}]*\bactivate\b[^}]*\bdeactivate\b/);
});

test('it declares what `vsce package` and the marketplace require', () => {
  for (const field of ['name', 'displayName', 'description', 'version', 'publisher']) {
    assert.equal(typeof manifest[field], 'string', field);
    assert.notEqual(manifest[field], '', field);
  }
  assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
  assert.match(manifest.engines.vscode, /^\^1\.\d+\.\d+$/);
  assert.match(manifest.dependencies['vscode-languageclient'], /^\^9\./);
});

test('stubble.server.path names the executable, default `stubble` on PATH', () => {
  assert.equal(properties['stubble.server.path'].type, 'string');
  assert.equal(properties['stubble.server.path'].default, 'stubble');
});

test('stubble.server.arguments is a list of strings, default `lsp`', () => {
  assert.equal(properties['stubble.server.arguments'].type, 'array');
  assert.equal(properties['stubble.server.arguments'].items.type, 'string');
  assert.deepEqual(properties['stubble.server.arguments'].default, ['lsp']);
});

test('stubble.trace.server offers the levels vscode-languageclient understands, default off', () => {
  assert.deepEqual(properties['stubble.trace.server'].enum, ['off', 'messages', 'verbose']);
  assert.equal(properties['stubble.trace.server'].default, 'off');
});

/** The ids in extension.js's SERVER_COMMANDS, read from its source (it needs `vscode` to load). */
function serverCommands() {
  const source = fs.readFileSync(path.join(root, manifest.main), 'utf8');
  const list = source.match(/const SERVER_COMMANDS = \[([^\]]*)\]/);
  assert.ok(list, 'SERVER_COMMANDS found in extension.js');
  return [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

test('every setting and command is named under `stubble.` and every command is registered by extension.js', () => {
  for (const key of Object.keys(properties)) assert.match(key, /^stubble\./);
  const source = fs.readFileSync(path.join(root, manifest.main), 'utf8');
  const SERVER_COMMANDS = serverCommands();
  for (const { command, title } of manifest.contributes.commands) {
    assert.match(command, /^stubble\./);
    assert.ok(title);
    // The server's own commands are registered by vscode-languageclient (registering them again would throw).
    if (SERVER_COMMANDS.includes(command)) continue;
    assert.ok(source.includes(`registerCommand('${command}'`), `${command} is registered`);
  }
});

test('the server\'s commands are in the command palette: Stubble: Refresh Stubs in Workspace', () => {
  // The ids the server advertises in `executeCommandProvider` (Sources/StubbleLSP/LSPTypes.swift).
  const protocol = fs.readFileSync(path.join(root, '..', '..', 'Sources', 'StubbleLSP', 'LSPTypes.swift'), 'utf8');
  const advertised = [...protocol.matchAll(/static let \w+Command = "([^"]+)"/g)].map((m) => m[1]);
  const SERVER_COMMANDS = serverCommands();
  assert.deepEqual(SERVER_COMMANDS, advertised);
  const palette = Object.fromEntries(manifest.contributes.commands.map((c) => [c.command, c]));
  assert.equal(palette['stubble.refreshWorkspace'].title, 'Refresh Stubs in Workspace');
  assert.equal(palette['stubble.refreshWorkspace'].category, 'Stubble');
  const source = fs.readFileSync(path.join(root, manifest.main), 'utf8');
  assert.ok(!source.includes("registerCommand('stubble.refreshWorkspace'"), 'not registered twice');
});

test('the server settings match the server\'s StubbleSettings: same names, same defaults', () => {
  // The server reads the `stubble` section (Sources/StubbleLSP/Service.swift, `StubbleSettings`).
  const service = fs.readFileSync(path.join(root, '..', '..', 'Sources', 'StubbleLSP', 'Service.swift'), 'utf8');
  const init = service.match(/struct StubbleSettings[\s\S]*?public init\(([^)]*)\)/);
  assert.ok(init, 'StubbleSettings.init found');
  const defaults = {};
  for (const [, name, value] of init[1].matchAll(/(\w+):\s*[\w?]+\s*=\s*([^,]+)/g)) {
    defaults[name] = JSON.parse(value.trim() === 'nil' ? 'null' : value.trim());
  }
  assert.deepEqual(Object.keys(defaults).sort(), ['condition', 'mockCondition', 'pushDiagnostics', 'strictMocks']);
  // pushDiagnostics is for clients that pull but want pushes; VS Code's client pulls, so it is not offered.
  for (const name of ['condition', 'mockCondition', 'strictMocks']) {
    const property = properties[`stubble.${name}`];
    assert.ok(property, `stubble.${name} is a setting`);
    assert.deepEqual(property.default, defaults[name], `default of stubble.${name}`);
  }
  assert.deepEqual(properties['stubble.condition'].type, ['string', 'null']);
  assert.equal(properties['stubble.strictMocks'].type, 'boolean');
});
