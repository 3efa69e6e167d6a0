// Makes `require('vscode')` and `require('vscode-languageclient/node')` load the hand-written stand-ins
// in this folder: VS Code cannot run here and npm is unreachable. Load with `require('./stand-ins/register')`
// before requiring the extension.
'use strict';
const Module = require('module');
const path = require('path');

const standIns = {
  vscode: path.join(__dirname, 'vscode.js'),
  'vscode-languageclient/node': path.join(__dirname, 'vscode-languageclient-node.js'),
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return standIns[request] || resolve.call(this, request, ...rest);
};

module.exports = {
  vscode: require(standIns.vscode),
  languageclient: require(standIns['vscode-languageclient/node']),
};
