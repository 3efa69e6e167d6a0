// The README's settings snippet is what users paste into settings.json: it must be valid JSON and name
// the code action kind the server offers.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');

const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
require('./stand-ins/register'); // extension.js requires `vscode`
const { FIX_ALL_KIND } = require('../extension');

test('the editor.codeActionsOnSave snippet is valid JSON that runs source.fixAll.stubble in Swift files', () => {
  const blocks = [...readme.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]);
  const snippet = blocks.find((b) => b.includes('editor.codeActionsOnSave'));
  assert.ok(snippet, 'the README has the snippet');
  const settings = JSON.parse(snippet);
  assert.equal(settings['[swift]']['editor.codeActionsOnSave'][FIX_ALL_KIND], 'explicit');
  assert.equal(FIX_ALL_KIND, 'source.fixAll.stubble');
});

test('every setting in the manifest is documented in the README table', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  for (const key of Object.keys(manifest.contributes.configuration.properties)) {
    assert.match(readme, new RegExp('\\| `' + key.replace(/\./g, '\\.') + '` \\|'), key);
  }
});
