// Offline tests of the extension's activation code, with stand-ins for `vscode` and
// `vscode-languageclient/node` (see stand-ins/). The stand-in client really spawns the configured server
// command, so these tests check the command line that reaches the operating system.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');

const { vscode, languageclient } = require('./stand-ins/register');
const extension = require('../extension');

/** A fake `stubble` executable that writes its arguments, one per line, to `argv.txt` beside it and
 * then waits for its input to close, as a language server does. The file is written under another name and
 * renamed, so `argvOf` never reads it half-written (the shell creates a redirect's file before writing it). */
function fakeServer(dir, name = 'stubble') {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, `#!/bin/sh\nprintf '%s\\n' "$@" > "${dir}/argv.tmp" && mv "${dir}/argv.tmp" "${dir}/argv.txt"\ncat > /dev/null\n`, { mode: 0o755 });
  return file;
}

/** Waits until the fake server has written its arguments; returns them. */
async function argvOf(dir) {
  const file = path.join(dir, 'argv.txt');
  for (let i = 0; i < 200 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 10));
  const text = fs.readFileSync(file, 'utf8');
  return text === '\n' ? [] : text.replace(/\n$/, '').split('\n');
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

let tmp;
let context;
const savedEnv = { PATH: process.env.PATH, HOME: process.env.HOME };

test.beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stubble-vscode-'));
  vscode._reset();
  languageclient._reset();
  context = { subscriptions: [] };
});

test.afterEach(async () => {
  await extension.deactivate();
  for (const d of context.subscriptions) d.dispose();
  process.env.PATH = savedEnv.PATH;
  process.env.HOME = savedEnv.HOME;
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('with default settings, activation starts `stubble lsp` from PATH for Swift documents', async () => {
  const bin = path.join(tmp, 'bin');
  fakeServer(bin);
  process.env.PATH = `${bin}${path.delimiter}${savedEnv.PATH}`;

  await extension.activate(context);

  assert.equal(languageclient._clients.length, 1);
  const client = languageclient._clients[0];
  assert.equal(client.id, 'stubble', 'the id makes vscode-languageclient read stubble.trace.server');
  assert.deepEqual(client.serverOptions.run, { command: 'stubble', args: ['lsp'] });
  assert.equal(client.state, 'running');
  assert.deepEqual(await argvOf(bin), ['lsp']);
  assert.deepEqual(
    client.clientOptions.documentSelector.map((s) => s.language),
    ['swift', 'swift'],
  );
  assert.equal(client.clientOptions.synchronize.configurationSection, 'stubble');
  assert.deepEqual(vscode._state.errors, []);
});

test('stubble.server.path and stubble.server.arguments give the command line', async () => {
  const bin = path.join(tmp, 'custom');
  const server = fakeServer(bin, 'my-stubble');
  vscode._reset({
    'stubble.server.path': server,
    'stubble.server.arguments': ['lsp', '--log-file', '/tmp/stubble log.txt'],
  });

  await extension.activate(context);

  assert.deepEqual(await argvOf(bin), ['lsp', '--log-file', '/tmp/stubble log.txt']);
  assert.equal(languageclient._clients[0].serverOptions.run.command, server);
});

test('a server path starting with ~/ is looked up in the home folder', async () => {
  process.env.HOME = tmp;
  fakeServer(path.join(tmp, 'tools'));
  vscode._reset({ 'stubble.server.path': '~/tools/stubble' });

  await extension.activate(context);

  assert.equal(languageclient._clients[0].serverOptions.run.command, path.join(tmp, 'tools', 'stubble'));
  assert.deepEqual(await argvOf(path.join(tmp, 'tools')), ['lsp']);
});

test('a server that cannot be started is reported with the setting to fix, and activation still completes', async () => {
  vscode._reset({ 'stubble.server.path': path.join(tmp, 'missing', 'stubble') });

  await extension.activate(context);

  assert.equal(vscode._state.errors.length, 1);
  assert.match(vscode._state.errors[0], /could not start `.*missing\/stubble lsp`/);
  assert.match(vscode._state.errors[0], /stubble\.server\.path/);
  assert.match(vscode._state.errors[0], /swift build -c release --product stubble/);
  assert.deepEqual(vscode._state.errorItems[0], ['Open Settings']);
  assert.equal(vscode._state.commands.has('stubble.restartServer'), true);
});

test('with no stubble on PATH, the error appears once and its button opens the setting', async () => {
  vscode._reset();
  vscode._state.choice = 'Open Settings';
  process.env.PATH = path.join(tmp, 'empty');

  await extension.activate(context);
  await new Promise((r) => setImmediate(r));

  assert.equal(vscode._state.errors.length, 1, 'one error, not one per Swift file');
  assert.match(vscode._state.errors[0], /could not start `stubble lsp`/);
  assert.deepEqual(vscode._state.executed.filter(([id]) => id === 'workbench.action.openSettings'),
    [['workbench.action.openSettings', 'stubble.server.path']]);
});

test('changing stubble.server.path restarts the server with the new command; other settings do not', async () => {
  const first = path.join(tmp, 'first');
  const second = path.join(tmp, 'second');
  vscode._reset({ 'stubble.server.path': fakeServer(first) });
  await extension.activate(context);
  const old = languageclient._clients[0];
  const oldProcess = old.process;
  await argvOf(first);

  await vscode._changeSettings({ 'stubble.trace.server': 'verbose' });
  assert.equal(languageclient._clients.length, 1, 'tracing is read by the running client');

  await vscode._changeSettings({ 'stubble.server.path': fakeServer(second) });
  await exited(oldProcess);
  assert.equal(old.state, 'stopped');
  assert.equal(languageclient._clients.length, 2);
  assert.equal(languageclient._clients[1].state, 'running');
  assert.deepEqual(await argvOf(second), ['lsp']);
});

test('the Restart Server command replaces the running server', async () => {
  const bin = path.join(tmp, 'bin');
  vscode._reset({ 'stubble.server.path': fakeServer(bin) });
  await extension.activate(context);
  const oldProcess = languageclient._clients[0].process;

  await vscode.commands.executeCommand('stubble.restartServer');

  await exited(oldProcess);
  assert.equal(languageclient._clients.length, 2);
  assert.equal(languageclient._clients[1].state, 'running');
});

test('the Refresh Stubs command runs the source.fixAll.stubble code action', async () => {
  vscode._reset({ 'stubble.server.path': fakeServer(path.join(tmp, 'bin')) });
  await extension.activate(context);

  await vscode.commands.executeCommand('stubble.fixAll');

  assert.deepEqual(vscode._state.executed.at(-1), [
    'editor.action.codeAction',
    { kind: 'source.fixAll.stubble', apply: 'first' },
  ]);
});

test('deactivation stops the server process', async () => {
  vscode._reset({ 'stubble.server.path': fakeServer(path.join(tmp, 'bin')) });
  await extension.activate(context);
  const child = languageclient._clients[0].process;

  await extension.deactivate();

  await exited(child);
  assert.equal(languageclient._clients[0].state, 'stopped');
});
