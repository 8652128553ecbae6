/** @portal/config's own tests: build tooling, run in Node (not jsdom). */
const preset = require('./jest/preset.cjs');

module.exports = { ...preset, testEnvironment: 'node', setupFilesAfterEnv: [] };
