module.exports = require('../config/jest/preset.cjs');
